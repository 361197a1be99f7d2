/**
 * Starts a starter project (examples/<name>) under Vite's own dev server with the screenkit
 * plugin, an in-memory tenant seeded through the Management API, on 127.0.0.1 and a free port.
 * The plugin is imported from source (vitest's `source` condition), with the same settings as
 * the example's vite.config.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoTenant } from '@screenkit/dev-server';
import { type ScreenkitDevInfo, screenkit } from '@screenkit/dev-server/vite';
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite';

export interface ExampleServer {
  vite: ViteDevServer;
  url: string;
  managementToken: string;
  clientId: string;
  /** Management API call with the server's token; throws on an error status. */
  api(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

const CORE = [
  '@screenkit/core',
  '@screenkit/core/templates/runtime',
  '@screenkit/core/default-screens',
  '@screenkit/core/dom',
  '@screenkit/core/dom/screens',
];
/** Every package a starter's pages import, with its CommonJS dependencies. */
const PREBUNDLED: Record<'react-consent' | 'js-consent', string[]> = {
  'js-consent': CORE,
  'react-consent': [
    ...CORE,
    '@screenkit/react',
    '@screenkit/react/consent-partial/runtime',
    '@screenkit/react/ui',
    '@screenkit/react/screens',
    'react',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
  ],
};

/** The starter's folder in this repository. */
export const exampleDir = (name: 'react-consent' | 'js-consent') =>
  fileURLToPath(new URL(`../../examples/${name}/`, import.meta.url));

/**
 * `projectDir`: where the plugin reads and writes `screens/` fixtures (default: the example).
 * `root`: a copy of the starter to serve instead of the starter itself.
 */
export async function startExample(
  name: 'react-consent' | 'js-consent',
  projectDir?: string,
  root = exampleDir(name),
): Promise<ExampleServer> {
  let info: ScreenkitDevInfo | undefined;
  const cacheDir = await mkdtemp(join(tmpdir(), `screenkit-e2e-vite-${name}-`));
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      screenkit({
        inMemory: true,
        ...(projectDir ? { projectDir } : {}),
        onReady: (ready) => (info = ready),
      }),
    ],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    oxc: { jsx: { runtime: 'automatic' } },
    server: { host: '127.0.0.1', port: 0, strictPort: false, ws: { host: '127.0.0.1' } as never },
    // As in a project that installed @screenkit from the registry, Vite pre-bundles it: a page
    // loads a few modules instead of ~150 source files. The list is closed (noDiscovery) and the
    // cache is this server's own, so Vite never re-optimizes and reloads a page mid-form (seen
    // when discovery was on and servers shared a cache folder).
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: PREBUNDLED[name] },
  });
  await vite.listen();
  const url = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  if (!info || !url) throw new Error('screenkit plugin did not start');
  const { managementToken } = info;
  const { clientId } = await seedDemoTenant({ baseUrl: url, managementToken });
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${managementToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const close = async () => {
    await vite.close();
    await rm(cacheDir, { recursive: true, force: true });
  };
  return { vite, url, managementToken, clientId, api, close };
}
