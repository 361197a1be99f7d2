// Bundle sizes (esbuild, minified, browser ESM, then gzip level 9) of what a screen ships.
// SIZE_ENTRIES is the list to extend: each entry is the source of a small app entry that
// imports and USES what a real screen would (unused imports would be tree-shaken away).
// `goal` (gzipped bytes) is optional; `files` lets an entry bring extra modules (generated at
// run time into a temp folder resolved from bench/).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  ...reactEntries(),
];

// @screenkit/react: one customized-consent screen (useCustomizedConsent, accept/deny) three ways,
// beside the official React SDK's customized-consent hooks. React stays external in all four.
function reactEntries() {
  const REACT_ANCHOR = '@auth0/auth0-acul-react customized-consent';
  const esbuild = { jsx: 'automatic', external: ['react', 'react-dom', 'react/jsx-runtime'] };
  const screen = (imports, body) => `import { createRoot } from 'react-dom/client';
    import { ScreenProvider, useCustomizedConsent } from '@screenkit/react';
    ${imports}
    function Consent() {
      const { scopes, views, validation, accept, deny, isSubmitting } = useCustomizedConsent();
      return (
        <form onSubmit={(e) => e.preventDefault()}>
          <ul>{scopes.map((s) => <li key={s.value}>{s.description ?? s.value}</li>)}</ul>
          ${body}
          {validation.valid ? null : <p role="alert">This request is malformed</p>}
          <button type="button" disabled={isSubmitting} onClick={() => accept()}>Accept</button>
          <button type="button" disabled={isSubmitting} onClick={() => deny()}>Deny</button>
        </form>
      );
    }
    createRoot(document.querySelector('#root')).render(<ScreenProvider><Consent /></ScreenProvider>);`;
  const views = `{views.map((v, i) => (
            <section key={i}><h3>{v.title}</h3>
              <dl>{v.items.map((item) => <div key={item.path}><dt>{item.label}</dt><dd>{item.value}</dd></div>)}</dl>
            </section>))}`;
  return [
    {
      name: REACT_ANCHOR,
      loader: 'jsx',
      esbuild,
      code: `import { createRoot } from 'react-dom/client';
        import { useCustomizedConsent } from '@auth0/auth0-acul-react/customized-consent';
        function Consent() {
          const consent = useCustomizedConsent();
          const data = consent.screen.data;
          return (
            <form onSubmit={(e) => e.preventDefault()}>
              <ul>{(data?.scopes ?? []).map((s) => <li key={s.value}>{s.description ?? s.value}</li>)}</ul>
              <pre>{JSON.stringify(data?.authorizationDetails)}</pre>
              <button type="button" onClick={() => consent.accept()}>Accept</button>
              <button type="button" onClick={() => consent.deny()}>Deny</button>
            </form>
          );
        }
        createRoot(document.querySelector('#root')).render(<Consent />);`,
    },
    {
      name: '@screenkit/react customized-consent (hooks, views, no template engine)',
      anchor: REACT_ANCHOR,
      goal: 8 * 1024,
      loader: 'jsx',
      esbuild,
      code: screen('', views),
    },
    {
      name: '@screenkit/react + <ConsentPartial /> precompiled (runtime-only Handlebars)',
      anchor: REACT_ANCHOR,
      belowAnchor: true,
      loader: 'jsx',
      esbuild,
      files: { 'react-consent.hbs.js': precompileTemplate(DEFAULT_CONSENT_TEMPLATE) },
      code: screen(
        `import { ConsentPartial } from '@screenkit/react/consent-partial/runtime';
        import template from './react-consent.hbs.js';`,
        '<ConsentPartial template={template} />',
      ),
    },
    {
      name: '@screenkit/react + <ConsentPartial /> compiled at run time (full Handlebars)',
      anchor: REACT_ANCHOR,
      loader: 'jsx',
      esbuild,
      code: screen(
        `import { ConsentPartial } from '@screenkit/react/consent-partial';`,
        '<ConsentPartial template={window.partial} />',
      ),
    },
  ];
}

export async function measureEntry(entry, dir) {
  for (const [name, text] of Object.entries(entry.files ?? {}))
    writeFileSync(join(dir, name), text);
  const result = await build({
    stdin: {
      contents: entry.code,
      resolveDir: dir,
      loader: entry.loader ?? 'js',
      sourcefile: 'entry.js',
    },
    nodePaths: [join(here, 'node_modules')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    ...entry.esbuild,
  });
  const code = result.outputFiles[0].contents;
  return {
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    metafile: result.metafile,
    code,
  };
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
      const base = entry.anchor ? rows.find((row) => row.entry.name === entry.anchor) : anchor;
      if (entry.belowAnchor) entry.goal = base.gzip - 1;
      const goal = entry.goal
        ? `  goal ${entry.belowAnchor ? '< anchor' : `<= ${kb(entry.goal)}`}: ${gzip <= entry.goal ? 'met' : 'NOT MET'}`
        : '';
      const ratio = `${(gzip / base.gzip).toFixed(2)}x ${entry.anchor ? 'React anchor' : 'anchor'}`;
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
