/**
 * The journal's write path (journal.ts, journal-writer.ts): batches sent while earlier ones are
 * still syncing all land durably and in order; a journal prepared ahead as zeros is written in
 * place and reads back whole; a batch whose predecessor failed is refused by the journal thread.
 */
import { readFileSync, statSync } from 'node:fs';
import { cp, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openStore } from '../src/index.js';
import { readCollectionFromDisk } from '../src/store/disk-format.js';
import { appendDurably } from '../src/store/journal-writer.js';
import { afterEachTest } from './http.js';

const { defer, dir } = afterEachTest();

/** The folder as a kill -9 would leave it now: the files alone, without the lock. */
async function crashCopy(storeDir: string): Promise<string> {
  const copy = await dir();
  await cp(storeDir, copy, { recursive: true, filter: (file) => !file.endsWith('.lock') });
  return copy;
}

/** Journal lines of `name` in generation order (the zeros of a prepared journal skipped). */
function journalLines(storeDir: string, files: string[], name: string): unknown[] {
  return files
    .filter((f) => f.startsWith(`${name}.`) && f.endsWith('.jsonl'))
    .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))
    .flatMap((f) => readFileSync(join(storeDir, f), 'utf8').split('\n'))
    .filter((line) => line.startsWith('['))
    .map((line) => JSON.parse(line));
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('journal write path', () => {
  test('writes sent while earlier ones sync are each acknowledged once durable, in order', async () => {
    const storeDir = await dir();
    const store = await openStore({ dir: storeDir });
    defer(() => store.close());
    const counters = store.collection<{ n: number }>('counters');
    // 240 writes over many turns of the event loop: many batches in flight at once.
    const acks: number[] = [];
    const writes: Promise<void>[] = [];
    for (let n = 1; n <= 120; n++) {
      writes.push(counters.set('same', { n }).then(() => void acks.push(n)));
      writes.push(counters.set(`k${n % 7}`, { n }));
      if (n % 3 === 0) await tick();
    }
    await Promise.all(writes);
    expect(acks).toEqual([...acks].sort((a, b) => a - b)); // resolved in the order made

    // What a crash right now would leave holds every acknowledged write, in order.
    const copy = await crashCopy(storeDir);
    const lines = journalLines(copy, await readdir(copy), 'counters') as Array<
      [string, string, { n: number }]
    >;
    const same = lines.filter(([, key]) => key === 'same').map(([, , value]) => value.n);
    expect(same).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    const reopened = await openStore({ dir: copy });
    defer(() => reopened.close());
    const again = reopened.collection<{ n: number }>('counters');
    expect(again.get('same')).toEqual({ n: 120 });
    expect(again.get('k1')).toEqual({ n: 120 });
  });

  test('under sustained writes the next journal is prepared as zeros, then written in place and read back whole', async () => {
    const storeDir = await dir();
    const store = await openStore({ dir: storeDir });
    defer(() => store.close());
    const docs = store.collection<{ n: number; text: string }>('docs');
    const text = 'x'.repeat(2000);
    // ~2 KB a line: past a quarter of the 256 KB compaction limit the next journal is
    // prepared, past the limit a compaction moves writes there.
    for (let round = 0; round < 16; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => docs.set(`d${i}`, { n: round, text })),
      );
    }
    await store.flush();
    const files = await readdir(storeDir);
    const journals = files.filter((f) => f.startsWith('docs.') && f.endsWith('.jsonl'));
    const prepared = journals.find((f) => statSync(join(storeDir, f)).size > 256 * 1024);
    expect(prepared, journals.join(', ')).toBeDefined();
    const bytes = readFileSync(join(storeDir, prepared as string));
    const end = bytes.indexOf(0);
    expect(end).toBeGreaterThan(0); // lines first, written in place from the start
    expect(bytes.subarray(end).every((b) => b === 0)).toBe(true);

    const copy = await crashCopy(storeDir);
    expect(Object.fromEntries(readCollectionFromDisk(copy, 'docs'))).toEqual(
      Object.fromEntries(docs.keys().map((key) => [key, docs.get(key)])),
    );
    // Closing folds everything and leaves no journal, prepared or not.
    await store.close();
    expect((await readdir(storeDir)).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
    const reopened = await openStore({ dir: storeDir });
    defer(() => reopened.close());
    expect(reopened.collection('docs').get('d9')).toEqual({ n: 15, text });
  });

  test('the journal thread refuses a batch whose predecessor failed, and takes the next one sent after it', async () => {
    const storeDir = await dir();
    const file = join(storeDir, 'x.1.jsonl');
    const chain = `test-${Math.random()}`;
    const base = { mode: 0o600, chain, fresh: true, prepared: false };
    const first = appendDurably({
      ...base,
      file: join(storeDir, 'missing', 'x.1.jsonl'),
      text: '["s","a",1]\n',
      at: 0,
      seq: 1,
      prev: 0,
    });
    // Sent before the first failed: its own write would succeed, but it follows the first.
    const second = appendDurably({ ...base, file, text: '["s","b",2]\n', at: 0, seq: 2, prev: 1 });
    await expect(first).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(second).rejects.toMatchObject({ code: 'EORDER' });
    // Sent after the failure, following the last batch that landed (none): it lands.
    await appendDurably({ ...base, file, text: '["s","c",3]\n', at: 0, seq: 3, prev: 0 });
    expect(readFileSync(file, 'utf8')).toBe('["s","c",3]\n');
  });

  test('replay stops at the first line that does not parse: a page lost mid-sync drops what follows it', async () => {
    const storeDir = await dir();
    const line = (key: string, n: number) => `${JSON.stringify(['s', key, { n }])}\n`;
    // A prepared journal after a power loss mid-sync: the second line's bytes never reached
    // the disk (zeros), the third's did; the third was never acknowledged either.
    const hole = '\0'.repeat(line('b', 2).length);
    await writeFile(
      join(storeDir, 'x.1.jsonl'),
      `${line('a', 1)}${hole}${line('c', 3)}${'\0'.repeat(4096)}`,
    );
    expect(Object.fromEntries(readCollectionFromDisk(storeDir, 'x'))).toEqual({ a: { n: 1 } });
  });
});
