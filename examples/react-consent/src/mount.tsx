/**
 * Renders one screen component into the page with the page context. Every entry uses it:
 * main.tsx (the dev server's one bundle for all screens) and the per-screen entries that
 * `screenkit build` generates (one small bundle per screen for production). `page`: another
 * window to render into, with its own context (the dev server's gallery renders every
 * thumbnail's frame from one page).
 */
import { ScreenProvider, useThemeVariables } from '@screenkit/react';
import { type ComponentType, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '@screenkit/core/default-screens.css';
import './styles.css';

export function mountScreen(Screen: ComponentType, page?: Window): void {
  const { document } = page ?? window;
  const host = document.getElementById('root') ?? document.body.appendChild(rootElement(document));
  createRoot(host).render(
    <StrictMode>
      <ScreenProvider page={page}>
        <BrandingTheme root={document.documentElement} />
        <Screen />
      </ScreenProvider>
    </StrictMode>,
  );
}

/** The tenant's branding theme as `--ul-theme-*` properties on <html> (styles.css reads them). */
function BrandingTheme({ root }: { root: HTMLElement }) {
  const variables = useThemeVariables();
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
    };
  }, [root, variables]);
  return null;
}

/** The service's advanced-mode page has an empty body: the screen brings its own root. */
function rootElement(document: Document): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  return root;
}
