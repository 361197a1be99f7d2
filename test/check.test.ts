/**
 * `screenkit check` as a user runs it (the CLI as a child process, its own Chromium): it passes
 * on both starters against their committed baselines (the React one in two locales, whose pages
 * differ), and on a
 * copy of the React starter with a changed stylesheet, an input without a label, a console error
 * and a request that fails, all on one page (the smallest matrix), it fails with each of them
 * named, the report shows baseline, screenshot and diff, and a baseline of a screen the project
 * no longer has is reported as stale. The starters run with their default variant here (time);
 * `pnpm check` in a starter runs all.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CHROMIUM } from './support/chromium-launch.js';
import { bundleCli, linkDependencies } from './support/cli-project.js';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));

let cli: Awaited<ReturnType<typeof bundleCli>>;
let work: string;

beforeAll(async () => {
  [cli, work] = await Promise.all([bundleCli(), mkdtemp(join(tmpdir(), 'screenkit-check-'))]);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A check starts Vite and Chromium: generous on a loaded machine (nothing asserts on time). */
const SLOW = 240_000;

const check = (dir: string, ...args: string[]) =>
  cli.run(['check', '--dir', dir, '--chromium', CHROMIUM, ...args]);

test(
  'passes on both starters with their committed baselines',
  async () => {
    // Four screens each keep the suite fast; `pnpm check` in a starter (and .ci/run after the
    // README's test command) runs its whole matrix against the same baselines. One after the other: two
    // builds and two Chromiums at once took longer than in turn on two cores. The React starter
    // also in French: its settings ask for screen.texts, so those pages have their own pixels.
    // Beside the starters' own screens, a sample of screenkit's default screens (a code
    // challenge, a QR enrolment); .ci/run checks every screen, variant and locale.
    for (const [example, locales, pages] of [
      ['react-consent', 'en,fr', 8],
      ['js-consent', 'en', 4],
    ] as const) {
      const screens = 'login-id,customized-consent,mfa-email-challenge,mfa-otp-enrollment-qr';
      const run = await check(
        join(EXAMPLES, example),
        ...['--screens', screens, '--variants', 'default'],
        ...['--locales', locales, '--report', join(work, example)],
      );
      expect(run.code, `${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stdout).toContain(`${pages} passed, 0 failed of ${pages} pages`);
      // Said before the build and the pages: the whole matrix takes minutes.
      expect(run.stdout).toMatch(
        new RegExp(
          `^screenkit check: building the project, then rendering ${pages} page\\(s\\), \\d+ at once\n`,
        ),
      );
    }
    const html = await readFile(join(work, 'react-consent', 'index.html'), 'utf8');
    expect(html).toContain('id="login-id/default"');
    expect(html).toContain('id="login-id/default.fr"');
    const baselines = join(EXAMPLES, 'react-consent', 'screenkit-baselines', 'login-id');
    expect(await readFile(join(baselines, 'default.fr.png'))).not.toEqual(
      await readFile(join(baselines, 'default.png')),
    );
  },
  SLOW,
);

/** Edits one file of the copy: `from` must be found, so the test cannot pass vacuously. */
async function edit(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text).toMatch(from);
  await writeFile(file, text.replace(from, to));
}

test(
  'a stylesheet change, a missing label, a console error and a failed request fail the check; a stale baseline is reported',
  async () => {
    const dir = join(work, 'broken');
    for (const entry of [
      'index.html',
      'package.json',
      'vite.config.ts',
      'src',
      'screenkit-baselines',
    ])
      await cp(join(EXAMPLES, 'react-consent', entry), join(dir, entry), { recursive: true });
    await linkDependencies(dir, 'react-consent');
    const screens = join(dir, 'src', 'screens');
    await edit(
      join(dir, 'src', 'screens', 'layout.css'),
      /(\.card h1 \{\n[^}]*?)font-size: 22px;/,
      '$1font-size: 30px;',
    );
    await edit(
      join(screens, 'login-id', 'index.tsx'),
      /(const texts = useTexts\(\);)([\s\S]*)\n\s*Email address\n/,
      "$1\n  console.error('password policy failed to load');\n  void fetch('/api/v2/clients');$2\n",
    );
    // A baseline of a screen the project no longer has.
    await cp(
      join(dir, 'screenkit-baselines', 'login-id', 'default.png'),
      join(dir, 'screenkit-baselines', 'removed-screen', 'default.png'),
    );
    const report = join(dir, 'report');
    const run = await check(
      dir,
      ...['--screens', 'login-id', '--variants', 'default', '--report', report],
    );
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const out = run.stdout;
    expect(out).toMatch(/0 passed, 1 failed of 1 pages/);
    expect(out).toMatch(
      /FAIL login-id\/default\s+screenshot differs from the baseline in \d+ pixels/,
    );
    expect(out).toMatch(/a11y label \(critical\): Form elements must have labels at input\n/);
    expect(out).toMatch(
      /console error: password policy failed to load \(\/src\/screens\/login-id\/index\.tsx:\d+\)/,
    );
    expect(out).toMatch(/request GET http:\/\/127\.0\.0\.1:\d+\/api\/v2\/clients: 401/);
    // Reported, not removed (that takes --update), and not a failure of its own.
    expect(out).toContain(
      '1 stale baselines (no page of the project matches them; --update removes them): removed-screen/default.png',
    );
    await readFile(join(dir, 'screenkit-baselines', 'removed-screen', 'default.png'));

    // The report: baseline, screenshot and diff side by side; the diff marks changed pixels red.
    const html = await readFile(join(report, 'index.html'), 'utf8');
    for (const kind of ['baseline', 'actual', 'diff'])
      expect(html).toContain(`<img src="images/login-id--default.${kind}.png"`);
    expect(html).toContain('<code>label</code> (critical)');
    const diff = PNG.sync.read(
      await readFile(join(report, 'images', 'login-id--default.diff.png')),
    );
    let red = 0;
    for (let i = 0; i < diff.data.length; i += 4)
      if (diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) red++;
    expect(red).toBeGreaterThan(100);
    // The committed baseline is untouched without --update.
    expect(await readFile(join(dir, 'screenkit-baselines', 'login-id', 'default.png'))).toEqual(
      await readFile(
        join(EXAMPLES, 'react-consent', 'screenkit-baselines', 'login-id', 'default.png'),
      ),
    );
  },
  SLOW,
);

test('option errors are one clear line and exit 1 before anything starts', async () => {
  const run = await check(join(EXAMPLES, 'js-consent'), '--threshold', '2');
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(
    'screenkit: --threshold must be a number from 0 to 1, got "2" (at --threshold)\n',
  );
  const unknown = await check(join(EXAMPLES, 'js-consent'), '--screens', 'sign-up');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Unknown screen "sign-up": did you mean "signup"?');
});
