/**
 * Renders one screen component into the page with the page context. Every entry uses it:
 * main.tsx (the dev server's one bundle for all screens) and the per-screen entries that
 * `screenkit build` generates (one small bundle per screen for production).
 */
import { readContext } from '@screenkit/core';
import { ScreenProvider, useThemeVariables } from '@screenkit/react';
import { type ComponentType, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '@screenkit/core/default-screens.css';
import './styles.css';

export function mountScreen(Screen: ComponentType): void {
  const context = readContext();
  const host = document.getElementById('root') ?? document.body.appendChild(rootElement());
  createRoot(host).render(
    <StrictMode>
      <ScreenProvider context={context}>
        <BrandingTheme />
        <Screen />
      </ScreenProvider>
    </StrictMode>,
  );
}

/** The tenant's branding theme as `--ul-theme-*` properties on <html> (styles.css reads them). */
function BrandingTheme() {
  const variables = useThemeVariables();
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.removeProperty(name);
    };
  }, [variables]);
  return null;
}

/** The service's advanced-mode page has an empty body: the screen brings its own root. */
function rootElement(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  return root;
}
