import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { writeFileDurably } from '../src/store/atomic-write.js';
import { readCollectionFromDisk } from '../src/store/disk-format.js';
import { afterEachTest } from './http.js';

const { dir } = afterEachTest();

describe('durable atomic writes (writer thread)', () => {
  test('replace the file whole; many at once all land, no temp file left', async () => {
    const at = await dir();
    await writeFileDurably(at, 'a.json', 'first');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => writeFileDurably(at, `f${i}.json`, `${i}`.repeat(1000))),
    );
    await writeFileDurably(at, 'a.json', 'second');
    expect(await readFile(join(at, 'a.json'), 'utf8')).toBe('second');
    expect(await readFile(join(at, 'f7.json'), 'utf8')).toBe('7'.repeat(1000));
    expect((await readdir(at)).filter((f) => !/^(a|f\d+)\.json$/.test(f))).toEqual([]);
  });

  test('a failed write rejects with the fs error code, removes its temp file, and the next write works', async () => {
    const at = await dir();
    await expect(writeFileDurably(join(at, 'missing'), 'a.json', 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    // The temp file is written, then the rename fails: a non-empty folder holds the name.
    await mkdir(join(at, 'b.json'));
    await writeFile(join(at, 'b.json', 'keep'), 'x');
    await expect(writeFileDurably(at, 'b.json', 'data')).rejects.toMatchObject({
      code: expect.stringMatching(/^(EISDIR|ENOTEMPTY|EEXIST)$/),
    });
    expect(await readdir(at)).toEqual(['b.json']);
    await writeFileDurably(at, 'c.json', 'fine');
    expect(await readFile(join(at, 'c.json'), 'utf8')).toBe('fine');
  });

  test('a pending write keeps a script alive until it is on disk; an idle writer never holds the process', async () => {
    const at = await dir();
    const store = pathToFileURL(join(import.meta.dirname, '../src/store/store.ts')).href;
    const script = join(at, 'script.mjs');
    // Awaits one write (the writer is then idle), starts another and returns without waiting.
    await writeFile(
      script,
      `import { openStore } from ${JSON.stringify(store)};
       const store = await openStore({ dir: ${JSON.stringify(join(at, 'store'))} });
       await store.collection('notes').set('first', { n: 1 });
       store.collection('notes').set('second', { n: 2 });`,
    );
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    // A writer that held the process open would hang it: give up (and kill it) after 15 s.
    const hung = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(hung);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // The script exits without closing the store: what a restart reads (snapshot + journal).
    const saved = Object.fromEntries(readCollectionFromDisk(join(at, 'store'), 'notes'));
    expect(saved).toEqual({ first: { n: 1 }, second: { n: 2 } });
  }, 20_000);
});
