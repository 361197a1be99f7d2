// @vitest-environment jsdom
/**
 * Every default screen of the DOM renderer, against every built-in fixture variant and a rich
 * context (lists, passkeys, connection), driven control by control: each form filled and
 * submitted, each button clicked. What it posts must equal what the declared action posts with
 * the payload a user's input means (test-fixtures/default-screen-driver.ts), through core's
 * own screen object; a captcha nobody solved posts nothing and says so.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { interactionsFor, pageFor } from '../../test-fixtures/default-screen-driver.js';
import { installFakeWebAuthn } from '../../test-fixtures/fake-webauthn.js';
import { richContextFor } from '../../test-fixtures/oracle-contexts.js';
import { listScreens, type ScreenName } from '../catalogue/catalogue.js';
import type { UniversalLoginContext } from '../context/types.js';
import { BUILT_IN_VARIANTS, fixtureContext } from '../fixtures/index.js';
import { createScreen } from '../screens/create-screen.js';
import type { ScreenDeclaration } from '../screens/declaration.js';
import { DECLARATIONS } from '../screens/declarations/index.js';
import { captureSubmissions, installContext } from '../testing/index.js';
import type { MountedScreen } from './index.js';
import { DEFAULT_SCREENS } from './screens/index.js';

let webauthn: ReturnType<typeof installFakeWebAuthn>;
beforeAll(() => {
  webauthn = installFakeWebAuthn();
});
afterAll(() => webauthn.uninstall());

type Render = (root: HTMLElement) => MountedScreen;

/** The screen rendered on a page with `context`, with its posts captured. */
async function rendered(context: UniversalLoginContext) {
  const render: Render = await DEFAULT_SCREENS[context.screen.name as ScreenName]();
  // A screen that posts by itself does so once per transaction; a resend's cooldown lasts.
  sessionStorage.clear();
  localStorage.clear();
  const uninstall = installContext(context);
  const capture = captureSubmissions();
  const root = document.body.appendChild(document.createElement('div'));
  const mounted = render(root);
  return {
    root,
    capture,
    done() {
      mounted.dispose();
      capture.stop();
      uninstall();
      root.remove();
      // Captcha scripts the captcha variant injected: a later test loads its own.
      for (const script of document.querySelectorAll('script')) script.remove();
    },
  };
}

/** What the declared action posts with `payload`, through core's screen object. */
async function declaredPost(
  context: UniversalLoginContext,
  action: string,
  payload: Record<string, unknown>,
) {
  const capture = captureSubmissions();
  try {
    const screen = createScreen(context, { transport: capture.transport }) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<void>
    >;
    const args = (
      (DECLARATIONS[context.screen.name as ScreenName] as ScreenDeclaration).actions[action]
        ?.args ?? []
    ).map((name) => payload[name]);
    await screen[action]?.(...args, payload);
    return await capture.next();
  } finally {
    capture.stop();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function cases(screen: ScreenName): [string, UniversalLoginContext][] {
  return [
    ...BUILT_IN_VARIANTS.map(
      (variant) =>
        [variant, fixtureContext(screen, { variant })] as [string, UniversalLoginContext],
    ),
    ['rich', richContextFor(screen) as unknown as UniversalLoginContext],
  ];
}

describe.each(listScreens())('%s', (screen) => {
  test.each(cases(screen))(
    '%s: renders, and every control posts what its action declares',
    async (_variant, context) => {
      const shown = await rendered(context);
      const title = shown.root.querySelector('h1')?.textContent ?? '';
      expect(title).toBe(pageFor(context).text('title'));
      expect(shown.root.textContent).not.toMatch(/\$\{\w+\}/);
      // A screen that posts by itself (browser capabilities) does so now: let it, captured.
      if (interactionsFor(context).some((i) => i.name.startsWith('auto ')))
        await shown.capture.next();
      shown.done();

      for (const interaction of interactionsFor(context)) {
        const page = await rendered(context);
        try {
          interaction.perform(page.root);
          if (interaction.expected) {
            const posted = await page.capture.next();
            const declared = await declaredPost(
              context,
              interaction.expected.action,
              interaction.expected.payload,
            );
            expect({ url: posted.url, entries: posted.entries }, interaction.name).toEqual({
              url: declared.url,
              entries: declared.entries,
            });
          } else {
            await flush();
            expect(page.capture.submissions, interaction.name).toEqual([]);
            expect(page.root.textContent, interaction.name).toContain(interaction.shows);
          }
        } finally {
          page.done();
        }
      }
    },
  );
});
