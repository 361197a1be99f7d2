/**
 * An application's own origin for browser tests of the official SPA SDK: a plain Node server on
 * 127.0.0.1 and a free port (so another origin than the tenant's) that serves one page loading
 * `@auth0/auth0-spa-js` (its browser bundle, `window.auth0`) at every path, as a SPA's host
 * serves its index for any route.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

export interface SpaAppServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>My SPA</title>
<script src="/auth0-spa-js.js"></script></head><body><h1>My SPA</h1></body></html>`;

export async function startSpaApp(): Promise<SpaAppServer> {
  const sdk = await readFile(
    require.resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.js'),
  );
  const server = createServer((req, res) => {
    if (req.url === '/auth0-spa-js.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(sdk);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
