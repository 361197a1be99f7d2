/**
 * Every public error class of core and react reports its own `name` in a minified bundle:
 * minifiers rename classes, so a name read off the class (`new.target.name`) comes out as "u".
 * One bundle, built as the size benches build (esbuild --minify, browser ESM), throws each
 * error; Node runs it. The table is checked against the packages' entry points, so a new public
 * error class has to join it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Class, the entry a page imports it from, how the page throws it, and the code it carries.
const ERRORS = [
  ['ScreenkitError', '@screenkit/core', `new ScreenkitError('any_code', 'a.b', 'm')`, 'any_code'],
  [
    'ContextError',
    '@screenkit/core',
    `new ContextError('context_missing', '', 'm')`,
    'context_missing',
  ],
  ['FormError', '@screenkit/core', `new FormError('field_type', 'password', 'm')`, 'field_type'],
  [
    'PolicyError',
    '@screenkit/core',
    `new PolicyError('unknown_flow', 'flow', 'm')`,
    'unknown_flow',
  ],
  [
    'ScreenMismatchError',
    '@screenkit/core',
    `new ScreenMismatchError(['login-id'], 'login')`,
    'screen_mismatch',
  ],
  [
    'CaptchaLoadError',
    '@screenkit/core/captcha',
    `new CaptchaLoadError('captcha_no_document', '', 'm')`,
    'captcha_no_document',
  ],
  [
    'FixtureError',
    '@screenkit/core/fixtures',
    `new FixtureError('unknown_screen', 'screen', 'm')`,
    'unknown_screen',
  ],
  ['PasskeyError', '@screenkit/core/passkeys', `new PasskeyError('cancelled', 'm')`, 'cancelled'],
  [
    'TemplateError',
    '@screenkit/core/templates',
    `new TemplateError('template_syntax', 'm', 2, 3)`,
    'template_syntax',
  ],
  [
    'SubmissionTimeoutError',
    '@screenkit/core/testing',
    'new SubmissionTimeoutError(10, 0)',
    'no_submission',
  ],
  [
    'ScreenProviderError',
    '@screenkit/react',
    `new ScreenProviderError('useScreen')`,
    'provider_missing',
  ],
] as const;

/** The page: imports each class from its entry, throws it, prints what a catch sees. */
function page(): string {
  const imports = ERRORS.map(([name, from]) => `import { ${name} } from '${from}';`).join('\n');
  const throws = ERRORS.map(
    ([name, , make]) => `try { throw ${make}; } catch (error) {
      seen.push({ name: error.name, code: error.code, own: error instanceof ${name}, base: error instanceof ScreenkitError, text: String(error).split(':')[0] });
    }`,
  ).join('\n');
  return `${imports}\nconst seen = [];\n${throws}\nconsole.log(JSON.stringify(seen));`;
}

describe('error names in a minified bundle', () => {
  it('each public error keeps its class name, its code and instanceof', async () => {
    const result = await build({
      stdin: { contents: page(), resolveDir: join(root, 'test'), sourcefile: 'page.js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      conditions: ['source'],
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    // The minifier did rename the classes (else this test would prove nothing).
    expect(code).not.toMatch(/\bclass ContextError\b|\bContextError\s*=\s*class\b/);
    const output = execFileSync(process.execPath, ['--input-type=module'], { input: code });
    expect(JSON.parse(output.toString())).toEqual(
      ERRORS.map(([name, , , errorCode]) => ({
        name,
        code: errorCode,
        own: true,
        base: true,
        text: name,
      })),
    );
  });

  it('the table lists every error class the entry points export', async () => {
    const exported = new Set<string>();
    for (const pkg of ['core', 'react']) {
      const manifest = JSON.parse(
        readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'),
      ) as { exports: Record<string, unknown> };
      for (const subpath of Object.keys(manifest.exports)) {
        if (subpath.includes('*') || subpath.endsWith('.css')) continue;
        const module = (await import(`@screenkit/${pkg}${subpath.slice(1)}`)) as object;
        for (const [name, value] of Object.entries(module))
          if (typeof value === 'function' && value.prototype instanceof Error) exported.add(name);
      }
    }
    expect([...exported].sort()).toEqual(ERRORS.map(([name]) => name).sort());
  });
});
