/**
 * Runs one screen's renderer on the page's root element. Every entry uses it: main.ts (the dev
 * server's one bundle for all screens) and the per-screen entries that `screenkit build`
 * generates (one small bundle per screen for production).
 */
import { flattenTheme, readContext, themeCssVariables } from '@screenkit/core';
import '@screenkit/core/default-screens.css';
import './styles.css';

export function mountScreen(render: (root: HTMLElement) => void): void {
  applyBrandingTheme();
  const root = document.getElementById('root') ?? document.body.appendChild(rootElement());
  render(root);
}

/** The tenant's branding theme as `--ul-theme-*` properties on <html> (styles.css reads them). */
function applyBrandingTheme(): void {
  const theme = flattenTheme(readContext());
  if (!theme) return;
  for (const [name, value] of Object.entries(themeCssVariables(theme)))
    document.documentElement.style.setProperty(name, value);
}

/** The service's advanced-mode page has an empty body: the screen brings its own root. */
function rootElement(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  return root;
}
