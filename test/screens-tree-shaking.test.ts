/**
 * Importing one screen does not pull in the others: for every prompt module of core's screen
 * declarations, a page that binds one of its screens (`bindScreen` + `@screenkit/core/screens/<prompt>`)
 * bundles only that module of `screens/declarations/` (plus the shared rewrites, members and views),
 * never the all-screens table nor the catalogue's names. Checked with esbuild's metafile.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CORE_BUNDLE_OPTIONS, inputsWithBytes } from './support/bundled-inputs.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const declarations = join(root, 'packages/core/src/screens/declarations');
const SHARED = ['members', 'payload-rewrites', 'views'];
const prompts = readdirSync(declarations)
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => name !== 'index' && !SHARED.includes(name))
  .sort();

/**
 * One esbuild run with one entry per prompt (parsing shared, so it stays fast); returns the core
 * source modules that put bytes into each entry's output, by prompt.
 */
async function bundledModulesByPrompt(): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(join(root, 'test', '.tree-shaking-'));
  try {
    const entryPoints = prompts.map((prompt) => {
      const source = readFileSync(join(declarations, `${prompt}.ts`), 'utf8');
      // (Each call carries `@__PURE__`, which is what lets the prompt's other screens go.)
      const first = /export const (\w+) =\s*\/\* @__PURE__ \*\/ declareScreen/.exec(source)?.[1];
      const file = join(dir, `${prompt}.ts`);
      writeFileSync(
        file,
        `import { bindScreen } from '@screenkit/core';
         import { ${first} } from '@screenkit/core/screens/${prompt}';
         console.log(bindScreen(${first}));`,
      );
      return file;
    });
    const result = await build({
      entryPoints,
      outdir: join(dir, 'out'),
      ...CORE_BUNDLE_OPTIONS,
    });
    const byPrompt: Record<string, string[]> = {};
    for (const output of Object.values(result.metafile.outputs)) {
      const prompt = /([^/]+)\.ts$/.exec(output.entryPoint ?? '')?.[1];
      if (!prompt) continue;
      byPrompt[prompt] = inputsWithBytes(output)
        .map((file) => file.replace(/^.*packages\/core\/src\//, ''))
        .sort();
    }
    return byPrompt;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('one screen per bundle', () => {
  it('there is one declaration module per prompt of the catalogue', () => {
    expect(prompts).toHaveLength(37);
  });

  it('each prompt module, imported for one screen, brings no other prompt, table or catalogue', async () => {
    const byPrompt = await bundledModulesByPrompt();
    expect(Object.keys(byPrompt).sort()).toEqual(prompts);
    for (const prompt of prompts) {
      const modules = byPrompt[prompt] ?? [];
      expect(modules, prompt).toContain(`screens/declarations/${prompt}.ts`);
      const screenModules = modules.filter((m) => m.startsWith('screens/declarations/'));
      const others = screenModules
        .map((m) => m.replace('screens/declarations/', '').replace(/\.ts$/, ''))
        .filter((m) => m !== prompt && !SHARED.includes(m));
      expect(others, `${prompt} pulled in ${others.join(', ')}`).toEqual([]);
      expect(modules, prompt).not.toContain('catalogue/catalogue.ts');
      expect(modules, prompt).not.toContain('screens/create-screen.ts');
    }
  });
});
