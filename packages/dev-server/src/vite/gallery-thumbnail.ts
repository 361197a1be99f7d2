/**
 * A gallery thumbnail's first paint under `vite dev`: its screen rendered on the server, into
 * the frame's shell, with its page's stylesheets inline, as the standalone server's frames
 * arrive rendered. The host page (gallery-host.ts) then mounts the live screen over it with the
 * project's own mountScreen. Without this, a frame stayed blank until the host had loaded and
 * evaluated the app (React's development build, the screens' modules), rendered on the one
 * thread every frame shares: the first screenful took twice the standalone server's time
 * (bench/gallery.bench.mjs).
 *
 * The server render is the project's screen component (its own folder's, else screenkit's
 * default) in a ScreenProvider with the page's context, and the tenant theme's `--ul-theme-*`
 * variables on <html> (what the starters' mountScreen adds). Project code that cannot render
 * on the server (say, it reads `window` while rendering) leaves its frame blank until the host
 * renders it, with one warning naming the screen.
 */
import { escapeHtml } from '@screenkit/core/templates';
import type { ViteDevServer } from 'vite';
import type { Project } from '../project/project.js';
import { ownScreenLoaders } from './gallery-host-module.js';

export const THUMBNAIL_MODULE = 'virtual:screenkit/gallery-thumbnail';

/** The server-side module: the screen rendered to markup, with its theme's variables. */
export async function thumbnailModule(project: Project): Promise<string> {
  return `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ScreenProvider, useThemeVariables } from '@screenkit/react';
import { DEFAULT_SCREENS } from '@screenkit/react/screens';

const own = {
${(await ownScreenLoaders(project)).join('\n')}
};

export async function renderThumbnail(context) {
  const name = context.screen?.name;
  const load = own[name] ?? DEFAULT_SCREENS[name];
  if (!load) return undefined;
  const Screen = await load();
  let theme = {};
  const Theme = () => {
    theme = useThemeVariables();
    return null;
  };
  const markup = renderToString(h(ScreenProvider, { context }, h(Theme), h(Screen)));
  return { markup, theme };
}
`;
}

interface Thumbnail {
  markup: string;
  theme: Record<string, string>;
}

/** Renders the context's screen; undefined: it cannot be rendered on the server (warned once). */
export async function renderThumbnail(
  server: ViteDevServer,
  context: { screen?: { name?: string } },
  warned: Set<string>,
): Promise<Thumbnail | undefined> {
  try {
    const module = await server.ssrLoadModule(THUMBNAIL_MODULE);
    return await module.renderThumbnail(context);
  } catch (error) {
    const name = String(context.screen?.name);
    if (!warned.has(name)) {
      warned.add(name);
      server.config.logger.warn(
        `screenkit: the gallery's ${name} thumbnail shows once the browser has rendered it (no server render: ${(error as Error).message.split('\n')[0]})`,
      );
    }
    return undefined;
  }
}

/** `</style` in a stylesheet would end its <style> element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
/** A theme value is a colour, length, number or font name: nothing that ends a declaration. */
const SAFE_VALUE = /^[#\w\s.,%()'"-]*$/;
const ROOT = /<div\b[^>]*\bid=["']?root["']?[^>]*>/i;

/**
 * The shell with the thumbnail in its root (made at the start of <body> when it has none), the
 * root inert until the host mounts the live screen over it (gallery-host-module.ts): what is
 * typed into a picture would be lost.
 */
export function withThumbnail(shell: string, thumbnail: Thumbnail, stylesheets: string[]): string {
  const styles = stylesheets
    .map((css) => `<style data-screenkit-gallery-style>${styleText(css)}</style>`)
    .join('');
  const theme = Object.entries(thumbnail.theme)
    .filter(([, value]) => SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  let html = shell.replace(/<\/head>/i, (head) => styles + head);
  if (theme)
    html = html.replace(
      /<html\b(?![^>]*\bstyle=)/i,
      (tag) => `${tag} style="${escapeHtml(theme)}"`,
    );
  return ROOT.test(html)
    ? html.replace(ROOT, (root) => `${root.slice(0, -1)} inert>${thumbnail.markup}`)
    : html.replace(
        /<body\b[^>]*>/i,
        (body) => `${body}<div id="root" inert>${thumbnail.markup}</div>`,
      );
}
