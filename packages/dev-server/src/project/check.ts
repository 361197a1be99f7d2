/**
 * `screenkit check`: every screen x variant of the project rendered in headless Chromium and
 * judged: screenshot against its committed baseline, accessibility (axe-core), console errors
 * and failed requests. Prints one line per failing page, the stale baselines and the report's
 * path; exit status 1 when any page fails. `--update` accepts the screenshots as the new
 * baselines and removes the stale ones.
 */
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import type { CAC } from 'cac';
import { DEFAULT_CHROMIUM } from './check/chromium-args.js';
import { DEFAULT_LOCALE } from './check/matrix.js';
import { problems } from './check/report.js';
import { type CheckRun, DEFAULT_A11Y_TAGS, runCheck } from './check/run-check.js';
import { CliError } from './cli-error.js';
import { parseScreenList } from './screen-names.js';

interface RawOptions {
  dir: string;
  chromium?: string;
  update?: boolean;
  threshold: number | string;
  maxDiffPixels: number | string;
  baselines: string;
  report: string;
  concurrency: number | string;
  timeout: number | string;
  screens?: string;
  variants?: string;
  locales?: string;
  a11yTags?: string;
}

function numberOption(value: number | string, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new CliError(
      'invalid_option',
      name,
      `${name} must be a number from ${min} to ${max}, got "${value}"`,
    );
  return n;
}

function integerOption(value: number | string, name: string, min: number, max: number): number {
  const n = numberOption(value, name, min, max);
  if (!Number.isInteger(n))
    throw new CliError('invalid_option', name, `${name} must be a whole number, got "${value}"`);
  return n;
}

const names = (value: string) => value.split(/[\s,]+/).filter(Boolean);

function summary(run: CheckRun, cwd: string): string {
  const lines: string[] = [];
  for (const result of run.pages) {
    if (result.ok) continue;
    const [first, ...rest] = problems(result);
    lines.push(`  FAIL ${result.page.id}  ${first ?? ''}`);
    for (const line of rest) lines.push(`       ${' '.repeat(result.page.id.length)} ${line}`);
  }
  const locales = [...new Set(run.pages.map((r) => r.page.locale))];
  if (locales.length > 1)
    lines.push(
      `  by locale: ${locales
        .map((locale) => {
          const pages = run.pages.filter((r) => r.page.locale === locale);
          return `${locale} ${pages.filter((r) => r.ok).length}/${pages.length} passed`;
        })
        .join(', ')}`,
    );
  const { files, removed } = run.stale;
  if (files.length > 0)
    lines.push(
      removed
        ? `  removed ${files.length} stale baselines (no page of the project matched them): ${files.join(', ')}`
        : `  ${files.length} stale baselines (no page of the project matches them; --update removes them): ${files.join(', ')}`,
    );
  const accepted = run.pages.filter((r) => r.screenshot?.status === 'accepted').length;
  const failed = run.pages.filter((r) => !r.ok).length;
  const near = relative(cwd, run.reportFile);
  lines.push(
    `screenkit check: ${run.pages.length - failed} passed, ${failed} failed of ${run.pages.length} pages` +
      `${accepted ? `, ${accepted} baselines written` : ''} in ${run.seconds.toFixed(1)} s; report: ${near.startsWith('..') ? run.reportFile : near}`,
  );
  return `${lines.join('\n')}\n`;
}

export function registerCheck(cli: CAC): void {
  cli
    .command(
      'check',
      'Render every screen x variant in headless Chromium: screenshots vs baselines, accessibility, console errors, failed requests',
    )
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option(
      '--chromium <path>',
      `Chromium to drive (default $SCREENKIT_CHROMIUM or ${DEFAULT_CHROMIUM})`,
    )
    .option('--update', 'Accept the screenshots as the new baselines')
    .option('--threshold <0..1>', 'Colour distance above which a pixel differs', { default: 0.1 })
    .option('--max-diff-pixels <n>', 'Differing pixels a page may have and still pass', {
      default: 0,
    })
    .option('--baselines <dir>', 'Baselines folder: <dir>/<screen>/<variant>[.<locale>].png', {
      default: 'screenkit-baselines',
    })
    .option('--report <dir>', 'Report folder (index.html and images)', {
      default: 'screenkit-report',
    })
    // As many pages at once as cores: measured on 2 cores over 40 pages, 2/3/4/6 at once took
    // 52/57/59/64 CPU-s for the same wall time (each browser context warms its own caches).
    .option('--concurrency <n>', 'Pages rendered at once, one per core', {
      default: availableParallelism(),
    })
    .option('--timeout <seconds>', 'Longest wait for one page to load and settle', { default: 60 })
    .option('--screens <list>', 'Only these screens (comma-separated)')
    .option('--variants <list>', 'Only these variants (comma-separated)')
    .option(
      '--locales <list>',
      `Locales to render each page in (comma-separated; default the tenant's default, ${DEFAULT_LOCALE})`,
    )
    .option('--a11y-tags <list>', `axe-core rule tags (default ${DEFAULT_A11Y_TAGS.join(',')})`)
    .action(async (options: RawOptions) => {
      const concurrency = integerOption(options.concurrency, '--concurrency', 1, 32);
      // A whole matrix takes minutes: say so up front, and count pages on a terminal.
      const tty = process.stderr.isTTY === true;
      let done = 0;
      let total = 0;
      const run = await runCheck({
        onStart: (pages) => {
          total = pages;
          process.stdout.write(
            `screenkit check: building the project, then rendering ${pages} page(s), ${Math.min(concurrency, pages)} at once\n`,
          );
        },
        onPage: () => {
          done++;
          if (tty) process.stderr.write(`\r  ${done}/${total} pages${done === total ? '\n' : ''}`);
        },
        dir: String(options.dir),
        chromium: options.chromium ?? process.env.SCREENKIT_CHROMIUM ?? DEFAULT_CHROMIUM,
        update: options.update === true,
        threshold: numberOption(options.threshold, '--threshold', 0, 1),
        maxDiffPixels: integerOption(
          options.maxDiffPixels,
          '--max-diff-pixels',
          0,
          Number.MAX_SAFE_INTEGER,
        ),
        baselinesDir: String(options.baselines),
        reportDir: String(options.report),
        concurrency,
        timeout: numberOption(options.timeout, '--timeout', 1, 3600) * 1000,
        ...(options.screens !== undefined
          ? { screens: parseScreenList(String(options.screens)) }
          : {}),
        ...(options.variants !== undefined ? { variants: names(String(options.variants)) } : {}),
        ...(options.locales !== undefined ? { locales: names(String(options.locales)) } : {}),
        a11yTags:
          options.a11yTags !== undefined ? names(String(options.a11yTags)) : DEFAULT_A11Y_TAGS,
      });
      process.stdout.write(summary(run, process.cwd()));
      if (!run.ok) process.exitCode = 1;
    });
}
