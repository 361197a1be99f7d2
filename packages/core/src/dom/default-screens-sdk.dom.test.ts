// @vitest-environment jsdom
/**
 * The official SDK (@auth0/auth0-acul-js@1.8.0) as the oracle of the default screens: on each of
 * its 80 screens, with a plain and a rich context (lists, passkeys, connection), every form and button of
 * the DOM default screen is driven as a user would (test-fixtures/default-screen-driver.ts), and
 * what it posts must be what the SDK's method of the same name posts with the same input:
 * method, URL and fields (the SDK's telemetry field `acul-sdk` aside). The React renderer posts
 * what the DOM one does (react/src/screens/default-screens.test.tsx holds both to core).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { interactionsFor } from '../../test-fixtures/default-screen-driver.js';
import { installFakeWebAuthn } from '../../test-fixtures/fake-webauthn.js';
import { recordFormPosts } from '../../test-fixtures/form-posts.js';
import { importOfficial } from '../../test-fixtures/official-sdk.js';
import { contextFor, richContextFor } from '../../test-fixtures/oracle-contexts.js';
import type { ScreenName } from '../catalogue/catalogue.js';
import type { UniversalLoginContext } from '../context/types.js';
import type { ScreenDeclaration } from '../screens/declaration.js';
import { DECLARATIONS } from '../screens/declarations/index.js';
import { captureSubmissions, installContext } from '../testing/index.js';
import { DEFAULT_SCREENS } from './screens/index.js';

const SDK_SCREENS = readdirSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../node_modules/@auth0/auth0-acul-js/dist/screens',
  ),
).sort() as ScreenName[];

type SdkClass = new () => Record<string, (...args: unknown[]) => Promise<unknown>>;
let BaseContext: { context: unknown };
const sdk: Partial<Record<string, SdkClass>> = {};

let webauthn: ReturnType<typeof installFakeWebAuthn>;
beforeAll(async () => {
  webauthn = installFakeWebAuthn();
  ({ BaseContext } = await importOfficial<{ BaseContext: { context: unknown } }>(
    'models/base-context.js',
  ));
});
afterAll(() => webauthn.uninstall());

const sorted = (entries: readonly (readonly [string, string])[]) =>
  [...entries]
    .filter(([name]) => name !== 'acul-sdk')
    .sort((a, b) => (a[0] === b[0] ? a[1].localeCompare(b[1]) : a[0].localeCompare(b[0])));

/** What the SDK's `method` posts with `payload` (positional arguments as its declaration has them). */
async function sdkPost(
  context: UniversalLoginContext,
  action: string,
  payload: Record<string, unknown>,
) {
  const screen = context.screen.name as ScreenName;
  sdk[screen] ??= (
    (await importOfficial<{ default: SdkClass }>(`screens/${screen}/index.js`)) as {
      default: SdkClass;
    }
  ).default;
  BaseContext.context = null; // the SDK caches the first context it reads
  (window as unknown as Record<string, unknown>).universal_login_context = context;
  const posted = recordFormPosts(`/u/${screen}?state=${context.transaction.state}`);
  try {
    const object = new (sdk[screen] as SdkClass)();
    const args = ((DECLARATIONS[screen] as ScreenDeclaration).actions[action]?.args ?? []).map(
      (name) => payload[name],
    );
    await object[action]?.(...args, structuredClone(payload));
  } finally {
    vi.restoreAllMocks();
  }
  const form = posted[0];
  if (!form) throw new Error(`the SDK's ${action} posted nothing`);
  const fields = [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as const);
  return { url: form.action, entries: sorted(fields) };
}

let compared = 0;
afterAll(() => {
  console.log(`default screens vs the official SDK: ${compared} controls post what the SDK posts`);
});

describe.each(SDK_SCREENS)('%s', (screen) => {
  // The plain context (no captcha: its forms post) and the rich one (lists, passkeys, policy).
  test.each([
    ['plain', contextFor],
    ['rich', richContextFor],
  ])('%s: each control of the default screen posts what the SDK posts for it', async (_, make) => {
    const context = make(screen) as unknown as UniversalLoginContext;
    const render = await DEFAULT_SCREENS[screen]();
    for (const interaction of interactionsFor(context)) {
      if (!interaction.expected) continue;
      sessionStorage.clear();
      localStorage.clear();
      const uninstall = installContext(context);
      const capture = captureSubmissions();
      const root = document.body.appendChild(document.createElement('div'));
      const mounted = render(root);
      let ui: { url: string; entries: readonly (readonly [string, string])[] };
      try {
        interaction.perform(root);
        ui = await capture.next();
      } finally {
        mounted.dispose();
        capture.stop();
        uninstall();
        root.remove();
      }
      const theirs = await sdkPost(
        context,
        interaction.expected.action,
        interaction.expected.payload,
      );
      expect({ url: ui.url, entries: sorted(ui.entries) }, interaction.name).toEqual(theirs);
      compared++;
    }
  });
});
