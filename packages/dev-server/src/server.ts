/** Runs the app on Node's HTTP server (loopback by default) over a file or in-memory store. */

import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { allowedHostSet, isAllowedHost } from './middleware/host-check.js';
import { isServerSideTokenRequest, tokenLane } from './middleware/token-lane.js';
import { applyTenantFiles } from './project/tenant-files.js';
import { signManagementToken } from './protocol/management-token.js';
import { DEFAULT_STORE_DIR, openStore } from './store/store.js';
import type { AppDeps } from './tenant/app-deps.js';
import { moveMembersOutOfOrganizations } from './tenant/organization-members.js';
import { openKeyRing } from './tenant/signing-keys.js';

export interface DevServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the server is for local development only. */
  host?: string;
  /** Store folder; default `.screenkit` in the current directory. */
  storeDir?: string;
  /** Keep nothing on disk. */
  inMemory?: boolean;
  /**
   * Host names accepted in the `Host` header besides loopback ones (DNS rebinding guard);
   * the listening `host` is always accepted.
   */
  allowedHosts?: string[];
  /** Reload open pages when the store or fixtures change; default true. */
  liveReload?: boolean;
  /**
   * The developer's project: its committed `tenant/` folder (what `screenkit pull` writes) is
   * applied to the store at start, as the Vite plugin does, and its `screens/` fixture files
   * are read. Default: the current directory when the store is on disk, none in memory.
   */
  projectDir?: string;
}

/**
 * Node's default (16 KB) answers a bare 431 to a request with a long token; the service
 * answers 401. Headers up to this size reach the app (a token of ~60 KB is refused with 401).
 */
export const MAX_HEADER_BYTES = 64 * 1024;

export interface DevServer extends AppDeps {
  /** Base URL, e.g. `http://127.0.0.1:4321` (the Management API is under `/api/v2`). */
  url: string;
  port: number;
  /** A token with every management scope. */
  managementToken: string;
  app: ReturnType<typeof createApp>;
  /** Stops accepting connections, waits for pending store writes, frees the store folder. */
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const host = options.host ?? '127.0.0.1';
  const storeDir = options.storeDir ?? DEFAULT_STORE_DIR;
  const store = await openStore({ dir: storeDir, inMemory: options.inMemory });
  await moveMembersOutOfOrganizations(store);
  const keys = openKeyRing(options.inMemory ? undefined : join(storeDir, 'keys'));
  const projectDir = options.projectDir ?? (options.inMemory ? undefined : process.cwd());
  if (projectDir !== undefined) await applyTenantFiles(store, projectDir);
  // Key generation runs off the main thread: overlap it with building the app and listening.
  const signing = signManagementToken(keys);
  let app: ReturnType<typeof createApp>;
  let server: ReturnType<typeof serve>;
  try {
    // Only the standalone server checks Host: inside Vite, Vite's own `server.allowedHosts` does.
    const allowedHosts = [host, ...(options.allowedHosts ?? [])];
    app = createApp(
      { store, keys },
      {
        allowedHosts,
        liveReload: options.liveReload ?? true,
        ...(projectDir !== undefined ? { projectDir } : {}),
      },
    );
    const fetch = app.fetch;
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve(
        {
          fetch,
          port: options.port ?? 0,
          hostname: host,
          serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
          createServer: withTokenLane({ store, keys }, allowedHosts),
        },
        () => resolve(s),
      );
      s.once('error', reject);
    });
  } catch (error) {
    // A hand-edited record refused by its check, a port in use: let the key files finish
    // writing and free the store (its lock, its watcher) before saying so.
    await signing.catch(() => undefined);
    await store.close();
    throw error;
  }
  const managementToken = await signing;
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    managementToken,
    store,
    keys,
    app,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open; nobody needs them once we stop.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/**
 * Node's server with the token lane in front of the app (middleware/token-lane.ts):
 * server-side calls to `/oauth/token` on a Host the app would serve skip the app's way through
 * @hono/node-server; every other request goes to the app.
 */
function withTokenLane(deps: AppDeps, allowedHosts: string[]): typeof createServer {
  const allowed = allowedHostSet(allowedHosts);
  const lane = tokenLane(deps);
  return ((serverOptions: Parameters<typeof createServer>[0], app: RequestListener) =>
    createServer(serverOptions, (req, res) => {
      const host = req.headers.host;
      // The app's host check (middleware/host-check.ts) answers every other Host with its 403.
      if (isServerSideTokenRequest(req) && host && isAllowedHost(host, allowed)) {
        const origin = originOf(host);
        if (origin) return lane(req, res, origin);
      }
      return app(req, res);
    })) as typeof createServer;
}

/** `http://<host>` as the app's `new URL(c.req.url).origin` has it; undefined if malformed. */
function originOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return undefined;
  }
}
