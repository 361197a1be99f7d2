/**
 * `screenkit()`: the dev server inside the developer's own Vite dev server. Under `vite dev` it
 * mounts the Management API, the authorization server and the page host as middleware (one
 * Hono fetch handler), serves `/u/<screen>` and `/preview/<prompt>/<screen>` from the project's
 * index.html with the screen's context injected, reloads the page when the store, a fixture
 * or a partial changes, and adds the dev toolbar to previews. `vite build` gets only the
 * `.hbs` precompilation: no context, no toolbar, no middleware.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { promptOfScreen } from '@screenkit/core';
import { Hono } from 'hono';
import type { Plugin, PluginOption, ViteDevServer } from 'vite';
import { createApp } from '../app.js';
import { signManagementToken } from '../auth/management-token.js';
import { openKeyRing } from '../auth/signing-keys.js';
import { applyTenantFiles } from '../cli/tenant-files.js';
import { resolveScreen } from '../fixtures/load-fixture.js';
import { changesPages } from '../pages/live-reload.js';
import { pagesRoutes, type ShellInput } from '../pages/page-routes.js';
import { openStore, type Store } from '../store/store.js';
import { hbsTemplates } from './hbs-templates.js';
import { ContextInjections } from './inject-context.js';
import { partialsModule } from './partials-module.js';

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
}

export interface ScreenkitDevInfo {
  store: Store;
  managementToken: string;
  /** Path of the default screen's preview. */
  previewPath: string;
}

/** Paths the dev server answers (folders end with `/`); everything else stays Vite's. */
const HANDLED_FOLDERS = [
  '/api/v2/',
  '/u/',
  '/preview/',
  '/_screenkit/',
  '/oauth/',
  '/.well-known/',
];
const HANDLED_PATHS = new Set(['/preview', '/callback', '/authorize']);

export function isDevServerPath(path: string): boolean {
  return HANDLED_PATHS.has(path) || HANDLED_FOLDERS.some((folder) => path.startsWith(folder));
}

function previewPath(screen: string): string {
  const name = resolveScreen(screen);
  return `/preview/${promptOfScreen(name)}/${name}`;
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
    this.opened ??= openStore({ dir: this.dir, inMemory: this.inMemory });
    return this.opened;
  }

  /** Flushes and closes the store, so nothing writes into .screenkit once Vite is done. */
  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (opened) await (await opened).close();
  }
}

function devPlugin(options: ScreenkitPluginOptions, tenant: TenantStore): Plugin {
  const injections = new ContextInjections();
  return {
    name: 'screenkit:dev',
    apply: 'serve',
    transformIndexHtml: { order: 'pre', handler: (html) => injections.apply(html) },
    async configureServer(server: ViteDevServer) {
      const root = server.config.root;
      const storeDir = tenant.dir;
      const projectDir = resolve(root, options.projectDir ?? '.');
      const store = await tenant.store();
      // The committed settings (tenant/, what `screenkit pull` writes) drive the preview too.
      await applyTenantFiles(store, projectDir);
      const keys = openKeyRing(tenant.inMemory ? undefined : join(storeDir, 'keys'));
      const managementToken = await signManagementToken(keys);
      const deps = { store, keys };
      const home = previewPath(options.screen ?? 'customized-consent');

      const renderShell = async ({ url, context, extraBody }: ShellInput) => {
        const raw = await readFile(join(root, 'index.html'), 'utf8');
        const marked = injections.mark(raw, { context, extraBody });
        try {
          return await server.transformIndexHtml(url, marked.html);
        } finally {
          marked.release();
        }
      };
      // The page host first so its Vite-aware pages win; then the whole dev server app.
      const app = new Hono();
      app.route('/', pagesRoutes(deps, { projectDir, renderShell }));
      app.route('/', createApp(deps));
      const listener = getRequestListener(app.fetch);

      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (path === '/' || path === '/index.html') {
          res.statusCode = 302;
          res.setHeader('location', home);
          res.end();
          return;
        }
        if (isDevServerPath(path)) {
          listener(req, res).catch(next);
          return;
        }
        next();
      });

      // Any tenant change (partials, rendering, resource servers...) or fixture edit reloads;
      // flow state (a consent just given) does not: it would cancel the post's redirect.
      let timer: NodeJS.Timeout | undefined;
      const reload = () => {
        clearTimeout(timer);
        timer = setTimeout(() => server.ws.send({ type: 'full-reload', path: '*' }), 30);
      };
      const unsubscribe = store.onChange((change) => {
        if (changesPages(change.collection)) reload();
      });
      const screensDir = join(projectDir, 'screens') + sep;
      server.watcher.add(join(projectDir, 'screens'));
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(screensDir) && file.endsWith('.json')) reload();
      });
      server.httpServer?.once('close', () => {
        unsubscribe();
        clearTimeout(timer);
      });
      server.httpServer?.once('listening', () => {
        const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
        server.config.logger.info(
          `\n  screenkit  consent preview: ${base}${home}\n             Management API:  ${base}/api/v2  token: ${managementToken}\n`,
        );
      });
      options.onReady?.({ store, managementToken, previewPath: home });
    },
  };
}

/** The Vite plugin: `plugins: [screenkit()]`. */
export function screenkit(options: ScreenkitPluginOptions = {}): PluginOption[] {
  const tenant = new TenantStore(options);
  const root: Plugin = {
    name: 'screenkit:root',
    configResolved(config) {
      tenant.root = config.root;
    },
    // Vite calls this at the end of a build and when the dev server closes.
    closeBundle: () => tenant.close(),
  };
  return [root, hbsTemplates(), partialsModule(tenant), devPlugin(options, tenant)];
}
