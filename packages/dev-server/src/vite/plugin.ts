/**
 * `screenkit()`: the dev server inside the developer's own Vite server. Under `vite dev` it
 * mounts the Management API, the authorization server and the page host as middleware
 * (page-host.ts), serves `/u/<screen>` and `/preview/<prompt>/<screen>` from the project's
 * index.html with the screen's context injected, reloads the page when the store, a fixture
 * or a partial changes, and adds the dev toolbar to previews. `vite preview` hosts the same
 * pages on the built index.html. `vite build` gets only the `.hbs` precompilation and the
 * partials: no context, no toolbar, no middleware.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { escapeHtml } from '@screenkit/core/templates';
import type { Plugin, PluginOption, PreviewServer, ViteDevServer } from 'vite';
import { changesPages } from '../pages/live-reload.js';
import type { ShellInput } from '../pages/pages-options.js';
import { TENANT_DIR } from '../project/tenant-files.js';
import { DEV_HOME_PATH } from '../rendering/dev-index.js';
import { openStore, type Store } from '../store/store.js';
import { moveMembersOutOfOrganizations } from '../tenant/organization-members.js';
import {
  GALLERY_HOST_PATH,
  type GalleryThumbnails,
  galleryHost,
  galleryProject,
  isGalleryShell,
  shellHtml,
} from './gallery-host.js';
import { hbsTemplates } from './hbs-templates.js';
import { ContextInjections, injectContext } from './inject-context.js';
import { openPageHost, type PageHost } from './page-host.js';
import { partialsModule } from './partials-module.js';
import { prebundleScreenkit } from './prebundle.js';

/** `<screen>/index.ts(x)` under src/screens: the entry `screenkit build` bundles. */
const SCREEN_ENTRY = /^[^/\\]+[/\\]index\.tsx?$/;

export interface ScreenkitPluginOptions {
  /** Store folder; default `.screenkit` in the Vite root. */
  storeDir?: string;
  /**
   * Keep the tenant in memory only. Default: in memory when the environment has
   * `SCREENKIT_IN_MEMORY=1` (`screenkit check` sets it, so pages come from committed files only).
   */
  inMemory?: boolean;
  /** Where `screens/<prompt>/<screen>/<variant>.json` live; default the Vite root. */
  projectDir?: string;
  /** The screen `/` opens; default `customized-consent`. */
  screen?: string;
  /** Called once the dev server's tenant is ready (tests, scripts). */
  onReady?: (info: ScreenkitDevInfo) => void;
  /**
   * Pre-bundle the @screenkit packages under `vite dev`, linked ones too (prebundle.ts). Default
   * true; false serves a linked package as source (live edits to it, slower pages).
   */
  prebundle?: boolean;
}

export interface ScreenkitDevInfo {
  store: Store;
  managementToken: string;
  /** Path of the default screen's preview. */
  previewPath: string;
}

/** One tenant store per plugin instance, opened on first use once Vite's root is known. */
class TenantStore {
  root = process.cwd();
  private opened: Promise<Store> | undefined;

  constructor(private readonly options: ScreenkitPluginOptions) {}

  get inMemory(): boolean {
    return this.options.inMemory ?? process.env.SCREENKIT_IN_MEMORY === '1';
  }

  get dir(): string {
    return resolve(this.root, this.options.storeDir ?? '.screenkit');
  }

  store(): Promise<Store> {
    this.opened ??= openStore({ dir: this.dir, inMemory: this.inMemory }).then(async (store) => {
      await moveMembersOutOfOrganizations(store);
      return store;
    });
    return this.opened;
  }

  /** Flushes and closes the store, so nothing writes into .screenkit once Vite is done. */
  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (opened) await (await opened).close();
  }
}

/** The page host on the tenant's store, with the log line and onReady of both servers. */
async function hostPages(
  options: ScreenkitPluginOptions,
  tenant: TenantStore,
  root: string,
  renderShell: (input: ShellInput) => Promise<string>,
  withGalleryHost = false,
): Promise<PageHost & { store: Store }> {
  const store = await tenant.store();
  const projectDir = resolve(root, options.projectDir ?? '.');
  const host = await openPageHost({
    store,
    keysDir: tenant.inMemory ? undefined : join(tenant.dir, 'keys'),
    projectDir,
    screen: options.screen ?? 'customized-consent',
    renderShell,
    galleryHost: withGalleryHost && (await galleryProject(root)) ? GALLERY_HOST_PATH : undefined,
  });
  options.onReady?.({ store, managementToken: host.managementToken, previewPath: host.home });
  return { ...host, store };
}

/**
 * The plugin's lines (preview, gallery, home, dashboard, Management API and its token) print with
 * Vite's own URLs: `vite` and `vite preview` call printUrls at start (and on `u`). A script
 * that starts Vite itself and prints its own banner (`pnpm demo`) gets no second one here.
 */
function announce(server: ViteDevServer | PreviewServer, host: PageHost): void {
  const printViteUrls = server.printUrls;
  server.printUrls = () => {
    printViteUrls.call(server);
    const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    server.config.logger.info(
      `  ➜  screenkit: ${base}${host.home} (screens: ${base}/preview)\n  ➜  Dev server home: ${base}${DEV_HOME_PATH} (inboxes, CIBA demo)\n  ➜  Dashboard: ${base}/dashboard\n  ➜  Management API: ${base}/api/v2  token: ${host.managementToken}`,
    );
  };
}

function devPlugin(
  options: ScreenkitPluginOptions,
  tenant: TenantStore,
  gallery: GalleryThumbnails,
): Plugin {
  const injections = new ContextInjections();
  return {
    name: 'screenkit:dev',
    apply: 'serve',
    transformIndexHtml: { order: 'pre', handler: (html) => injections.apply(html) },
    async configureServer(server: ViteDevServer) {
      const root = server.config.root;
      const renderShell = async ({ url, context, extraBody }: ShellInput) => {
        const raw = await readFile(join(root, 'index.html'), 'utf8');
        const marked = injections.mark(raw, { context, extraBody });
        try {
          const html = await server.transformIndexHtml(url, marked.html);
          return isGalleryShell(url) ? gallery.paint(shellHtml(html), context) : html;
        } finally {
          marked.release();
        }
      };
      const host = await hostPages(options, tenant, root, renderShell, true);
      server.middlewares.use(host.middleware);

      // Any tenant change (partials, rendering, resource servers...) or fixture edit reloads;
      // flow state (a consent just given) does not: it would cancel the post's redirect.
      // Only open pages reload: Vite keeps a reload sent to no page and replays it to the next
      // page that connects, which already shows the change (seeding a tenant, then opening a
      // page, reloaded that page while the user typed in it).
      let timer: NodeJS.Timeout | undefined;
      const reload = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (server.ws.clients.size > 0) server.ws.send({ type: 'full-reload', path: '*' });
        }, 30);
      };
      const unsubscribe = host.store.onChange((change) => {
        if (changesPages(change.collection)) reload();
      });
      const projectDir = resolve(root, options.projectDir ?? '.');
      const screensDir = join(projectDir, 'screens') + sep;
      const tenantDir = join(projectDir, TENANT_DIR) + sep;
      const screenFolders = join(projectDir, 'src', 'screens') + sep;
      server.watcher.add([
        join(projectDir, 'screens'),
        join(projectDir, TENANT_DIR),
        screenFolders,
      ]);
      // tenant/ edited (`screenkit pull`) or a screen added or removed (`screenkit add-screen`):
      // the settings deploy would send change, and so must the preview's (a store change
      // reloads the pages). One run at a time, in order.
      let applying = Promise.resolve();
      const reapply = () => {
        applying = applying
          .then(() => host.reapply())
          .then(
            () => undefined,
            (error: Error) => server.config.logger.error(`screenkit: ${error.message}`),
          );
      };
      server.watcher.on('all', (event, file) => {
        if (file.startsWith(screensDir) && file.endsWith('.json')) reload();
        else if (file.startsWith(tenantDir)) reapply();
        else if (
          file.startsWith(screenFolders) &&
          (event === 'add' || event === 'unlink') &&
          SCREEN_ENTRY.test(file.slice(screenFolders.length))
        )
          reapply();
      });
      server.httpServer?.once('close', () => {
        unsubscribe();
        clearTimeout(timer);
      });
      announce(server, host);
    },
    // `vite preview`: the built index.html with each page's context, the same page host (no
    // reload: a build does not change under it). `screenkit check` renders through this.
    async configurePreviewServer(server: PreviewServer) {
      const root = server.config.root;
      const built = join(resolve(root, server.config.build.outDir), 'index.html');
      const renderShell = async ({ context, extraBody }: ShellInput) => {
        const html = await readFile(built, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          // `vite preview` before any `vite build`: say so on the page rather than a 500.
          return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>screenkit</title></head><body><p>No build to preview: ${escapeHtml(built)} is missing. Run <code>vite build</code>, then <code>vite preview</code>.</p></body></html>`;
        });
        return injectContext(html, { context, extraBody });
      };
      const host = await hostPages(options, tenant, root, renderShell);
      server.middlewares.use(host.middleware);
      announce(server, host);
    },
    // Vite closes no build hooks after a preview: the store is flushed and closed here.
    closePreviewServer: () => tenant.close(),
  };
}

/** The Vite plugin: `plugins: [screenkit()]`. */
export function screenkit(options: ScreenkitPluginOptions = {}): PluginOption[] {
  const tenant = new TenantStore(options);
  const root: Plugin = {
    name: 'screenkit:root',
    // The default customized-consent screen imports the tenant's partial from a virtual module
    // of this plugin: pre-bundling leaves that import as it is, and the dev server resolves it
    // through the plugin like any other (screenkit's packages stay pre-bundled together, one
    // copy of each module).
    config: () => ({
      optimizeDeps: { rolldownOptions: { external: [/^virtual:screenkit\//] } },
    }),
    configResolved(config) {
      tenant.root = config.root;
    },
    // Vite calls this at the end of a build and when the dev server closes.
    closeBundle: () => tenant.close(),
  };
  const gallery = galleryHost();
  return [
    root,
    prebundleScreenkit(options.prebundle ?? true),
    // Before devPlugin: its page host answers every other /_screenkit/ path.
    gallery,
    hbsTemplates(),
    partialsModule(tenant),
    devPlugin(options, tenant, gallery.api),
  ];
}
