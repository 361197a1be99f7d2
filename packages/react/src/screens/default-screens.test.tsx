/**
 * Every default screen of the React renderer, against every built-in fixture variant and a rich
 * context, rendered with the testing kit (`renderScreen`) and driven control by control: what
 * each form and button posts must equal what the declared action posts with the payload the
 * user's input means (core's test-fixtures/default-screen-driver.ts), through core's own screen
 * object. The DOM renderer passes the same test (core's dom/default-screens.dom.test.ts).
 */
import { listScreens, type ScreenName, type UniversalLoginContext } from '@screenkit/core';
import { captureSubmissions, declaredSubmission } from '@screenkit/core/testing';
import { act, cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  interactionsFor,
  pageFor,
  screenCases,
} from '../../../core/test-fixtures/default-screen-driver.js';
import { installFakeWebAuthn } from '../../../core/test-fixtures/fake-webauthn.js';
import { renderScreen } from '../testing/index.js';
import { DEFAULT_SCREENS } from './index.js';

/** The screen rendered with the testing kit; `reset()` starts it over (errors, status) in place. */
async function rendered(context: UniversalLoginContext) {
  const Screen: ComponentType = await DEFAULT_SCREENS[context.screen.name as ScreenName]();
  // A screen that posts by itself does so once per transaction; a resend's cooldown lasts.
  sessionStorage.clear();
  localStorage.clear();
  // Started before the mount: a screen that posts by itself does so as it renders.
  const mountCapture = captureSubmissions();
  let view: ReturnType<typeof renderScreen> | undefined;
  await act(async () => {
    view = renderScreen(<Screen />, { context });
  });
  const shown = view as ReturnType<typeof renderScreen>;
  return {
    root: shown.container,
    mountCapture,
    reset: () => act(async () => shown.store.getState().setContext(context)),
    done() {
      shown.unmount();
      // Captcha scripts the captcha variant injected: a later test loads its own.
      for (const script of document.querySelectorAll('script')) script.remove();
      mountCapture.stop();
    },
  };
}

// The fake WebAuthn (passkey and security-key screens run their ceremonies in jsdom).
let webauthn: ReturnType<typeof installFakeWebAuthn>;
beforeAll(() => {
  webauthn = installFakeWebAuthn();
});
afterAll(() => webauthn.uninstall());
afterEach(cleanup);

describe.each(listScreens())('%s', (screen) => {
  test.each(screenCases(screen))(
    '%s: renders, and every control posts what its action declares',
    async (_variant, context) => {
      const interactions = interactionsFor(context);
      const page = await rendered(context);
      try {
        expect(page.root.querySelector('h1')?.textContent).toBe(pageFor(context).text('title'));
        expect(page.root.textContent).not.toMatch(/\$\{\w+\}/);
        for (const interaction of interactions) {
          if (interaction.name.startsWith('auto ')) {
            const posted = await page.mountCapture.next();
            const declared = await declaredSubmission(
              context,
              interaction.expected?.action as string,
              {},
            );
            expect({ url: posted.url, entries: posted.entries }).toEqual({
              url: declared.url,
              entries: declared.entries,
            });
            continue;
          }
          await page.reset();
          // Each interaction's own capture: every capture sees every post (the declared one too).
          const capture = captureSubmissions();
          await act(async () => interaction.perform(page.root));
          if (interaction.expected) {
            const posted = await capture.next();
            capture.stop();
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
            await act(async () => {});
            capture.stop();
            expect(capture.submissions.length, interaction.name).toBe(0);
            expect(page.root.textContent, interaction.name).toContain(interaction.shows);
          }
        }
      } finally {
        page.done();
      }
    },
  );
});
