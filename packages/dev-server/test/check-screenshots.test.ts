/**
 * `screenkit check`'s screenshot comparison on images made here: same, changed (with a diff
 * image), resized, missing, and accepted with --update; plus the check's option errors.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compareScreenshot } from '../src/project/check/compare-screenshot.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'screenkit-shots-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A white image with an optional block of one colour. */
function image(
  width: number,
  height: number,
  block?: { x: number; y: number; size: number; rgb: [number, number, number] },
): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([255, 255, 255, 255], i);
  if (block)
    for (let y = block.y; y < block.y + block.size; y++)
      for (let x = block.x; x < block.x + block.size; x++)
        png.data.set([...block.rgb, 255], (y * width + x) * 4);
  return PNG.sync.write(png);
}

const strict = { threshold: 0.1, maxDiffPixels: 0, update: false };

describe('compareScreenshot', () => {
  test('missing baseline: reported, and written only with update', async () => {
    const file = join(dir, 'login-id', 'default.png');
    expect(await compareScreenshot(image(20, 10), file, strict)).toEqual({ status: 'missing' });
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
    expect((await compareScreenshot(image(20, 10), file, { ...strict, update: true })).status).toBe(
      'accepted',
    );
    expect(await readFile(file)).toEqual(image(20, 10));
    expect(await compareScreenshot(image(20, 10), file, strict)).toMatchObject({
      status: 'same',
      diffPixels: 0,
    });
  });

  test('changed pixels fail with a diff image marking them; the threshold and the allowance apply', async () => {
    const file = join(dir, 'consent', 'default.png');
    await compareScreenshot(image(40, 40), file, { ...strict, update: true });
    const red = { x: 10, y: 10, size: 5, rgb: [255, 0, 0] as [number, number, number] };
    const changed = await compareScreenshot(image(40, 40, red), file, strict);
    expect(changed.status).toBe('changed');
    expect(changed.diffPixels).toBe(25);
    expect(changed.baseline).toEqual(await readFile(file));
    const diff = PNG.sync.read(changed.diff as Buffer);
    expect([diff.width, diff.height]).toEqual([40, 40]);
    const at = (x: number, y: number) => [
      ...diff.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3),
    ];
    expect(at(12, 12)).toEqual([255, 0, 0]); // marked
    expect(at(30, 30)).not.toEqual([255, 0, 0]); // unchanged area, faded
    // 25 differing pixels pass with an allowance of 25, not of 24.
    expect(
      (await compareScreenshot(image(40, 40, red), file, { ...strict, maxDiffPixels: 25 })).status,
    ).toBe('same');
    expect(
      (await compareScreenshot(image(40, 40, red), file, { ...strict, maxDiffPixels: 24 })).status,
    ).toBe('changed');
    // A near-white block is under the colour threshold of 0.1, over one of 0.
    const faint = { ...red, rgb: [250, 250, 250] as [number, number, number] };
    expect((await compareScreenshot(image(40, 40, faint), file, strict)).status).toBe('same');
    expect(
      (await compareScreenshot(image(40, 40, faint), file, { ...strict, threshold: 0 })).status,
    ).toBe('changed');
  });

  test('a different size fails whatever the allowance, and update accepts it', async () => {
    const file = join(dir, 'signup', 'default.png');
    await compareScreenshot(image(30, 20), file, { ...strict, update: true });
    const taller = await compareScreenshot(image(30, 25), file, {
      ...strict,
      maxDiffPixels: 10_000,
    });
    expect(taller).toMatchObject({
      status: 'changed',
      sizes: { baseline: '30x20', actual: '30x25' },
    });
    expect(PNG.sync.read(taller.diff as Buffer).height).toBe(25);
    expect((await compareScreenshot(image(30, 25), file, { ...strict, update: true })).status).toBe(
      'accepted',
    );
    expect(PNG.sync.read(await readFile(file)).height).toBe(25);
  });
});
