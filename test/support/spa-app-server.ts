/**
 * An application's own origin for browser tests of the official SPA SDK: a plain Node server on
 * 127.0.0.1 and a free port (so another origin than the tenant's) that answers one page at
 * every path, as a SPA's host serves its index for any route. By default the page only loads
 * `@auth0/auth0-spa-js` (its browser bundle, `window.auth0`) for the test to drive; with
 * `example`, it is examples/spa-login itself, bundled by esbuild with the tenant's URL and the
 * client id as Vite would inline them from .env.local.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const EXAMPLE = fileURLToPath(new URL('../../examples/spa-login/', import.meta.url));

export interface SpaAppServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** examples/spa-login only: the tenant and client id it is built with (once registered). */
  configure(tenant: string, clientId: string): Promise<void>;
  close(): Promise<void>;
}

const SDK_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>My SPA</title>
<script src="/app.js"></script></head><body><h1>My SPA</h1></body></html>`;

async function exampleFiles(tenant: string, clientId: string) {
  const bundle = await build({
    entryPoints: [`${EXAMPLE}src/main.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: {
      'import.meta.env.VITE_AUTH0_DOMAIN': JSON.stringify(tenant),
      'import.meta.env.VITE_AUTH0_CLIENT_ID': JSON.stringify(clientId),
    },
  });
  const html = (await readFile(`${EXAMPLE}index.html`, 'utf8')).replace('/src/main.ts', '/app.js');
  return { html, script: bundle.outputFiles[0]?.contents ?? new Uint8Array() };
}

/** `kind`: a page that only loads the SDK, or the example app (configure it before use). */
export async function startSpaApp(kind: 'sdk' | 'example' = 'sdk'): Promise<SpaAppServer> {
  let files: { html: string; script: Uint8Array } | undefined =
    kind === 'sdk'
      ? {
          html: SDK_PAGE,
          script: await readFile(
            require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.js'),
          ),
        }
      : undefined;
  const server = createServer((req, res) => {
    if (!files) {
      res.writeHead(503).end('not configured');
      return;
    }
    if (req.url === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(files.script);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(files.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    async configure(tenant, clientId) {
      files = await exampleFiles(tenant, clientId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
