/**
 * `screenkit dev --connected --screens <list|all>`: the project's screens, built on this machine,
 * shown by a real (development) tenant, as the service's CLI does it (`auth0 acul dev
 * --connected`):
 *
 * 1. the tenant's current rendering settings of the chosen screens are kept, to put back;
 * 2. the screens are built (screenkit build, only those screens) and `dist/` is served on
 *    loopback with CORS (the tenant's page, on its own origin, loads the module scripts);
 * 3. the screens are pointed at it with one `PATCH /prompts/rendering`: advanced mode, head tags
 *    to the local files with their integrity, the rest from the committed tenant/ files, as
 *    `deploy` would send them (rendering-configs.ts);
 * 4. every change under src/ (or tenant/) rebuilds, and the screens whose assets changed are
 *    patched again;
 * 5. on stop (SIGINT, SIGTERM, or `close()`), the kept settings are put back in one PATCH and
 *    the server closes.
 *
 * Only for development tenants: every login of the tenant to those screens loads this machine's
 * files while it runs.
 */
import { type FSWatcher, watch } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { listScreens } from '@screenkit/core';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import * as z from 'zod';
import { DEFAULT_RENDERING } from '../tenant/prompts.js';
import { type BuildManifest, buildProject } from './build.js';
import { CliError } from './cli-error.js';
import { type ConnectionOptions, connect } from './management-connection.js';
import {
  advancedConfig,
  currentRenderings,
  diffConfigs,
  type RenderingConfig,
} from './rendering-configs.js';
import { parseScreenList, promptOf } from './screen-names.js';
import { readTenantFiles, TENANT_DIR } from './tenant-files.js';

export interface ConnectedDevOptions extends ConnectionOptions {
  dir: string;
  screens: string;
  port: number;
  host: string;
  /** Progress lines (the CLI prints them). */
  log: (line: string) => void;
}

export interface ConnectedDev {
  /** Where dist/ is served. */
  url: string;
  /** Stops watching, puts the screens' settings back, closes the server. */
  close(): Promise<void>;
}

const DIST = 'dist';

export async function startConnectedDev(options: ConnectedDevOptions): Promise<ConnectedDev> {
  const dir = resolve(options.dir);
  // `all`, as the service's CLI takes it: every screen of the catalogue (the project's or the default).
  const screens =
    options.screens.trim() === 'all' ? listScreens() : parseScreenList(options.screens);
  const api = await connect(options);
  const current = await currentRenderings(api);
  // What each screen had, in full, so putting it back restores every field.
  const previous: RenderingConfig[] = screens.map((screen) => {
    const prompt = promptOf(screen);
    const had = current.get(`${prompt}/${screen}`);
    return { ...DEFAULT_RENDERING, ...had, prompt, screen };
  });

  const build = () =>
    buildProject(dir, { outDir: DIST, screens, logLevel: 'silent' }).then((b) => b.manifest);
  let manifest = await build();

  const app = new Hono();
  app.use('*', cors({ origin: '*' }));
  app.use('*', serveStatic({ root: join(dir, DIST) }));
  const server = await new Promise<ReturnType<typeof serve>>((done, fail) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () =>
      done(s),
    );
    s.once('error', fail);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
  const closeServer = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });

  const configsOf = async (built: BuildManifest) => {
    const { renderings } = await readTenantFiles(join(dir, TENANT_DIR));
    return screens.map((screen) => {
      const assets = built.screens[screen];
      if (!assets)
        throw new CliError('manifest_missing_screen', screen, `The build made no ${screen}`);
      return advancedConfig(
        screen,
        assets,
        url,
        renderings.find((r) => r.screen === screen),
      );
    });
  };
  const patch = (configs: RenderingConfig[]) =>
    api.request('PATCH', '/prompts/rendering', z.unknown(), { configs });

  let sent: RenderingConfig[];
  try {
    sent = await configsOf(manifest);
    await patch(sent);
  } catch (error) {
    await closeServer();
    throw error;
  }
  options.log(`Serving ${join(dir, DIST)} at ${url}`);
  options.log(
    `Pointed ${screens.length} screen(s) of ${api.base} at it: ${screens.join(', ')} (development tenants only; Ctrl+C puts their settings back)`,
  );

  // Rebuild on change, one build at a time; changes during a build make one more.
  let building: Promise<void> | undefined;
  let again = false;
  const rebuild = async (): Promise<void> => {
    try {
      manifest = await build();
      const wanted = await configsOf(manifest);
      const differences = diffConfigs(
        wanted,
        new Map(sent.map((c) => [`${c.prompt}/${c.screen}`, c])),
      );
      const changed = wanted.filter((_, i) => (differences[i]?.fields.length ?? 0) > 0);
      if (changed.length > 0) await patch(changed);
      sent = wanted;
      options.log(`Rebuilt: ${changed.length} screen(s) updated on the tenant`);
    } catch (error) {
      // The last good build stays served and pointed at; the next save tries again.
      options.log(`Rebuild failed: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  const schedule = () => {
    if (building) {
      again = true;
      return;
    }
    building = (async () => {
      do {
        again = false;
        await rebuild();
      } while (again);
      building = undefined;
    })();
  };
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = ['src', TENANT_DIR].flatMap((folder) => {
    try {
      return [
        watch(join(dir, folder), { recursive: true }, () => {
          clearTimeout(timer);
          timer = setTimeout(schedule, 150);
        }),
      ];
    } catch {
      return []; // a project without tenant/ yet
    }
  });

  let closing: Promise<void> | undefined;
  return {
    url,
    close: () => {
      closing ??= (async () => {
        clearTimeout(timer);
        for (const watcher of watchers) watcher.close();
        await building;
        try {
          await patch(previous);
          options.log(`Put back the settings of ${screens.length} screen(s)`);
        } finally {
          await closeServer();
        }
      })();
      return closing;
    },
  };
}

/** Runs until SIGINT or SIGTERM, then puts the tenant back and exits (1 if that failed). */
export async function runConnectedDev(options: ConnectedDevOptions): Promise<void> {
  const running = await startConnectedDev(options);
  const stop = (signal: NodeJS.Signals) => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(
          `screenkit: after ${signal}, putting the screens' settings back failed: ${(error as Error).message}\n`,
        );
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
