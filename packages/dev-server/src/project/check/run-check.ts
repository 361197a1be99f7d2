/**
 * `screenkit check` without its terminal: serves the project's pages, renders every page of the
 * matrix in one Chromium (several browser contexts at once), compares the screenshots with the
 * baselines, and writes the HTML report. A page passes when its screenshot matches, and it has
 * no accessibility violation, no console error and no failed request.
 */
import { join, resolve } from 'node:path';
import type { ScreenName } from '@screenkit/core';
import { openProject } from '../project.js';
import { openPageRenderer } from './capture-page.js';
import { launchChromium } from './chromium.js';
import { type CompareOptions, compareScreenshot } from './compare-screenshot.js';
import { type CheckPage, checkMatrix } from './matrix.js';
import { AXE_PATH, startPagesServer } from './pages-server.js';
import { type PageResult, writeReport } from './report.js';

export type { PageResult } from './report.js';

import { removeBaselines, staleBaselines } from './stale-baselines.js';

/** WCAG 2.0 and 2.1, levels A and AA: what accessibility laws and audits ask for. */
export const DEFAULT_A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface CheckOptions extends CompareOptions {
  dir: string;
  chromium: string;
  /** Relative to the project: `<baselines>/<screen>/<variant>[.<locale>].png`. */
  baselinesDir: string;
  /** Relative to the project: index.html and the images. */
  reportDir: string;
  /** Pages rendered at once. */
  concurrency: number;
  /** Longest wait for one page, in milliseconds. */
  timeout: number;
  screens?: readonly ScreenName[];
  variants?: readonly string[];
  /** Default: the tenant's default locale only (matrix.ts). */
  locales?: readonly string[];
  a11yTags: readonly string[];
  /** Called once the matrix is known, before the build and the first page (progress). */
  onStart?: (pages: number) => void;
  /** Called as each page is done (progress). */
  onPage?: (result: PageResult) => void;
}

export interface CheckRun {
  pages: PageResult[];
  ok: boolean;
  /**
   * Baselines no page of the project matches (stale-baselines.ts), relative to the baselines
   * folder; `removed` when --update deleted them. They do not fail the check.
   */
  stale: { files: string[]; removed: boolean };
  /** The report's index.html. */
  reportFile: string;
  seconds: number;
}

function passes(result: Omit<PageResult, 'ok'>): boolean {
  return (
    result.error === undefined &&
    (result.screenshot?.status === 'same' || result.screenshot?.status === 'accepted') &&
    result.a11y.length === 0 &&
    result.console.length === 0 &&
    result.requests.length === 0
  );
}

export async function runCheck(options: CheckOptions): Promise<CheckRun> {
  const started = performance.now();
  const project = await openProject(resolve(options.dir));
  const pages = await checkMatrix(project, {
    ...(options.screens ? { screens: options.screens } : {}),
    ...(options.variants ? { variants: options.variants } : {}),
    ...(options.locales ? { locales: options.locales } : {}),
  });
  options.onStart?.(pages.length);
  const baselines = resolve(project.dir, options.baselinesDir);
  const staleFiles = await staleBaselines(project, baselines);
  const [server, browser] = await Promise.all([
    startPagesServer(project),
    launchChromium(options.chromium),
  ]);
  const results: PageResult[] = new Array(pages.length);
  try {
    let next = 0;
    const worker = async () => {
      const renderer = await openPageRenderer(browser, {
        url: server.url,
        axePath: AXE_PATH,
        a11yTags: options.a11yTags,
        timeout: options.timeout,
        locate: server.locate,
      });
      for (let i = next++; i < pages.length; i = next++) {
        const page = pages[i] as CheckPage;
        let result: Omit<PageResult, 'ok'>;
        try {
          const capture = await renderer.capture(page);
          const screenshot = await compareScreenshot(
            capture.screenshot,
            join(baselines, page.baseline),
            options,
          );
          const { screenshot: image, ...findings } = capture;
          result = { page, ...findings, screenshot, image };
        } catch (error) {
          result = {
            page,
            console: [],
            requests: [],
            a11y: [],
            error: (error as Error).message.split('\n')[0] ?? String(error),
          };
        }
        results[i] = { ...result, ok: passes(result) };
        options.onPage?.(results[i] as PageResult);
      }
      await renderer.close();
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, pages.length) }, worker));
  } finally {
    await Promise.all([browser.close(), server.close()]);
  }
  if (options.update) await removeBaselines(baselines, staleFiles);
  const stale = { files: staleFiles, removed: options.update };
  const reportFile = await writeReport(resolve(project.dir, options.reportDir), results, {
    baselinesDir: baselines,
    stale,
  });
  return {
    pages: results,
    ok: results.every((r) => r.ok),
    stale,
    reportFile,
    seconds: (performance.now() - started) / 1000,
  };
}
