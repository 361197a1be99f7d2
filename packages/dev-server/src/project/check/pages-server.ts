/**
 * The project's pages as production would load them: `vite build` of the project's own
 * index.html and config (its plugins, the screenkit plugin among them) into a temporary folder,
 * then `vite preview` of that build on 127.0.0.1 and a free port, where the screenkit plugin
 * hosts `/preview/<prompt>/<screen>` with each page's context (vite/plugin.ts). A page loads one
 * bundle and its stylesheet, with the frameworks' production builds: a Vite dev server would
 * serve the development builds and a module per file (React's alone is 3 MB, ~155 requests per
 * page), several times the CPU for the same pixels.
 * The tenant is kept in memory (SCREENKIT_IN_MEMORY, read by the plugin), so what a page shows
 * comes from committed files only (tenant/, screens/ fixtures), never from a developer's local
 * store.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { inProductionEnv } from '../build.js';
import { CliError } from '../cli-error.js';
import type { Project } from '../project.js';
import { SourceLocations } from './source-locations.js';

/** Where the pages server answers axe-core's browser script (for capture-page.ts). */
export const AXE_PATH = '/__screenkit-check/axe.min.js';

export interface PagesServer {
  url: string;
  /** Where a line of the served code comes from, as the developer wrote it (console findings). */
  locate(path: string, line: number, column: number): string | undefined;
  close(): Promise<void>;
}

const CONFIG_FILES = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0];

export async function startPagesServer(project: Project): Promise<PagesServer> {
  const configFile = CONFIG_FILES.map((f) => join(project.dir, f)).find((f) => existsSync(f));
  if (!configFile)
    throw new CliError(
      'invalid_config',
      join(project.dir, 'vite.config.ts'),
      "No Vite config: `screenkit check` builds and serves the pages through the project's Vite config with the screenkit plugin",
    );
  const vite = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'screenkit-check-build-'));
  const previous = process.env.SCREENKIT_IN_MEMORY;
  process.env.SCREENKIT_IN_MEMORY = '1';
  let server: Awaited<ReturnType<typeof vite.preview>>;
  try {
    try {
      await inProductionEnv(() =>
        vite.build({
          root: project.dir,
          configFile,
          mode: 'production',
          logLevel: 'error',
          clearScreen: false,
          build: {
            outDir,
            emptyOutDir: true,
            // Console findings name the developer's file and line (source-locations.ts); no
            // sourceMappingURL comment, so the browser never fetches the maps.
            sourcemap: 'hidden',
            reportCompressedSize: false,
            rolldownOptions: { checks: { bundlerTimings: false } },
          },
        }),
      );
    } catch (error) {
      throw new CliError(
        'pages_failed',
        configFile,
        `The project's Vite build failed: ${firstLine(error)}`,
      );
    }
    try {
      server = await vite.preview({
        root: project.dir,
        configFile,
        logLevel: 'error',
        clearScreen: false,
        build: { outDir },
        plugins: [
          axeScript(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'))),
        ],
        preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
      });
    } catch (error) {
      throw new CliError(
        'pages_failed',
        configFile,
        `The project's Vite preview server did not start: ${firstLine(error)}`,
      );
    }
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (previous === undefined) delete process.env.SCREENKIT_IN_MEMORY;
    else process.env.SCREENKIT_IN_MEMORY = previous;
  }
  const close = async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) {
    await close();
    throw new CliError(
      'pages_failed',
      configFile,
      "The project's Vite preview server has no local URL",
    );
  }
  if (!server.config.plugins.some((p) => p.name === 'screenkit:dev')) {
    await close();
    throw new CliError(
      'invalid_config',
      configFile,
      'The Vite config has no screenkit plugin: add `plugins: [screenkit()]` from @screenkit/dev-server/vite',
    );
  }
  const sources = await SourceLocations.read(outDir, project.dir);
  return { url, locate: (path, line, column) => sources.locate(path, line, column), close };
}

/** Serves axe-core to the pages, cached for good: each page of the run reuses the compiled script. */
function axeScript(source: Buffer): Plugin {
  return {
    name: 'screenkit:check-axe',
    configurePreviewServer(server) {
      server.middlewares.use(AXE_PATH, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.end(source);
      });
    },
  };
}
