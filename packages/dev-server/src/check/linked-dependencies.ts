/**
 * The imports of workspace-linked packages (pnpm `workspace:`, `link:`) in the project's code.
 * Vite pre-bundles installed dependencies into a few files but serves a linked one module by
 * module (hundreds of requests per page); `screenkit check` asks Vite to pre-bundle these too,
 * so a linked project renders as it would with the packages installed, at the same cost.
 * Every specifier the code imports is listed (subpaths too): a subpath left out would be served
 * from source beside the pre-bundled root, and the page would hold two copies of its modules.
 */
import { readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { sourceFiles } from '../cli/doctor.js';
import type { Project } from '../cli/project.js';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g;
/** What the screenkit plugin's generated partial modules import (vite/partials-module.ts). */
const GENERATED_IMPORTS = ['@screenkit/core/templates/runtime'];

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The project's dependencies whose folder is a link out of node_modules (a workspace package). */
async function linkedPackages(project: Project): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(join(project.dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const linked = new Set<string>();
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const real = await realpath(join(project.dir, 'node_modules', name)).catch(() => undefined);
    if (real && !real.split(sep).includes('node_modules')) linked.add(name);
  }
  return linked;
}

export async function linkedImports(project: Project): Promise<string[]> {
  const linked = await linkedPackages(project);
  if (linked.size === 0) return [];
  const specifiers = new Set<string>();
  for (const file of await sourceFiles(join(project.dir, 'src'))) {
    for (const match of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
      const specifier = match[1] as string;
      if (linked.has(packageOf(specifier))) specifiers.add(specifier);
    }
  }
  for (const specifier of GENERATED_IMPORTS)
    if (linked.has(packageOf(specifier))) specifiers.add(specifier);
  return [...specifiers].sort();
}
