// The size comparison with the service's own starter: the production build of a fresh
// `screenkit init` project (React, and the plain JS one) beside the `acul init` React template
// (the auth0-samples/auth0-acul-samples repository, its react/ folder), built as that
// template's README says. Both are measured in this run, file by file as a page loads them
// (the screen's entry, every chunk it imports, its CSS; each file gzip -9 as served):
//   1. each screen both have, without React and ReactDOM (the template's react-vendor chunk;
//      the fresh project is built with them external): screenkit <= 0.5x the template;
//   2. the JS starter's whole page against the template's whole page with React: <= 0.25x.
// The fresh projects are made and built here (`screenkit init`, `screenkit build`, offline:
// node_modules linked from the workspace's examples). The template is not fetched or built by
// this repository: point ACUL_TEMPLATE_DIST at the dist/ folder of a build of it. Without it
// the screenkit figures are printed and the comparison is said to be skipped.
// `node bench/size-acul-template.bench.mjs` (after `pnpm build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readlink, symlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, '..');
const CLI = join(ROOT, 'packages', 'dev-server', 'bin', 'screenkit.js');
/** The five screens; the template has some of them. */
const SCREENS = [
  'login-id',
  'login-password',
  'mfa-otp-challenge',
  'passkey-enrollment',
  'customized-consent',
];
const REACT_MODULES = /^(react|react-dom|scheduler)(\/.*)?$/;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function run(args) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`screenkit ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** `pnpm install` offline: the project's node_modules links what the example has installed. */
async function linkDependencies(projectDir, example) {
  const from = join(ROOT, 'examples', example, 'node_modules');
  for (const scope of ['', '@screenkit', '@types', '@testing-library']) {
    if (!existsSync(join(from, scope))) continue;
    await mkdir(join(projectDir, 'node_modules', scope), { recursive: true });
    for (const name of await readdir(join(from, scope))) {
      if (name.startsWith('.') || name.startsWith('@')) continue;
      const link = join(from, scope, name);
      const target = resolve(join(from, scope), await readlink(link).catch(() => link));
      await symlink(target, join(projectDir, 'node_modules', scope, name));
    }
  }
}

/** A fresh project of `template`, built; React external when `withoutReact`. */
async function freshBuild(work, template, example, withoutReact) {
  const dir = join(work, template);
  run(['init', dir, '--template', template]);
  await linkDependencies(dir, example);
  if (withoutReact) {
    const config = join(dir, 'vite.config.ts');
    const text = readFileSync(config, 'utf8');
    const external = `\n  build: { rolldownOptions: { external: ${REACT_MODULES} } },\n});\n`;
    writeFileSync(config, text.replace(/\n\}\);\n$/, external));
  }
  run(['build', '--dir', dir]);
  const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'screenkit-manifest.json'), 'utf8'));
  return { dist: join(dir, 'dist'), manifest };
}

/** The JS files a page loads from `entry`: the entry and every chunk it imports, transitively. */
function importedFiles(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, path] of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      visit(resolve(dirname(file), path));
  };
  visit(entry);
  return [...seen];
}

/** A fresh project's page for `screen`: its files and their gzipped bytes. */
function screenkitPage({ dist, manifest }, screen) {
  const assets = manifest.screens[screen];
  const js = importedFiles(join(dist, assets.js.file));
  const css = assets.css.map((c) => join(dist, c.file));
  return sum([...js, ...css]);
}

/** The template's page for `screen`, with or without its react-vendor chunk; null if absent. */
function templatePage(dist, screen, withReact) {
  const folder = join(dist, 'assets', screen);
  if (!existsSync(folder)) return null;
  const entry = readdirSync(folder).find((f) => /^index\..*\.js$/.test(f));
  const js = importedFiles(join(folder, entry)).filter(
    (file) => withReact || !/react-vendor\.[^/]*\.js$/.test(file),
  );
  // cssCodeSplit: false in its Vite config: one stylesheet every screen loads.
  const shared = join(dist, 'assets', 'shared');
  const css = readdirSync(shared)
    .filter((f) => f.endsWith('.css'))
    .map((f) => join(shared, f));
  return sum([...js, ...css]);
}

const sum = (files) => ({ files: files.length, gzip: files.reduce((n, f) => n + gzipped(f), 0) });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const templateDist = process.env.ACUL_TEMPLATE_DIST && resolve(process.env.ACUL_TEMPLATE_DIST);
  if (templateDist && !existsSync(join(templateDist, 'assets', 'shared')))
    throw new Error(`ACUL_TEMPLATE_DIST=${templateDist} is not the dist/ of the template's build`);
  const work = await mkdtemp(join(here, '.acul-size-'));
  let failed = false;
  try {
    const react = await freshBuild(work, 'react', 'react-consent', true);
    const js = await freshBuild(work, 'js', 'js-consent', false);
    const baseline = templateDist ? `acul init React template (${templateDist})` : null;
    console.log(
      `page size: the screen's entry, every chunk it imports and its CSS, each file gzip -9\n` +
        `baseline: ${baseline ?? 'none: set ACUL_TEMPLATE_DIST to the dist/ of a build of the acul init React template (comparison skipped)'}`,
    );
    console.log('1. per screen, React and ReactDOM left out of both (goal <= 0.50x)');
    for (const screen of SCREENS) {
      const ours = screenkitPage(react, screen);
      const theirs = templateDist ? templatePage(templateDist, screen, false) : null;
      if (!theirs) {
        console.log(
          `  ${screen.padEnd(20)} screenkit react ${kb(ours.gzip)}   ${templateDist ? 'the template has no such screen' : ''}`,
        );
        continue;
      }
      const ratio = ours.gzip / theirs.gzip;
      if (ratio > 0.5) failed = true;
      console.log(
        `  ${screen.padEnd(20)} screenkit react ${kb(ours.gzip)} (${ours.files} files)   template ${kb(theirs.gzip)} (${theirs.files} files)   ${ratio.toFixed(2)}x  ${ratio <= 0.5 ? 'met' : 'NOT MET'}`,
      );
    }
    console.log(
      "2. whole page: the JS starter against the template's page with React (goal <= 0.25x)",
    );
    for (const screen of SCREENS) {
      const ours = screenkitPage(js, screen);
      const theirs = templateDist ? templatePage(templateDist, screen, true) : null;
      if (!theirs) {
        console.log(
          `  ${screen.padEnd(20)} screenkit js    ${kb(ours.gzip)}   ${templateDist ? 'the template has no such screen' : ''}`,
        );
        continue;
      }
      const ratio = ours.gzip / theirs.gzip;
      if (ratio > 0.25) failed = true;
      console.log(
        `  ${screen.padEnd(20)} screenkit js    ${kb(ours.gzip)} (${ours.files} files)   template ${kb(theirs.gzip)} (${theirs.files} files)   ${ratio.toFixed(2)}x  ${ratio <= 0.25 ? 'met' : 'NOT MET'}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (failed) {
    console.log('  (a size goal is not met)');
    process.exitCode = 1;
  }
}
