/**
 * The project's pages, as `pnpm dev` serves them: Vite's dev server with the project's own
 * config (its plugins, the screenkit plugin among them) on 127.0.0.1 and a free port. The
 * tenant is kept in memory (SCREENKIT_IN_MEMORY, read by the plugin), so what a page shows comes
 * from committed files only (tenant/, screens/ fixtures), never from a developer's local store.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CliError } from '../cli/cli-error.js';
import type { Project } from '../cli/project.js';
import { linkedImports } from './linked-dependencies.js';

/** Where the pages server answers axe-core's browser script (for capture-page.ts). */
export const AXE_PATH = '/__screenkit-check/axe.min.js';

export interface PagesServer {
  url: string;
  close(): Promise<void>;
}

const CONFIG_FILES = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

export async function startPagesServer(project: Project): Promise<PagesServer> {
  const configFile = CONFIG_FILES.map((f) => join(project.dir, f)).find((f) => existsSync(f));
  if (!configFile)
    throw new CliError(
      'invalid_config',
      join(project.dir, 'vite.config.ts'),
      "No Vite config: `screenkit check` serves the pages through the project's Vite config with the screenkit plugin",
    );
  const previous = process.env.SCREENKIT_IN_MEMORY;
  process.env.SCREENKIT_IN_MEMORY = '1';
  const vite = await import('vite');
  let server: Awaited<ReturnType<typeof vite.createServer>>;
  try {
    server = await vite.createServer({
      root: project.dir,
      configFile,
      logLevel: 'error',
      optimizeDeps: { include: await linkedImports(project) },
      plugins: [
        axeScript(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'))),
      ],
      clearScreen: false,
      server: {
        host: '127.0.0.1',
        port: 0,
        strictPort: false,
        // No file watching: a check renders what is on disk when it starts.
        watch: null,
        hmr: false,
      },
    });
    await server.listen();
  } catch (error) {
    throw new CliError(
      'pages_failed',
      configFile,
      `The project's Vite dev server did not start: ${(error as Error).message.split('\n')[0]}`,
    );
  } finally {
    if (previous === undefined) delete process.env.SCREENKIT_IN_MEMORY;
    else process.env.SCREENKIT_IN_MEMORY = previous;
  }
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) {
    await server.close();
    throw new CliError(
      'pages_failed',
      configFile,
      "The project's Vite dev server has no local URL",
    );
  }
  if (!server.config.plugins.some((p) => p.name === 'screenkit:dev')) {
    await server.close();
    throw new CliError(
      'invalid_config',
      configFile,
      'The Vite config has no screenkit plugin: add `plugins: [screenkit()]` from @screenkit/dev-server/vite',
    );
  }
  return { url, close: () => server.close() };
}

/** Serves axe-core to the pages, cached for good: each page of the run reuses the compiled script. */
function axeScript(source: Buffer): Plugin {
  return {
    name: 'screenkit:check-axe',
    configureServer(server) {
      server.middlewares.use(AXE_PATH, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.end(source);
      });
    },
  };
}
