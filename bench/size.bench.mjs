// Bundle sizes (esbuild, minified, browser ESM, then gzip level 9) of what a screen ships.
// SIZE_ENTRIES is the list to extend: each entry is the source of a small app entry that
// imports and USES what a real screen would (unused imports would be tree-shaken away).
// `goal` (gzipped bytes) is optional; `files` lets an entry bring extra modules (generated at
// run time into a temp folder resolved from bench/).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEFAULT_CONSENT_TEMPLATE, precompileTemplate } from '@screenkit/core/templates';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const ANCHOR = '@auth0/auth0-acul-js customized-consent';

export const SIZE_ENTRIES = [
  {
    name: ANCHOR,
    code: `import CustomizedConsent from '@auth0/auth0-acul-js/customized-consent';
      const screen = new CustomizedConsent();
      console.log(screen.screen, screen.transaction, screen.client);
      document.querySelector('#accept').onclick = () => screen.accept();
      document.querySelector('#deny').onclick = () => screen.deny();`,
  },
  {
    // What a hand-built customized-consent screen imports: the screen (context, accept, deny)
    // and the consent view of each entry.
    name: '@screenkit/core customized-consent (screen + toConsentView)',
    goal: 4.4 * 1024,
    code: `import { createCustomizedConsentScreen, toConsentView } from '@screenkit/core';
      const screen = createCustomizedConsentScreen();
      console.log(screen.authorization_details.map(toConsentView), screen.scopes);
      document.querySelector('#accept').onclick = () => screen.accept();
      document.querySelector('#deny').onclick = () => screen.deny();`,
  },
  {
    name: '@screenkit/core customized-consent + validateAuthorizationDetails',
    code: `import { createCustomizedConsentScreen, toConsentView, validateAuthorizationDetails } from '@screenkit/core';
      const screen = createCustomizedConsentScreen();
      const result = validateAuthorizationDetails(screen.authorization_details, { registeredTypes: ['money_transfer'] });
      console.log(result, screen.authorization_details.map(toConsentView));
      document.querySelector('#accept').onclick = () => screen.accept();
      document.querySelector('#deny').onclick = () => screen.deny();`,
  },
  {
    name: '@screenkit/core + templates (compiler, renders the partial at run time)',
    code: `import { createCustomizedConsentScreen } from '@screenkit/core';
      import { renderPartial } from '@screenkit/core/templates';
      const screen = createCustomizedConsentScreen();
      document.querySelector('#form').innerHTML = renderPartial(screen.context, window.partial);
      document.querySelector('#accept').onclick = () => screen.accept();`,
  },
  {
    name: '@screenkit/core + templates/runtime + precompiled default consent template',
    goal: 15 * 1024,
    files: { 'consent.hbs.js': precompileTemplate(DEFAULT_CONSENT_TEMPLATE) },
    code: `import { createCustomizedConsentScreen } from '@screenkit/core';
      import { renderPartial } from '@screenkit/core/templates/runtime';
      import consent from './consent.hbs.js';
      const screen = createCustomizedConsentScreen();
      document.querySelector('#form').innerHTML = renderPartial(screen.context, consent);
      document.querySelector('#accept').onclick = () => screen.accept();`,
  },
];

export async function measureEntry(entry, dir) {
  for (const [name, text] of Object.entries(entry.files ?? {}))
    writeFileSync(join(dir, name), text);
  const result = await build({
    stdin: { contents: entry.code, resolveDir: dir, loader: 'js', sourcefile: 'entry.js' },
    nodePaths: [join(here, 'node_modules')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(here, '.size-'));
  let failed = false;
  try {
    const rows = [];
    for (const entry of SIZE_ENTRIES) rows.push({ entry, ...(await measureEntry(entry, dir)) });
    const anchor = rows.find((row) => row.entry.name === ANCHOR);
    console.log('bundle size, esbuild --minify (browser ESM) + gzip -9');
    for (const { entry, min, gzip } of rows) {
      const goal = entry.goal
        ? `  goal <= ${kb(entry.goal)}: ${gzip <= entry.goal ? 'met' : 'NOT MET'}`
        : '';
      const ratio = `${(gzip / anchor.gzip).toFixed(2)}x anchor`;
      console.log(
        `  ${entry.name.padEnd(76)} ${kb(min).padStart(10)} min ${kb(gzip).padStart(9)} gz  ${ratio}${goal}`,
      );
      if (entry.goal && gzip > entry.goal) failed = true;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) console.log('  (a size goal is not met)');
}
