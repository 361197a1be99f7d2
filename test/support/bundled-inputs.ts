/**
 * What a core bundle really contains, from esbuild's metafile: the tree-shaking tests bundle
 * core from source (minified, browser ESM) and list the modules that put bytes into the output;
 * modules parsed and then dropped do not count.
 */
import type { BuildOptions, Metafile } from 'esbuild';

export const CORE_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  metafile: true,
  conditions: ['source'],
  external: ['handlebars', 'zustand'],
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** The input files with bytes in one output of the metafile. */
export function inputsWithBytes(output: Metafile['outputs'][string] | undefined): string[] {
  return Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
}
