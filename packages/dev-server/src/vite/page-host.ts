/**
 * The dev server as one Connect middleware for Vite: the Management API, the authorization
 * server and the page host (`/u/<screen>`, `/preview/<prompt>/<screen>`) in one Hono fetch
 * handler, `/` sent to the default screen's preview (the standalone server's home page is at
 * DEV_HOME_PATH, `/_screenkit/home`). `vite dev` and `vite preview` mount the same host; only
 * how a page's HTML is made differs (renderShell).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { promptOfScreen } from '@screenkit/core';
import { Hono } from 'hono';
import { createApp } from '../app.js';
import { pageSecurityHeaders } from '../middleware/page-security-headers.js';
import { pagesRoutes } from '../pages/page-routes.js';
import type { ShellInput } from '../pages/pages-options.js';
import { signManagementToken } from '../protocol/management-token.js';
import { resolveScreen } from '../rendering/load-fixture.js';
import type { Store } from '../store/store.js';
import { openKeyRing } from '../tenant/signing-keys.js';
import { applyProjectSettings } from './deployed-settings.js';

/** Paths the dev server answers (folders end with `/`); everything else stays Vite's. */
const HANDLED_FOLDERS = [
  '/api/v2/',
  '/dashboard/',
  '/u/',
  '/preview/',
  '/_screenkit/',
  '/oauth/',
  '/.well-known/',
];
const HANDLED_PATHS = new Set([
  '/preview',
  '/callback',
  '/authorize',
  '/dashboard',
  // Logout (protocol/endpoints/logout.ts) and the device flow's verification_uri.
  '/v2/logout',
  '/oidc/logout',
  '/activate',
  // CIBA (protocol/endpoints/bc-authorize.ts) and its approval email's link.
  '/bc-authorize',
  '/bc-verify',
]);

export function isDevServerPath(path: string): boolean {
  return HANDLED_PATHS.has(path) || HANDLED_FOLDERS.some((folder) => path.startsWith(folder));
}

export function previewPath(screen: string): string {
  const name = resolveScreen(screen);
  return `/preview/${promptOfScreen(name)}/${name}`;
}

export interface PageHostOptions {
  store: Store;
  /** Where the signing keys live; none: in memory. */
  keysDir: string | undefined;
  /** Where tenant/ and `screens/<prompt>/<screen>/<variant>.json` live. */
  projectDir: string;
  /** The screen `/` opens. */
  screen: string;
  renderShell: (input: ShellInput) => Promise<string>;
  /** The gallery's host page (gallery-host.ts), when the project has one. */
  galleryHost?: string;
}

export interface PageHost {
  managementToken: string;
  /** Path of the default screen's preview. */
  home: string;
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** Applies tenant/ and deploy's settings again (a file of tenant/ or a screen folder changed). */
  reapply: () => Promise<string[]>;
}

export async function openPageHost(options: PageHostOptions): Promise<PageHost> {
  const { store, projectDir } = options;
  // The committed settings (tenant/, what `screenkit pull` writes) drive the preview too, and
  // each screen of the project gets the settings deploy sends it: the context it will get.
  const reapply = () => applyProjectSettings(store, projectDir);
  await reapply();
  const keys = openKeyRing(options.keysDir);
  const managementToken = await signManagementToken(keys);
  const deps = { store, keys };
  const home = previewPath(options.screen);
  // The page host first so its Vite-aware pages win; then the whole dev server app.
  const app = new Hono();
  // The page host's own pages come first, so its security headers wrap them as app.ts's do.
  app.use('*', pageSecurityHeaders());
  app.route(
    '/',
    pagesRoutes(deps, {
      projectDir,
      renderShell: options.renderShell,
      galleryHost: options.galleryHost,
    }),
  );
  app.route('/', createApp(deps));
  const listener = getRequestListener(app.fetch);
  return {
    managementToken,
    home,
    reapply,
    middleware(req, res, next) {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/' || path === '/index.html') {
        res.statusCode = 302;
        res.setHeader('location', home);
        res.end();
        return;
      }
      // The tenant's favicon, unless the project has its own (Vite serves public/ after this):
      // every login page asks for one, and a 404 is a console error in each.
      const favicon = path === '/favicon.ico' && !existsSync(join(projectDir, 'public', path));
      if (favicon || isDevServerPath(path)) {
        listener(req, res).catch(next);
        return;
      }
      next();
    },
  };
}
