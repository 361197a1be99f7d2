/**
 * The gallery's host page under `vite dev`: one hidden page that loads the project's app once
 * and renders every thumbnail into its frame. A thumbnail was otherwise a whole dev page: its
 * own realm loading and evaluating ~40 modules (~1.5 MB of development JS), and a dozen of
 * them made the gallery's first screenful 2.5x slower than the standalone server's static
 * pages (bench/gallery.bench.mjs).
 *
 * Each frame is still its own page: `/preview/<prompt>/<screen>?frame=1&shell=1` is the
 * project's index.html with that screen's context, without its module scripts (shellHtml), and
 * with the screen rendered on the server, inert (gallery-thumbnail.ts, `paint`): the first
 * screenful shows before the host has loaded. The host then mounts the live screen there with the project's own `mountScreen(Screen, page)` (src/mount,
 * the module `screenkit build` mounts with), which reads the frame's context and posts from
 * the frame (ScreenProvider's `page`), and copies the app's styles into it
 * (gallery-host-module.ts). A plain JS project's frames are the same minus the server render
 * (its screens build DOM): each stays blank until the host has rendered it. A project whose
 * mount takes no page (made before it did) gets no renderer from its host: gallery-script.ts
 * then lets each frame run its own app.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isScreenName } from '@screenkit/core';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { SAME_ORIGIN_FRAME_CSP } from '../middleware/page-security-headers.js';
import { openProject, type Project } from '../project/project.js';
import { screenEntryFile } from '../project/screen-names.js';
import { galleryHostModule } from './gallery-host-module.js';
import {
  renderThumbnail,
  THUMBNAIL_MODULE,
  thumbnailModule,
  withThumbnail,
} from './gallery-thumbnail.js';

export const GALLERY_HOST_PATH = '/_screenkit/gallery-host';
/** `?screen=<name>`: the stylesheets that screen's own page loads, in the order it loads them. */
const STYLES_PATH = `${GALLERY_HOST_PATH}/styles`;
const MODULE = 'virtual:screenkit/gallery-host';
const RESOLVED = `\0${MODULE}`;
/** A stylesheet Vite injects as a <style> (its CSS languages; `?inline`, `?url` inject none). */
const STYLESHEET = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)$/;

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

/** The project in `dir` (React or plain JS) and its mount module; none: the gallery has no host. */
export async function galleryProject(
  dir: string,
): Promise<{ project: Project; mount: string } | undefined> {
  const project = await openProject(dir).catch(() => undefined);
  if (!project) return undefined;
  const mount = join(dir, 'src', project.template === 'react' ? 'mount.tsx' : 'mount.ts');
  return existsSync(mount) ? { project, mount } : undefined;
}

/** Pre-bundled dependencies (Vite's cache) and installed packages: no stylesheet of the project's. */
function outsideProject(server: ViteDevServer, path: string): boolean {
  return path.includes(server.config.cacheDir) || path.includes('/node_modules/');
}

/**
 * Transforms `file` and the project's own modules it imports statically, so Vite's module graph
 * knows their stylesheets before the browser has loaded them: the host asks for a frame's
 * styles alongside its screen's modules, not after. Vite caches transforms, so once the pages
 * have loaded them this is a few lookups.
 */
async function transformOwn(server: ViteDevServer, file: string): Promise<void> {
  const environment = server.environments.client;
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url) || outsideProject(server, url)) return;
    seen.add(url);
    const result = await environment.transformRequest(url);
    await Promise.all((result?.deps ?? []).map(visit));
  };
  await visit(moduleUrl(server, file));
}

/** The URL Vite serves a file of the project (or any other file: /@fs/) at. */
function moduleUrl(server: ViteDevServer, file: string): string {
  const root = server.config.root + sep;
  return file.startsWith(root) ? `/${file.slice(root.length)}` : `/@fs${file}`;
}

/** A stylesheet's CSS, as Vite serves it to a <link> (`?direct`). */
async function stylesheetText(server: ViteDevServer, id: string): Promise<string> {
  const url = moduleUrl(server, id);
  const result = await server.environments.client.transformRequest(
    `${url}${url.includes('?') ? '&' : '?'}direct`,
  );
  return result?.code ?? '';
}

/**
 * The stylesheets (Vite module ids, which Vite's client puts on each <style>) that `files` load,
 * in evaluation order (a module's imports before it). The host has loaded every screen it
 * rendered, so a frame gets its own page's styles only, not another screen's.
 */
function stylesOf(server: ViteDevServer, files: string[]): string[] {
  const graph = server.environments.client.moduleGraph;
  const seen = new Set<EnvironmentModuleNode>();
  const styles: string[] = [];
  const visit = (module: EnvironmentModuleNode) => {
    if (seen.has(module) || !module.file || outsideProject(server, module.file)) return;
    seen.add(module);
    for (const imported of module.importedModules) visit(imported);
    if (module.id && STYLESHEET.test(module.id)) styles.push(module.id);
  };
  for (const file of files) for (const module of graph.getModulesByFile(file) ?? []) visit(module);
  return styles;
}

/**
 * `screen`: one the project owns: the stylesheets of its page (mount and screen module); none:
 * a page showing screenkit's default screen (pre-bundled), the mount's.
 */
async function galleryStyles(
  server: ViteDevServer,
  found: { project: Project; mount: string },
  screen: string,
): Promise<string[]> {
  const { project, mount } = found;
  const entry =
    isScreenName(screen) && join(project.dir, screenEntryFile(project.template, screen));
  const files = entry && existsSync(entry) ? [mount, entry] : [mount];
  await Promise.all(files.map((file) => transformOwn(server, file)));
  return stylesOf(server, files);
}

/** What the page host asks of the gallery host: a thumbnail's shell with its first paint. */
export interface GalleryThumbnails {
  /** `shell` (the frame's page without its app) with the screen of `context` rendered in it. */
  paint(shell: string, context: { screen?: { name?: string } }): Promise<string>;
}

/** The app is Vite's: its root holds the package.json and the src/ the host loads. */
export function galleryHost(): Plugin & { api: GalleryThumbnails } {
  let dir = '';
  let server: ViteDevServer | undefined;
  // Opened once (every frame asks for its styles); again once package.json or src/ changes.
  let found: ReturnType<typeof galleryProject> | undefined;
  const project = () => (found ??= galleryProject(dir));
  const warned = new Set<string>();
  return {
    name: 'screenkit:gallery-host',
    apply: 'serve',
    // The thumbnails' server render bundles screenkit's packages (their default screens import
    // the tenant's partials from this plugin's virtual modules); React stays Node's.
    config: () => ({ ssr: { noExternal: ['@screenkit/core', '@screenkit/react'] } }),
    configResolved(config) {
      dir = config.root;
    },
    resolveId: (id) =>
      id === MODULE ? RESOLVED : id === THUMBNAIL_MODULE ? `\0${THUMBNAIL_MODULE}` : undefined,
    async load(id) {
      if (id !== RESOLVED && id !== `\0${THUMBNAIL_MODULE}`) return undefined;
      const opened = await project();
      if (!opened) return '';
      if (id === RESOLVED) return galleryHostModule(opened.project, opened.mount, STYLES_PATH);
      return opened.project.template === 'react' ? thumbnailModule(opened.project) : '';
    },
    api: {
      async paint(shell, context) {
        const [opened, dev] = [await project(), server];
        // A plain JS project's screens build DOM: no server render, the host renders them.
        if (!dev || opened?.project.template !== 'react') return shell;
        const [thumbnail, ids] = await Promise.all([
          renderThumbnail(dev, context, warned),
          galleryStyles(dev, opened, context.screen?.name ?? ''),
        ]);
        if (!thumbnail) return shell;
        const stylesheets = await Promise.all(ids.map((id) => stylesheetText(dev, id)));
        return withThumbnail(shell, thumbnail, stylesheets);
      },
    },
    configureServer(dev: ViteDevServer) {
      server = dev;
      dev.middlewares.use((req, res, next) => {
        const [path, query] = (req.url ?? '').split('?');
        if (req.method !== 'GET') return next();
        if (path === STYLES_PATH) {
          project()
            .then((opened) =>
              opened
                ? galleryStyles(dev, opened, new URLSearchParams(query).get('screen') ?? '')
                : [],
            )
            .then((styles) => {
              res.setHeader('content-type', 'application/json');
              res.end(JSON.stringify(styles));
            })
            .catch(next);
          return;
        }
        if (path !== GALLERY_HOST_PATH) return next();
        // The gallery opens its host first: the thumbnails' server render loads meanwhile.
        void project()
          .then((opened) =>
            opened?.project.template === 'react' ? dev.ssrLoadModule(THUMBNAIL_MODULE) : undefined,
          )
          .catch(() => undefined);
        dev
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
      // A screen folder added or removed changes both modules' lists of the project's screens.
      const screens = join(dir, 'src', 'screens') + sep;
      dev.watcher.on('all', (event, file) => {
        if (
          file === join(dir, 'package.json') ||
          (event !== 'change' && file.startsWith(join(dir, 'src') + sep))
        )
          found = undefined;
        if ((event !== 'add' && event !== 'unlink') || !file.startsWith(screens)) return;
        const module = dev.moduleGraph.getModuleById(RESOLVED);
        if (module) void dev.reloadModule(module);
        const thumbnails = dev.environments.ssr.moduleGraph.getModuleById(`\0${THUMBNAIL_MODULE}`);
        if (thumbnails) dev.environments.ssr.moduleGraph.invalidateModule(thumbnails);
      });
    },
  };
}
