// @vitest-environment jsdom
/**
 * Every default screen of the DOM renderer, against every built-in fixture variant and a rich
 * context (lists, passkeys, connection), driven control by control: each form filled and
 * submitted, each button clicked. What it posts must equal what the declared action posts with
 * the payload a user's input means (test-fixtures/default-screen-driver.ts), through core's
 * own screen object; a captcha nobody solved posts nothing and says so.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  interactionsFor,
  pageFor,
  screenCases,
} from '../../test-fixtures/default-screen-driver.js';
import { installFakeWebAuthn } from '../../test-fixtures/fake-webauthn.js';
import { listScreens, type ScreenName } from '../catalogue/catalogue.js';
import type { UniversalLoginContext } from '../context/types.js';
import { captureSubmissions, declaredSubmission, installContext } from '../testing/index.js';
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

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(listScreens())('%s', (screen) => {
  test.each(screenCases(screen))(
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
            const declared = await declaredSubmission(
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
