// Runs every bench/*.bench.mjs in turn (one process each, so one cannot warm the JIT for
// another) and prints their reports. Usage: `pnpm bench` from the root (builds first), or
// `node bench/run.mjs [name-filter]`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(here, file)], {
    stdio: 'inherit',
    cwd: here,
  });
  if (run.status !== 0) failed++;
}
if (files.length === 0) console.log(`no benchmark matches "${filter}"`);
process.exit(failed ? 1 : 0);
