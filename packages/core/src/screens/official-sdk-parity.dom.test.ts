// @vitest-environment jsdom
/**
 * The official SDK (@auth0/auth0-acul-js@1.8.0) as the oracle. Its screen classes and their public
 * methods are enumerated at run time; every one needs a member of the same name on the object
 * `createScreen(name)` returns (or sits in KNOWN_MISSING, which must be exact). Every form-posting
 * method is then called on both with the same inputs, and the recorded forms must match: method,
 * resolved URL and the fields and values, except the SDK's telemetry field `acul-sdk`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeWebAuthn, installFakeWebAuthn } from '../../test-fixtures/fake-webauthn.js';
import { recordFormPosts } from '../../test-fixtures/form-posts.js';
import { importOfficial } from '../../test-fixtures/official-sdk.js';
import { contextFor, richContextFor } from '../../test-fixtures/oracle-contexts.js';
import type { ScreenName } from '../catalogue/catalogue.js';
import { createScreen } from './create-screen.js';
import { DECLARATIONS } from './declarations/index.js';

const SDK_SCREENS = readdirSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../node_modules/@auth0/auth0-acul-js/dist/screens',
  ),
).sort();

/**
 * SDK members screenkit does not have yet, by screen. The test fails if one of these turns up
 * (remove it here) or if anything else is missing, so this list is the exact gap.
 */
const KNOWN_MISSING: Record<string, readonly string[]> = {};

/**
 * Fields the SDK posts that screenkit deliberately does not, by `screen.method`. The only one:
 * roaming enrollment's showError spreads its payload, so the error object also goes out as the
 * string "[object Object]" next to the `showError::<json>` action that carries it.
 */
const KNOWN_EXTRA_SDK_FIELDS: Record<string, readonly string[]> = {
  'mfa-webauthn-roaming-enrollment.showError': ['error'],
};

/** Members that read or validate rather than post: checked for presence only. */
const NOT_POSTS = new Set([
  'getContext',
  'getErrors',
  'getLoginIdentifiers',
  'getSignupIdentifiers',
  'validatePassword',
  'validateUsername',
  'resendManager',
  'pollingManager',
  'registerPasskeyAutofill',
]);

const ERROR = {
  name: 'NotAllowedError',
  message: 'The operation either timed out or was not allowed.',
};

/** Inputs per method (`screen.method` or `method`); each entry is one call's argument list. */
const INPUTS: Record<string, unknown[][]> = {
  login: [
    [{ username: 'ada@example.com', password: 'pw-1', captcha: 'cap' }],
    [{ identifier: 'ada@example.com', identifierType: 'email', password: 'pw-1' }],
    [{ identifier: '2015550123', identifierType: 'phone', phoneCountryCode: 'US', password: 'pw' }],
    [{ identifier: '2015550123', identifierType: 'phone', password: 'pw' }],
  ],
  'login-id.login': [
    [{ username: 'ada@example.com', captcha: 'cap' }],
    [{ identifier: 'ada', identifierType: 'username' }],
    [{ identifier: '2015550123', identifierType: 'phone', phoneCountryCode: ' US ' }],
  ],
  'login-password.login': [[{ username: 'ada@example.com', password: 'pw-1', captcha: 'cap' }]],
  federatedLogin: [[{ connection: 'google-oauth2' }]],
  federatedSignup: [[{ connection: 'github', 'ulp-extra': 'x' }]],
  switchConnection: [[{ connection: 'email' }]],
  googleOneTap: [[{ one_tap_credential: 'eyJ.token' }]],
  'signup.signup': [
    [
      {
        email: 'ada@example.com',
        password: 'pw',
        phoneNumber: '2015550123',
        phoneCountryCode: 'US',
      },
    ],
    [{ username: 'ada', password: 'pw', phoneNumber: '2015550123' }],
  ],
  'signup-id.signup': [
    [{ email: 'ada@example.com', phone: '2015550123', phoneCountryCode: 'US' }],
    [{ username: 'ada' }],
  ],
  'signup-password.signup': [
    [{ email: 'ada@example.com', password: 'pw', phoneNumber: '2015550123' }],
    [{ email: 'ada@example.com', password: 'pw', phoneNumber: ' ' }],
  ],
  resetPassword: [[{ username: 'ada@example.com', captcha: 'c' }]],
  'reset-password.resetPassword': [
    [{ 'password-reset': 'Pw-1!aaaa', 're-enter-password': 'Pw-1!aaaa' }],
  ],
  continue: [
    [{ code: '123456', rememberDevice: true }],
    [{ code: '654321', rememberDevice: false }],
  ],
  'reset-password-mfa-recovery-code-challenge.continue': [['RECOVERY123', { 'ulp-x': 'y' }]],
  'mfa-recovery-code-enrollment.continue': [[{ isCodeCopied: true }], [{ isCodeCopied: false }]],
  'mfa-push-challenge-push.continue': [[{ rememberDevice: true }], [{}]],
  'mfa-push-enrollment-qr.continue': [[{ rememberDevice: true }], []],
  'mfa-phone-challenge.continue': [[{ type: 'sms' }]],
  'reset-password-mfa-phone-challenge.continue': [[{ type: 'voice' }]],
  'mfa-voice-enrollment.continue': [[{ phone: '+12015550123' }]],
  'device-code-activation.continue': [[{ code: 'ABCD-EFGH' }], [{}]],
  continueEnrollment: [[{ phone: '+12015550123', type: 'sms' }]],
  resendPushNotification: [[{ rememberDevice: true }], [{}]],
  continueMfaSmsChallenge: [[{ code: '123456', rememberDevice: true }], [{ code: '1' }]],
  submitCode: [[{ code: '123456', captcha: 'c' }]],
  submitOTP: [[{ code: '123456', username: '+12015550123' }]],
  continueWithCode: [[{ code: '123456' }]],
  submitEmailChallenge: [[{ code: '111222' }]],
  submitPhoneChallenge: [[{ code: '111222' }]],
  continuePhoneEnrollment: [[{ type: 'voice' }]],
  continueWithNewNickname: [[{ nickname: 'YubiKey 5' }]],
  selectCountryCode: [[{ country_code: 'US', phone_prefix: '+1' }]],
  selectMfaEmail: [[{ index: 1 }], [{ index: 9 }]],
  selectPhoneNumber: [[{ index: 0 }], [{ index: 4 }]],
  selectMfaPushDevice: [[{ deviceIndex: 1, 'ulp-x': 'y' }]],
  enroll: [[{ action: 'otp' }]],
  'mfa-push-welcome.enroll': [[{ 'ulp-x': 'y' }]],
  'mfa-webauthn-roaming-enrollment.enroll': [[{ 'ulp-x': 'y' }]],
  confirmLogout: [[{ action: 'accept' }], [{ action: 'deny', 'ulp-x': 'y' }]],
  selectOrganization: [[{ organization: 'org_123', state: 'st_oracle' }]],
  continueWithOrganizationName: [[{ organizationName: 'acme' }]],
  submitCaptcha: [[{ captcha: 'captcha-answer' }]],
  abortPasskeyEnrollment: [[{ doNotShowAgain: true }], [{ doNotShowAgain: false }]],
  changeLanguage: [[{ language: 'fr', persist: 'session' }]],
  verify: [[{ rememberDevice: true }], []],
  continueWithPasskey: [[{ rememberDevice: true }]],
  useSecurityKey: [[{ rememberDevice: true }]],
  reportBrowserError: [[{ error: ERROR }]],
  reportWebAuthnError: [[{ error: { ...ERROR, code: 'x', extra: 'dropped' } }]],
  showError: [[{ error: ERROR }]],
  'reset-password-mfa-webauthn-roaming-challenge.showError': [
    [{ error: ERROR, rememberDevice: true }],
  ],
  'reset-password-mfa-webauthn-roaming-challenge.tryAnotherMethod': [[{ rememberDevice: true }]],
};
const DEFAULT_INPUTS: unknown[][] = [[], [{ 'ulp-custom': 'value', n: 3, flag: true }]];

type Recorded = { method: string; url: string; fields: [string, string][] } | { threw: string };

const sortFields = (fields: [string, string][]) =>
  [...fields].sort((a, b) => (a[0] === b[0] ? a[1].localeCompare(b[1]) : a[0].localeCompare(b[0])));

async function record(
  url: string,
  skip: readonly string[],
  run: () => Promise<unknown>,
): Promise<Recorded[]> {
  const posted = recordFormPosts(url);
  const results: Recorded[] = [];
  try {
    await run();
  } catch (error) {
    results.push({ threw: (error as Error).name });
  } finally {
    vi.restoreAllMocks();
  }
  for (const form of posted) {
    const fields = [...new FormData(form).entries()].map(
      ([k, v]) => [k, String(v)] as [string, string],
    );
    results.unshift({
      method: form.method,
      url: form.action,
      fields: sortFields(fields.filter(([name]) => name !== 'acul-sdk' && !skip.includes(name))),
    });
  }
  document.body.innerHTML = '';
  return results;
}

type SdkClass = (new () => Record<string, (...args: unknown[]) => Promise<unknown>>) & {
  prototype: object;
};
const sdk: Record<string, SdkClass> = {};
let BaseContext: { context: unknown };
let webauthn: FakeWebAuthn;

function sdkMembers(screen: string): string[] {
  const names: string[] = [];
  for (
    let proto = sdk[screen]?.prototype;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto))
      if (name !== 'constructor' && !names.includes(name)) names.push(name);
  }
  return names;
}

function sdkScreenObject(screen: string, make = contextFor) {
  BaseContext.context = null; // the SDK caches the first context it reads
  (window as unknown as Record<string, unknown>).universal_login_context = make(
    screen as ScreenName,
  );
  return new (sdk[screen] as SdkClass)();
}

const counts = { screens: 0, members: 0, missing: 0, calls: 0, identical: 0, throwBoth: 0 };

describe('parity with the official SDK (@auth0/auth0-acul-js@1.8.0)', async () => {
  for (const screen of SDK_SCREENS) {
    sdk[screen] = (
      (await importOfficial<{ default: SdkClass }>(`screens/${screen}/index.js`)) as {
        default: SdkClass;
      }
    ).default;
  }
  ({ BaseContext } = await importOfficial<{ BaseContext: { context: unknown } }>(
    'models/base-context.js',
  ));

  beforeEach(() => {
    webauthn = installFakeWebAuthn();
  });
  afterEach(() => {
    webauthn.uninstall();
    delete (window as unknown as Record<string, unknown>).universal_login_context;
  });
  afterAll(() => {
    console.log(
      `official SDK parity: ${counts.screens} screens, ${counts.members} members (${counts.missing} known missing), ` +
        `${counts.calls} form-posting calls: ${counts.identical} identical posts, ${counts.throwBoth} refused by both`,
    );
  });

  it('the SDK has 80 screen classes, each a screen of the catalogue', () => {
    expect(SDK_SCREENS).toHaveLength(80);
    for (const screen of SDK_SCREENS) expect(DECLARATIONS).toHaveProperty([screen]);
  });

  it('every public member of every SDK screen class has a counterpart of the same name (KNOWN_MISSING is exact)', () => {
    const missing: Record<string, string[]> = {};
    for (const screen of SDK_SCREENS) {
      const ours = createScreen(
        screen as ScreenName,
        contextFor(screen as ScreenName),
      ) as unknown as Record<string, unknown>;
      counts.screens++;
      for (const member of sdkMembers(screen)) {
        counts.members++;
        if (typeof ours[member] !== 'function')
          missing[screen] = [...(missing[screen] ?? []), member];
      }
    }
    counts.missing = Object.values(missing).flat().length;
    expect(missing, JSON.stringify(missing)).toEqual(KNOWN_MISSING);
  });

  // The reading members answer the same as the SDK's on the same context.
  const READERS: Record<string, unknown[]> = {
    getLoginIdentifiers: [],
    getSignupIdentifiers: [],
    validatePassword: ['abc'],
    validateUsername: ['ab'],
    getErrors: [],
  };
  it('reading members (identifiers, password and username checks, errors) answer as the SDK does', () => {
    let compared = 0;
    for (const screen of SDK_SCREENS) {
      for (const member of sdkMembers(screen).filter((m) => m in READERS)) {
        const args = READERS[member] as unknown[];
        const theirs = sdkScreenObject(screen)[member]?.(...args);
        const object = createScreen(screen as ScreenName, contextFor(screen as ScreenName));
        const ours = (object as unknown as Record<string, (...a: unknown[]) => unknown>)[member]?.(
          ...args,
        );
        expect(JSON.parse(JSON.stringify(ours ?? null)), `${screen}.${member}`).toEqual(
          JSON.parse(JSON.stringify(theirs ?? null)),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(80);
  });

  for (const screen of SDK_SCREENS) {
    const posting = () =>
      sdkMembers(screen).filter((m) => !NOT_POSTS.has(m) && !KNOWN_MISSING[screen]?.includes(m));
    it(`${screen}: every action posts the form the SDK posts`, async () => {
      const url = `/u/${screen}?state=st_oracle`;
      // The plain context, and the rich one (connection options, identifiers, errors, captcha...).
      for (const make of [contextFor, richContextFor])
        for (const method of posting()) {
          for (const args of INPUTS[`${screen}.${method}`] ?? INPUTS[method] ?? DEFAULT_INPUTS) {
            const extra = KNOWN_EXTRA_SDK_FIELDS[`${screen}.${method}`] ?? [];
            const theirs = await record(url, extra, async () => {
              await sdkScreenObject(screen, make)[method]?.(...structuredClone(args));
            });
            const ours = await record(url, [], async () => {
              const object = createScreen(
                screen as ScreenName,
                make(screen as ScreenName),
              ) as unknown as Record<string, (...a: unknown[]) => Promise<void>>;
              await object[method]?.(...structuredClone(args));
            });
            counts.calls++;
            const label = `${screen}.${method}(${JSON.stringify(args)})`;
            if ('threw' in (theirs[0] ?? {})) {
              expect(ours.length, `${label}: the SDK refused it, screenkit posted`).toBe(1);
              expect(ours[0], label).toHaveProperty('threw');
              counts.throwBoth++;
              continue;
            }
            expect(
              ours,
              `${label}\n  screenkit: ${JSON.stringify(ours)}\n  SDK:       ${JSON.stringify(theirs)}`,
            ).toEqual(theirs);
            expect(theirs, label).toHaveLength(1);
            counts.identical++;
          }
        }
    });
  }
});
