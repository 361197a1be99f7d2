/**
 * Helpers to drive the `screenkit` CLI as a user does: the CLI bundled once from source (into
 * packages/dev-server so it resolves Vite from there, as an installed CLI does), run as a child
 * process; a project "installed" from the workspace by linking the example's node_modules
 * (offline, instant); and a static server for dist/ with CORS and immutable caching (what a CDN
 * answers).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, readlink, realpath, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundledCli,
  collectOutput as collect,
  runCliToEnd,
} from '../../packages/dev-server/test/child-server.js';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI bundled from source (once per test process); a runner of it as a child process. */
export async function bundleCli(): Promise<{
  run: (args: string[], cwd?: string) => Promise<CliResult>;
}> {
  await bundledCli(); // bundled up front, beside the other set-up work
  return { run: (args, cwd) => runCliToEnd(args, undefined, cwd ? { cwd } : {}) };
}

const ROOT_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/**
 * `pnpm install` offline: the project's node_modules links what the example has installed,
 * plus the workspace's vitest and jsdom (the starter's test dependencies).
 */
export async function linkDependencies(projectDir: string, example: string): Promise<void> {
  await mkdir(join(projectDir, 'node_modules'), { recursive: true });
  const from = join(EXAMPLES, example, 'node_modules');
  for (const scope of ['', '@screenkit']) {
    await mkdir(join(projectDir, 'node_modules', scope), { recursive: true });
    for (const name of await readdir(join(from, scope))) {
      if (name === '@screenkit' || name.startsWith('.')) continue;
      const link = join(from, scope, name);
      const target = resolve(join(from, scope), await readlink(link).catch(() => link));
      await symlink(target, join(projectDir, 'node_modules', scope, name));
    }
  }
  // The test runner, where the example does not declare it (jsdom is the workspace's).
  const linked = new Set(await readdir(join(projectDir, 'node_modules')));
  for (const name of ['vitest', 'jsdom'].filter((n) => !linked.has(n)))
    await symlink(await realpath(join(ROOT_MODULES, name)), join(projectDir, 'node_modules', name));
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves `root` over http on 127.0.0.1 with CORS, as a CDN serves uploaded assets. */
export async function serveStatic(
  root: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        // The build names its files by content hash: a CDN serves them as immutable, so a
        // browser loads each screen's code once per context, not on every page of a flow.
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The project's own `pnpm test` (vitest from its node_modules), optionally on some paths. */
export function runProjectTests(projectDir: string, paths: string[] = []): Promise<CliResult> {
  const vitest = join(projectDir, 'node_modules', 'vitest', 'vitest.mjs');
  return collect(
    spawn(process.execPath, [vitest, 'run', ...paths], {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A plain run of its own, not a worker of this one.
      env: Object.fromEntries(
        Object.entries({ ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }).filter(
          ([name]) => !name.startsWith('VITEST'),
        ),
      ),
    }),
  );
}
