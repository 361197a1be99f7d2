/**
 * Runs one screen's renderer on a page's root element. Every entry uses it: main.ts (the dev
 * server's one bundle for all screens), the per-screen entries that `screenkit build` generates
 * (one small bundle per screen for production), and the dev server's gallery, which loads the
 * app once and renders each thumbnail into its own frame (`page`, default: this window).
 */
import { flattenTheme, readContext, themeCssVariables } from '@screenkit/core';
import '@screenkit/core/default-screens.css';
import './styles.css';

// `page` takes no default value: the gallery reads this function's length to know it takes one.
export function mountScreen(render: (root: HTMLElement) => void, page?: Window): void {
  const doc = (page ?? window).document;
  applyBrandingTheme(doc, page);
  const root = doc.getElementById('root') ?? doc.body.appendChild(rootElement(doc));
  render(root);
}

/** The tenant's branding theme as `--ul-theme-*` properties on <html> (styles.css reads them). */
function applyBrandingTheme(doc: Document, page?: Window): void {
  const theme = flattenTheme(readContext(undefined, page));
  if (!theme) return;
  for (const [name, value] of Object.entries(themeCssVariables(theme)))
    doc.documentElement.style.setProperty(name, value);
}

/** The service's advanced-mode page has an empty body: the screen brings its own root. */
function rootElement(doc: Document): HTMLElement {
  const root = doc.createElement('div');
  root.id = 'root';
  return root;
}
