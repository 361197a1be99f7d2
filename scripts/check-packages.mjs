#!/usr/bin/env node
/**
 * Release hygiene, part of the README's test command (after the build): each @screenkit package
 * packed as `pnpm pack` packs it (the very tarballs `screenkit init` vendors, from the same
 * cache), then checked:
 * - what it packs: no tests, test fixtures, coverage or build info (the starters' own tests
 *   under templates/ stay: `init` copies them into projects), a CHANGELOG.md, every source
 *   map's sources packed too (a map whose source is gone is a stale build), and every module a
 *   packed module imports (`files` leaves the CLI's commands to its bundle: a library module
 *   that starts importing one must not ship broken);
 * - publint: nothing to report, suggestions included;
 * - are-the-types-wrong, ESM-only profile (node16 from ESM, bundler): no problem. Run offline
 *   (--no-definitely-typed: no @types lookup on the registry).
 * Exits 1 naming each package and what is wrong.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { unpack } from '@publint/pack';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { parseSync } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHECKOUT_PACKS = join(ROOT, 'packages/dev-server/dist/project/checkout-packs.js');

/** Paths no package needs at run time. */
const NOT_SHIPPED = [
  { pattern: /(^|\/)[^/]+\.(test|spec)\.[cm]?[jt]sx?(\.map)?$/, why: 'a test' },
  {
    pattern: /(^|\/)(test|tests|__tests__|test-fixtures|__fixtures__|coverage)\//,
    why: 'a test folder',
  },
  { pattern: /\.tsbuildinfo$|(^|\/)\.precompiled-test-cli-/, why: 'build or test leftovers' },
];
/** Where a package may ship test files on purpose: the starters `screenkit init` copies. */
const SHIPPED_ON_PURPOSE = /^templates\//;

/** What a packed package holds that it should not, or lacks. */
export function packingProblems(files) {
  const names = new Set(files.map((f) => f.name));
  const problems = [];
  for (const { name } of files) {
    if (SHIPPED_ON_PURPOSE.test(name)) continue;
    const rule = NOT_SHIPPED.find(({ pattern }) => pattern.test(name));
    if (rule) problems.push(`${name}: ${rule.why}, not needed at run time`);
  }
  if (!names.has('CHANGELOG.md')) problems.push('no CHANGELOG.md');
  const decoder = new TextDecoder();
  for (const { name, data } of files.filter((f) => f.name.endsWith('.map'))) {
    const { sources = [] } = JSON.parse(decoder.decode(data));
    for (const source of sources) {
      const target = posix.normalize(posix.join(posix.dirname(name), source));
      if (!names.has(target)) problems.push(`${name}: maps ${target}, which is not packed`);
    }
  }
  problems.push(...unpackedImports(files, names));
  return problems;
}

/** The compiled modules of dist/ (tsc's output, the CLI's bundle, the dashboard's assets). */
const COMPILED = /^dist\/.*\.(?:[cm]?js|d\.ts)$/;

/**
 * The specifiers a module imports, read by a parser (Vite's): static and lazy imports and
 * re-exports, and in a declaration file also `import("./x.js").T` types. Code shown in a
 * template string or a comment is not an import.
 */
function specifiers(name, text) {
  const declaration = name.endsWith('.d.ts');
  const { module, program } = parseSync(name, text, declaration ? { lang: 'dts' } : {});
  const found = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.map((entry) => entry.moduleRequest?.value)),
    // A lazy import's argument, when it is a string literal.
    ...module.dynamicImports.map(
      ({ moduleRequest: { start, end } }) => /^(['"])(.*)\1$/.exec(text.slice(start, end))?.[2],
    ),
  ];
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      if (node.type === 'TSImportType') found.push(node.source?.value);
      Object.values(node).forEach(visit);
    }
  };
  if (declaration) visit(program);
  return found.filter((specifier) => typeof specifier === 'string');
}

/** Each compiled module's relative imports that name no packed file (`./x.js` is x.d.ts to a declaration). */
function unpackedImports(files, names) {
  const decoder = new TextDecoder();
  const problems = [];
  for (const { name, data } of files) {
    if (!COMPILED.test(name)) continue;
    for (const specifier of specifiers(name, decoder.decode(data))) {
      // A module of this package; an asset (`./consent.hbs`, typed by a wildcard declaration)
      // is the bundler's.
      if (!/^\.\.?\/.*\.[cm]?js$/.test(specifier)) continue;
      const target = posix.normalize(posix.join(posix.dirname(name), specifier));
      const declared = name.endsWith('.d.ts') ? target.replace(/\.([cm]?)js$/, '.d.$1ts') : target;
      if (!names.has(declared)) problems.push(`${name}: imports ${specifier}, which is not packed`);
    }
  }
  return problems;
}

/** Stylesheet exports (`./default-screens.css`) are files for a bundler, with no types to check. */
const stylesheetEntries = (pkg) =>
  Object.keys(pkg.exports ?? {}).filter((entry) => entry.endsWith('.css'));

async function attw(tarball, pkg) {
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')),
    'dist/index.js',
  );
  try {
    await promisify(execFile)(
      process.execPath,
      [
        bin,
        tarball,
        '--profile',
        'esm-only',
        '--no-definitely-typed',
        '--format',
        'ascii',
        '--no-color',
        ...stylesheetEntries(pkg).flatMap((entry) => ['--exclude-entrypoints', entry]),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return [];
  } catch (error) {
    return [`are-the-types-wrong:\n${error.stdout || error.message}`];
  }
}

async function checkPackage(packed) {
  const bytes = new Uint8Array(await readFile(packed.tarball));
  const { files, rootDir } = await unpack(bytes);
  const inPackage = files.map((f) => ({ ...f, name: f.name.slice(rootDir.length + 1) }));
  const { messages, pkg } = await publint({
    pack: { files },
    pkgDir: rootDir,
    level: 'suggestion',
  });
  return [
    ...packingProblems(inPackage),
    ...messages.map((m) => `publint (${m.type}): ${formatMessage(m, pkg, { color: false })}`),
    ...(await attw(packed.tarball, pkg)),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { checkoutAt, packFromCheckout } = await import(CHECKOUT_PACKS).catch(() => {
    throw new Error(`${CHECKOUT_PACKS} is missing: run \`npx --yes pnpm@10.34.8 build\` first`);
  });
  const checkout = checkoutAt(ROOT);
  const packed = await packFromCheckout(checkout, [...checkout.packages.keys()]);
  const results = await Promise.all(packed.map(async (p) => [p, await checkPackage(p)]));
  let failed = false;
  for (const [p, problems] of results) {
    const size = `${((await readFile(p.tarball)).length / 1024).toFixed(0)} KB packed`;
    if (problems.length === 0)
      console.log(`${p.name}@${p.version}: packs clean (${size}), publint and attw pass`);
    else {
      failed = true;
      console.error(`${p.name}@${p.version} (${p.fileName}):\n  ${problems.join('\n  ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
