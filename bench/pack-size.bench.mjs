// What installing screenkit costs: each @screenkit package packed as `screenkit init` vendors it
// (pnpm pack, through the same code and cache), its tarball and unpacked size and file count,
// and the unpacked size against the official SDK package it stands beside, as installed in
// bench/node_modules in this run (@auth0/auth0-acul-js for core, -react for react; the dev
// server has no counterpart). Each tarball has a stated bound: past it, this bench fails loudly,
// so a file that slips into `files` (tests, fixtures, a second copy of a bundle) is caught.
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpack } from '@publint/pack';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Tarball bounds (bytes, gzipped .tgz) with room for growth, and the SDK package to compare.
 * Raised on 2026-11-27 (core 450 -> 600 KB, react 60 -> 120 KB, dev-server 1,200 -> 1,600 KB):
 * the default screens of all 91 screens (layouts, texts in two languages, the DOM and React
 * renderers) and the prebuilt dashboard joined the packages, at 516 / 97 / 1,476 KB packed.
 */
const PACKAGES = {
  '@screenkit/core': { bound: 600 * 1024, baseline: '@auth0/auth0-acul-js' },
  '@screenkit/react': { bound: 120 * 1024, baseline: '@auth0/auth0-acul-react' },
  '@screenkit/dev-server': { bound: 1600 * 1024 },
};

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue;
      const inner = await folderSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += (await stat(path)).size;
      files++;
    }
  }
  return { bytes, files };
}

const { checkoutAt, packFromCheckout } = await import(
  join(ROOT, 'packages/dev-server/dist/project/checkout-packs.js')
);
const checkout = checkoutAt(ROOT);
const packed = await packFromCheckout(checkout, Object.keys(PACKAGES));

console.log('packed packages (pnpm pack, as `screenkit init` vendors them)');
let failed = false;
for (const p of packed) {
  const { bound, baseline } = PACKAGES[p.name];
  const tarball = await readFile(p.tarball);
  const { files } = await unpack(new Uint8Array(tarball));
  const unpacked = files.reduce((sum, f) => sum + f.data.length, 0);
  let versus = '';
  if (baseline) {
    const dir = await realpath(join(ROOT, 'bench', 'node_modules', baseline));
    const base = await folderSize(dir);
    versus = `  unpacked vs ${baseline}: ${(unpacked / base.bytes).toFixed(2)}x (${kb(base.bytes)}, ${base.files} files)`;
  }
  const within = tarball.length <= bound;
  if (!within) failed = true;
  console.log(
    `  ${p.name.padEnd(22)} ${kb(tarball.length).padStart(8)} packed ${kb(unpacked).padStart(8)} unpacked ${String(files.length).padStart(4)} files${versus}` +
      `\n  ${''.padEnd(22)} bound ${kb(bound)} packed: ${within ? 'met' : 'NOT MET'}`,
  );
}
if (failed) {
  console.error(
    '\nA package packs past its bound: list what it packs with `npx --yes pnpm@10.34.8 pack --dry-run` in its folder, then narrow `files` in its package.json (or raise the bound in bench/pack-size.bench.mjs, saying why).',
  );
  process.exit(1);
}
