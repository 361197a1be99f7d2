/**
 * `screenkit build`: Vite builds one entry per screen of the catalogue (generated here: mount
 * the project's own component for a screen it owns, screenkit's default screen for the others;
 * shared code lands in shared chunks), and `dist/screenkit-manifest.json` maps each prompt/screen to its JS and
 * CSS files with Subresource Integrity hashes. The screenkit Vite plugin adds nothing to a
 * production build but partials, which it takes from the committed tenant/ files only.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promptOfScreen, type ScreenName } from '@screenkit/core';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { openProject } from './project.js';
import { screenSources } from './project-screens.js';

export const MANIFEST_FILE = 'screenkit-manifest.json';
const ENTRY_PREFIX = 'virtual:screenkit-entry/';

export interface AssetFile {
  file: string;
  integrity: string;
}

export interface ScreenAssets {
  prompt: string;
  js: AssetFile;
  css: AssetFile[];
  /** Chunks the entry imports (shared code): preloaded with their own integrity. */
  preload: AssetFile[];
}

export interface BuildManifest {
  version: 1;
  screens: Record<string, ScreenAssets>;
}

export function integrity(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Runs a Vite build with NODE_ENV=production whatever the shell says: Vite takes NODE_ENV (e.g.
 * `test` under a test runner or CI) over the mode, and would ship React's development build.
 */
export async function inProductionEnv<T>(build: () => Promise<T>): Promise<T> {
  const shellNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build();
  } finally {
    if (shellNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = shellNodeEnv;
  }
}

export async function buildProject(
  dir: string,
  options: {
    outDir?: string;
    logLevel?: 'info' | 'warn' | 'silent';
    /** Only these screens (`screenkit check --screens` builds no more than it renders). */
    screens?: readonly ScreenName[];
  } = {},
): Promise<{ outDir: string; manifest: BuildManifest }> {
  const project = await openProject(resolve(dir));
  const sources = await screenSources(project);
  const screens = [...sources.keys()].filter(
    (s) => !options.screens || options.screens.includes(s),
  );
  const outDir = resolve(project.dir, options.outDir ?? 'dist');
  const vite = await import('vite');
  const mount = join(project.dir, 'src', project.template === 'react' ? 'mount.tsx' : 'mount.ts');
  const entries = {
    name: 'screenkit:screen-entries',
    resolveId: (id: string) => (id.startsWith(ENTRY_PREFIX) ? `\0${id}` : undefined),
    load(id: string) {
      if (!id.startsWith(`\0${ENTRY_PREFIX}`)) return undefined;
      const source = sources.get(id.slice(ENTRY_PREFIX.length + 1) as ScreenName);
      if (!source) return undefined;
      return `import { mountScreen } from ${JSON.stringify(mount)};\nimport { ${source.name} } from ${JSON.stringify(source.module)};\nmountScreen(${source.name});\n`;
    },
  };
  const configFile = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs']
    .map((f) => join(project.dir, f))
    .find((f) => existsSync(f));
  let output: Awaited<ReturnType<typeof vite.build>>;
  try {
    output = await inProductionEnv(() =>
      vite.build({
        root: project.dir,
        configFile: configFile ?? false,
        mode: 'production',
        logLevel: options.logLevel ?? 'warn',
        plugins: [entries],
        build: {
          outDir,
          emptyOutDir: true,
          modulePreload: false,
          rolldownOptions: {
            // Its "plugins took long" warning says how busy the machine was, not the project.
            checks: { bundlerTimings: false },
            input: Object.fromEntries(screens.map((s) => [s, `${ENTRY_PREFIX}${s}`])),
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: 'assets/shared-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
            },
          },
        },
      }),
    );
  } catch (error) {
    throw new CliError(
      'build_failed',
      project.dir,
      `Vite build failed: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const results = Array.isArray(output) ? output : [output];
  const manifest: BuildManifest = { version: 1, screens: {} };
  const asset = async (file: string): Promise<AssetFile> => ({
    file,
    integrity: integrity(await readFile(join(outDir, file))),
  });
  for (const result of results) {
    if (!('output' in result)) continue;
    for (const chunk of result.output) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const screen = chunk.name as ScreenName;
      // Only chunks of this build: a module the project's config makes external (React from
      // a CDN, say) is imported by name and is no file here.
      const imports = chunk.imports.filter((imported) =>
        result.output.some((other) => other.fileName === imported),
      );
      const css = [
        ...((chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
          []),
      ];
      for (const imported of imports) {
        const meta = result.output.find((c) => c.fileName === imported) as
          | { viteMetadata?: { importedCss: Set<string> } }
          | undefined;
        for (const file of meta?.viteMetadata?.importedCss ?? [])
          if (!css.includes(file)) css.push(file);
      }
      manifest.screens[screen] = {
        prompt: promptOfScreen(screen) as string,
        js: await asset(chunk.fileName),
        css: await Promise.all(css.map(asset)),
        preload: await Promise.all(imports.map(asset)),
      };
    }
  }
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { outDir, manifest };
}

export async function readManifest(dir: string): Promise<BuildManifest> {
  const manifest = await findManifest(dir);
  if (!manifest)
    throw new CliError(
      'no_manifest',
      join(resolve(dir), MANIFEST_FILE),
      'No build manifest: run `screenkit build` first (or pass --dist)',
    );
  return manifest;
}

/** The build manifest of `dir`, or undefined when there is no build (a wrong one is an error). */
export async function findManifest(dir: string): Promise<BuildManifest | undefined> {
  const file = join(resolve(dir), MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CliError('no_manifest', file, `Cannot read it: ${(error as Error).message}`);
  }
  const manifest = JSON.parse(text) as BuildManifest;
  if (manifest?.version !== 1 || typeof manifest.screens !== 'object')
    throw new CliError('no_manifest', file, 'Not a screenkit build manifest (version 1)');
  return manifest;
}

export function registerBuild(cli: CAC): void {
  cli
    .command(
      'build',
      'Build one bundle per screen and dist/screenkit-manifest.json (files + integrity)',
    )
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--out-dir <dir>', 'Output folder (default dist)')
    .action(async (options: { dir: string; outDir?: string }) => {
      const { outDir, manifest } = await buildProject(String(options.dir), {
        ...(options.outDir ? { outDir: String(options.outDir) } : {}),
        logLevel: 'warn',
      });
      const lines = Object.entries(manifest.screens).map(
        ([screen, a]) =>
          `  ${a.prompt}/${screen}: ${a.js.file}${a.css.length ? ` + ${a.css.map((c) => c.file).join(', ')}` : ''}`,
      );
      process.stdout.write(`Built ${lines.length} screens into ${outDir}\n${lines.join('\n')}\n`);
    });
}
