// Per-screen bundles (esbuild, minified, browser ESM, gzip -9; react external): a page that binds
// ONE screen with @screenkit/core beside the official @auth0/auth0-acul-js per-screen entry, both
// calling the same methods, built in the same run. Goal per screen: screenkit <= the SDK. Then
// esbuild's metafile shows what each screenkit bundle pulled in: only its own prompt's
// declaration module may appear (no other screen's declarations, not the all-screens index).
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listScreens, promptOfScreen } from '@screenkit/core';
import { measureEntry } from './size.bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// screen, its SDK class, its screenkit prompt module and declaration, and the calls a page makes.
export const SCREENS = [
  {
    screen: 'login-id',
    sdkClass: 'LoginId',
    prompt: 'login-id',
    declaration: 'loginId',
    calls: [
      `login({ username: input.value })`,
      `federatedLogin({ connection: 'google-oauth2' })`,
      `passkeyLogin()`,
    ],
  },
  {
    screen: 'login-password',
    sdkClass: 'LoginPassword',
    prompt: 'login-password',
    declaration: 'loginPassword',
    calls: [
      `login({ username: input.value, password: input.value })`,
      `federatedLogin({ connection: 'github' })`,
    ],
  },
  {
    screen: 'mfa-otp-challenge',
    sdkClass: 'MfaOtpChallenge',
    prompt: 'mfa-otp',
    declaration: 'mfaOtpChallenge',
    calls: [`continue({ code: input.value, rememberDevice: true })`, `tryAnotherMethod()`],
  },
  {
    screen: 'passkey-enrollment',
    sdkClass: 'PasskeyEnrollment',
    prompt: 'passkeys',
    declaration: 'passkeyEnrollment',
    calls: [`continuePasskeyEnrollment()`, `abortPasskeyEnrollment({ doNotShowAgain: true })`],
  },
  {
    screen: 'customized-consent',
    sdkClass: 'CustomizedConsent',
    prompt: 'customized-consent',
    declaration: 'customizedConsent',
    calls: [`accept()`, `deny()`],
  },
];

const page = (create, calls) => `${create}
  const input = document.querySelector('input');
  console.log(screen.screen, screen.transaction, screen.client);
  ${calls.map((call, i) => `document.querySelectorAll('button')[${i}].onclick = () => screen.${call};`).join('\n  ')}`;

export function sdkEntry({ screen, sdkClass, calls }) {
  return page(
    `import ${sdkClass} from '@auth0/auth0-acul-js/${screen}';\n  const screen = new ${sdkClass}();`,
    calls,
  );
}

export function screenkitEntry({ prompt, declaration, calls }) {
  return page(
    `import { bindScreen } from '@screenkit/core';\n  import { ${declaration} } from '@screenkit/core/screens/${prompt}';\n  const screen = bindScreen(${declaration});`,
    calls,
  );
}

// React: the official acul-react per-screen hook beside @screenkit/react's useBoundScreen +
// useSubmit, the same buttons calling the same methods. Goal: screenkit <= 50% of acul-react.
const reactPage = (imports, hook, wrap, calls) => `import { createRoot } from 'react-dom/client';
  ${imports}
  function Screen() {
    const screen = ${hook};
    return (
      <form onSubmit={(e) => e.preventDefault()}>
        <p>{String(screen.screen.name)}</p>
        <input id="value" />
        ${calls.map((call) => `<button type="button" onClick={() => { const input = document.querySelector('#value'); screen.${call}; }}>go</button>`).join('\n        ')}
      </form>
    );
  }
  createRoot(document.querySelector('#root')).render(${wrap('<Screen />')});`;

export function sdkReactEntry({ screen, sdkClass, calls }) {
  return reactPage(
    `import { use${sdkClass} } from '@auth0/auth0-acul-react/${screen}';`,
    `use${sdkClass}()`,
    (x) => x,
    calls,
  );
}

export function screenkitReactEntry({ prompt, declaration, calls }) {
  return reactPage(
    `import { ScreenProvider, useBoundScreen } from '@screenkit/react';
  import { ${declaration} } from '@screenkit/core/screens/${prompt}';`,
    `useBoundScreen(${declaration})`,
    (x) => `<ScreenProvider>${x}</ScreenProvider>`,
    calls,
  );
}

// The same esbuild settings as bench/size.bench.mjs (its measureEntry), React external.
const REACT_EXTERNAL = { jsx: 'automatic', external: ['react', 'react-dom', 'react/jsx-runtime'] };
export const bundle = (code, dir, loader = 'js') =>
  measureEntry({ code, loader, esbuild: REACT_EXTERNAL }, dir);

/** Declaration modules of core in the bundle (by file name) that contributed bytes. */
export function declarationModules(metafile) {
  const output = Object.values(metafile.outputs)[0];
  return Object.entries(output.inputs)
    .filter(
      ([path, info]) =>
        /core\/(dist|src)\/screens\/declarations\//.test(path) && info.bytesInOutput > 0,
    )
    .map(([path]) => path.replace(/.*\/declarations\//, '').replace(/\.(js|ts)$/, ''))
    .sort();
}

/**
 * Other screens of the same prompt whose declaration made it into the bundle (a prompt's module
 * declares all its screens; each `declareScreen` call is pure, so only the imported one stays).
 */
export function siblingScreens(screen, code) {
  const text = new TextDecoder().decode(code);
  return listScreens(promptOfScreen(screen)).filter(
    (other) => other !== screen && text.includes(JSON.stringify(other)),
  );
}

// Shared helper modules a declaration module may use; every other one is another prompt's.
const SHARED = new Set(['payload-rewrites', 'members', 'views']);

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(here, '.size-screens-'));
  let failed = false;
  try {
    console.log('per-screen bundle, esbuild --minify (browser ESM, react external) + gzip -9');
    for (const entry of SCREENS) {
      const sdk = await bundle(sdkEntry(entry), dir);
      const ours = await bundle(screenkitEntry(entry), dir);
      const ratio = ours.gzip / sdk.gzip;
      const met = ours.gzip <= sdk.gzip;
      const modules = declarationModules(ours.metafile);
      const foreign = [
        ...modules.filter((m) => m !== entry.prompt && !SHARED.has(m)),
        ...siblingScreens(entry.screen, ours.code),
      ];
      if (!met || foreign.length > 0) failed = true;
      console.log(
        `  ${entry.screen.padEnd(20)} @auth0/auth0-acul-js ${kb(sdk.gzip).padStart(9)} gz   @screenkit/core ${kb(ours.gzip).padStart(9)} gz  ` +
          `${ratio.toFixed(2)}x  goal <= SDK: ${met ? 'met' : 'NOT MET'}   declarations in bundle: ${modules.join(', ')}` +
          `${foreign.length ? `  OTHER SCREENS PULLED IN: ${foreign.join(', ')}` : ' (no other screen)'}`,
      );
    }
    console.log('per-screen React bundle (hooks + what the screen calls), same build settings');
    for (const entry of SCREENS) {
      const sdk = await bundle(sdkReactEntry(entry), dir, 'jsx');
      const ours = await bundle(screenkitReactEntry(entry), dir, 'jsx');
      const ratio = ours.gzip / sdk.gzip;
      const met = ratio <= 0.5;
      if (!met) failed = true;
      console.log(
        `  ${entry.screen.padEnd(20)} @auth0/auth0-acul-react ${kb(sdk.gzip).padStart(9)} gz   @screenkit/react ${kb(ours.gzip).padStart(9)} gz  ` +
          `${ratio.toFixed(2)}x  goal <= 0.50x: ${met ? 'met' : 'NOT MET'}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) {
    console.log('  (a per-screen goal is not met)');
    process.exitCode = 1;
  }
}
