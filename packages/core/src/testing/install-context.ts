/**
 * Puts a context on the page the way the service does: `window.universal_login_context`, and
 * the page at `/u/<screen>?state=<state>` (the URL a screen's form posts back to).
 */
import type { UniversalLoginContext } from '../context/types.js';
import { ScreenkitError } from '../errors/screenkit-error.js';

export interface InstallContextOptions {
  /** The page URL (path or absolute, same origin); default `/u/<screen>?state=<state>`. */
  url?: string;
}

interface PageWindow {
  universal_login_context?: unknown;
  location: { href: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

function pageWindow(): PageWindow {
  const page = (globalThis as { window?: PageWindow }).window;
  if (!page?.history) {
    throw new ScreenkitError(
      'no_window',
      '',
      'installContext needs a DOM (a browser, or vitest/jest with environment "jsdom"); in Node, pass the context to createScreen() or createScreenStore() instead',
    );
  }
  return page;
}

/**
 * Installs `context` as the page's context and moves the page to the screen's URL; returns a
 * function that puts back the previous context and URL (call it after the test).
 */
export function installContext(
  context: UniversalLoginContext,
  options: InstallContextOptions = {},
): () => void {
  const page = pageWindow();
  const had = Object.hasOwn(page, 'universal_login_context');
  const previous = page.universal_login_context;
  const previousUrl = page.location.href;
  page.universal_login_context = context;
  const state = encodeURIComponent(String(context.transaction?.state ?? ''));
  page.history.replaceState(
    page.history.state,
    '',
    options.url ?? `/u/${context.screen?.name}?state=${state}`,
  );
  let installed = true;
  return () => {
    if (!installed) return;
    installed = false;
    if (had) page.universal_login_context = previous;
    else delete page.universal_login_context;
    page.history.replaceState(page.history.state, '', previousUrl);
  };
}
