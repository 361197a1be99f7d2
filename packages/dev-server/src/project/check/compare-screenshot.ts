/**
 * A screenshot against its committed baseline (`<baselines>/<screen>/<variant>.png`), pixel by
 * pixel with pixelmatch: a pixel differs when its colour distance is above `threshold` (0..1;
 * anti-aliased pixels are not counted), and the page fails when more than `maxDiffPixels`
 * differ. `update` accepts the new screenshot as the baseline.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface CompareOptions {
  threshold: number;
  maxDiffPixels: number;
  update: boolean;
}

export type ScreenshotStatus =
  /** Within the threshold of the baseline. */
  | 'same'
  /** More pixels differ than allowed: a diff image shows them. */
  | 'changed'
  /** No baseline yet (a failure until accepted with --update). */
  | 'missing'
  /** --update wrote a new or changed baseline. */
  | 'accepted';

export interface ScreenshotResult {
  status: ScreenshotStatus;
  /** Differing pixels, when there was a baseline to compare with. */
  diffPixels?: number;
  /** Width x height of baseline and screenshot when they differ in size. */
  sizes?: { baseline: string; actual: string };
  /** The PNG of the differences (red), when the status is `changed`. */
  diff?: Buffer;
  /** The baseline's bytes, for the report, when the status is `changed`. */
  baseline?: Buffer;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Both images on one canvas of the larger size; the area only one covers counts as different. */
function onCanvas(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = new PNG({ width, height, fill: true });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas.data;
}

interface Compared {
  diffPixels: number;
  sizes?: { baseline: string; actual: string };
  /** Encodes the diff image (only a failing page needs one: encoding costs more than comparing). */
  diff(): Buffer;
}

function compareImages(baseline: Buffer, actual: Buffer, threshold: number): Compared {
  const before = PNG.sync.read(baseline);
  const after = PNG.sync.read(actual);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const output = new PNG({ width, height });
  const diffPixels = pixelmatch(
    onCanvas(before, width, height),
    onCanvas(after, width, height),
    output.data,
    width,
    height,
    { threshold },
  );
  const resized = before.width !== after.width || before.height !== after.height;
  return {
    diffPixels,
    ...(resized
      ? {
          sizes: {
            baseline: `${before.width}x${before.height}`,
            actual: `${after.width}x${after.height}`,
          },
        }
      : {}),
    diff: () => PNG.sync.write(output),
  };
}

export async function compareScreenshot(
  actual: Buffer,
  baselineFile: string,
  options: CompareOptions,
): Promise<ScreenshotResult> {
  const baseline = await readIfPresent(baselineFile);
  const accept = async (): Promise<void> => {
    await mkdir(dirname(baselineFile), { recursive: true });
    await writeFile(baselineFile, actual);
  };
  if (baseline === undefined) {
    if (!options.update) return { status: 'missing' };
    await accept();
    return { status: 'accepted' };
  }
  // Chromium encodes the same pixels to the same bytes: the usual case needs no decoding.
  if (baseline.equals(actual)) return { status: 'same', diffPixels: 0 };
  const compared = compareImages(baseline, actual, options.threshold);
  const within = compared.sizes === undefined && compared.diffPixels <= options.maxDiffPixels;
  if (within) return { status: 'same', diffPixels: compared.diffPixels };
  if (options.update) {
    await accept();
    return {
      status: 'accepted',
      diffPixels: compared.diffPixels,
      ...(compared.sizes ? { sizes: compared.sizes } : {}),
    };
  }
  return {
    status: 'changed',
    diffPixels: compared.diffPixels,
    ...(compared.sizes ? { sizes: compared.sizes } : {}),
    diff: compared.diff(),
    baseline,
  };
}
