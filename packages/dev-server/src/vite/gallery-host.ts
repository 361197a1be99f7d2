/**
 * The gallery's host page under `vite dev`: one hidden page that loads the project's app once
 * and renders every thumbnail into its frame. A thumbnail was otherwise a whole dev page: its
 * own realm loading and evaluating ~40 modules (~1.5 MB of development JS), and a dozen of
 * them made the gallery's first screenful 2.5x slower than the standalone server's static
 * pages (bench/gallery.bench.mjs).
 *
 * Each frame is still its own page: `/preview/<prompt>/<screen>?frame=1&shell=1` is the
 * project's index.html with that screen's context, without its module scripts (shellHtml). The
 * host mounts the screen there with the project's own `mountScreen(Screen, page)` (src/mount,
 * the module `screenkit build` mounts with), which reads the frame's context and posts from
 * the frame (ScreenProvider's `page`), and copies the app's styles into it
 * (gallery-host-module.ts). A project whose mount takes no page (made before it did) gets no
 * renderer from its host: gallery-script.ts then lets each frame run its own app.
 */
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { SAME_ORIGIN_FRAME_CSP } from '../middleware/page-security-headers.js';
import { openProject, type Project } from '../project/project.js';
import { galleryHostModule } from './gallery-host-module.js';

export const GALLERY_HOST_PATH = '/_screenkit/gallery-host';
const MODULE = 'virtual:screenkit/gallery-host';
const RESOLVED = `\0${MODULE}`;

/** The host page (Vite's transformIndexHtml adds its client: a change reloads the host). */
const HOST_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>screenkit gallery host</title></head>
<body><script type="module" src="/@id/${MODULE}"></script></body></html>`;

/** A thumbnail the host renders into: `frame=1&shell=1` (gallery-script.ts asks for it). */
export function isGalleryShell(url: string): boolean {
  const query = new URL(url, 'http://localhost').searchParams;
  return query.get('frame') === '1' && query.get('shell') === '1';
}

/** The page without its module scripts (the app's entry, Vite's client): the host renders it. */
export function shellHtml(html: string): string {
  return html.replace(/<script\b[^>]*\btype=["']?module["']?[^>]*>[\s\S]*?<\/script>\s*/gi, '');
}

/** The screenkit project in `dir` and its mount module; none: the gallery has no host. */
export async function galleryProject(
  dir: string,
): Promise<{ project: Project; mount: string } | undefined> {
  const project = await openProject(dir).catch(() => undefined);
  if (!project) return undefined;
  const mount = join(dir, 'src', project.template === 'react' ? 'mount.tsx' : 'mount.ts');
  return existsSync(mount) ? { project, mount } : undefined;
}

/** `projectDir`: where the project's package.json and src/ are (the plugin's projectDir). */
export function galleryHost(projectDir: string | undefined): Plugin {
  let dir = '';
  return {
    name: 'screenkit:gallery-host',
    apply: 'serve',
    configResolved(config) {
      dir = resolve(config.root, projectDir ?? '.');
    },
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const found = await galleryProject(dir);
      return found ? galleryHostModule(found.project, found.mount) : '';
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== GALLERY_HOST_PATH)
          return next();
        server
          .transformIndexHtml(GALLERY_HOST_PATH, HOST_HTML)
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            // Framed by the gallery, as the thumbnails are; by no other site.
            res.setHeader('x-frame-options', 'SAMEORIGIN');
            res.setHeader('content-security-policy', SAME_ORIGIN_FRAME_CSP);
            res.end(html);
          })
          .catch(next);
      });
      // A screen folder added or removed changes the host's list of the project's screens.
      const screens = join(dir, 'src', 'screens') + sep;
      server.watcher.on('all', (event, file) => {
        if ((event !== 'add' && event !== 'unlink') || !file.startsWith(screens)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) void server.reloadModule(module);
      });
    },
  };
}
