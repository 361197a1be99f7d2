/**
 * MFA flows through a project's deployed screens: email, OTP (with a RAR consent), SMS, voice,
 * push (approved on the tenant's local push approval page), WebAuthn roaming and platform
 * (enrolled and challenged with Chromium's virtual authenticator) and the recovery code. Each
 * ends on the application's callback with a code. A flow that needs MFA of everyone sets the
 * tenant's policy for itself and puts it back: flows on one tenant run one after the other.
 */
import { DEMO_TOTP_SECRET, setTenantSettings, tenantSettings } from '@screenkit/dev-server';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.js';
import type { Flow } from './login-flows.js';
import {
  authorizeUrl,
  callbackCode,
  codeSentTo,
  type FlowTenant,
  linkSentTo,
  logIn,
  onScreen,
  submit,
  userWith,
} from './page-driver.js';

export const mfaEmail: Flow = async (page, { tenant }) => {
  const sent = Date.now() - 1000;
  await logIn(page, tenant, 'pat@example.com', 'Amber-Stone-55!');
  await onScreen(page, 'mfa-email-challenge');
  await submit(page, { 'Enter the code': '000000' });
  await page.locator('[data-code="invalid-code"]').first().waitFor();
  await submit(page, { 'Enter the code': await codeSentTo(tenant, 'pat@example.com', sent) });
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

export const mfaOtpWithRar: Flow = async (page, { tenant }) => {
  await page.goto(
    authorizeUrl(tenant, {
      scope: 'openid profile email transfer:funds',
      authorization_details: JSON.stringify([
        {
          type: 'money_transfer',
          instructedAmount: { amount: '120.00', currency: 'EUR' },
          beneficiary: 'Grace Hopper',
        },
      ]),
    }),
    { waitUntil: 'commit' },
  );
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': 'jane@example.com' });
  await onScreen(page, 'login-password');
  await submit(page, { Password: 'Correct-Horse-7' });
  await onScreen(page, 'mfa-otp-challenge');
  const code = new TOTP({ secret: DEMO_TOTP_SECRET }).generate();
  await page.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await onScreen(page, 'customized-consent');
  expect(await page.locator('#root').textContent()).toContain('Grace Hopper');
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

/** A user whose one factor is a phone that gets its codes by `by`. */
const phoneFlow =
  (by: 'sms' | 'voice'): Flow =>
  async (page, { tenant }) => {
    const phone = by === 'sms' ? '+14155550111' : '+14155550122';
    const user = await userWith(tenant, by, [
      { type: 'phone', phone_number: phone, preferred_authentication_method: by },
    ]);
    const sent = Date.now() - 1000;
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, `mfa-${by}-challenge`);
    await submit(page, { 'Enter the code': await codeSentTo(tenant, phone, sent) });
    expect(await callbackCode(page)).toMatch(/.{16,}/);
  };
export const mfaSms = phoneFlow('sms');
export const mfaVoice = phoneFlow('voice');

/** The challenge screen waits; the push's link opens the local approval page, approved there. */
export const mfaPush: Flow = async (page, { tenant, context }) => {
  const user = await userWith(tenant, 'push', [{ type: 'push' }]);
  const sent = Date.now() - 1000;
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  await logIn(page, tenant, user.email, user.password);
  // The phone's authenticator app answers as soon as the push arrives, the page meanwhile
  // showing the challenge and polling.
  const app = await context.newPage();
  try {
    await app.goto(await linkSentTo(tenant, `Guardian app of ${user.email}`, /approve/, sent));
    await app.getByRole('button', { name: 'Approve' }).click();
    await app.getByRole('heading', { name: 'Approved' }).waitFor();
  } finally {
    await app.close();
  }
  expect(await callbackCode(page)).toMatch(/.{16,}/);
  expect(shown).toContain('/u/mfa-push-challenge-push');
};

/** Runs `flow` with the tenant requiring MFA of everyone, enrolling one of `factors`. */
async function requiringMfa(
  tenant: FlowTenant,
  factors: ReturnType<typeof tenantSettings>['mfa']['factors'],
  flow: () => Promise<void>,
): Promise<void> {
  const { store } = tenant.server;
  const before = tenantSettings(store).mfa;
  await setTenantSettings(store, { mfa: { policy: 'all-applications', factors } });
  try {
    await flow();
  } finally {
    await setTenantSettings(store, { mfa: before });
  }
}

/**
 * A security key enrolled at login (factor choice, key, nickname, success, the recovery code
 * saved), then challenged at the next login; the login after that uses the recovery code.
 */
export const webauthnRoamingAndRecoveryCode: Flow = async (page, { tenant, context }) =>
  requiringMfa(tenant, ['otp', 'webauthn-roaming', 'recovery-code'], async () => {
    await addVirtualAuthenticator(context, page, { transport: 'usb' });
    const user = await userWith(tenant, 'roaming');
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, 'mfa-begin-enroll-options');
    await page.getByRole('button', { name: 'Security key' }).click();
    await onScreen(page, 'mfa-webauthn-roaming-enrollment');
    await page.getByRole('button', { name: 'Use security key' }).click();
    await onScreen(page, 'mfa-webauthn-change-key-nickname');
    await submit(page, { 'Security key name': 'Blue key' });
    await onScreen(page, 'mfa-webauthn-enrollment-success');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await onScreen(page, 'mfa-recovery-code-enrollment');
    const recoveryCode =
      (await page.locator('.sk-secret-value').first().textContent())?.trim() ?? '';
    expect(recoveryCode).toMatch(/^[A-Z2-9]{24}$/);
    await page.getByLabel('I have safely recorded this code').check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect(await callbackCode(page)).toMatch(/.{16,}/);

    await context.clearCookies(); // no login session: the next login asks again
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, 'mfa-webauthn-roaming-challenge');
    await page.getByRole('button', { name: 'Use security key' }).click();
    expect(await callbackCode(page)).toMatch(/.{16,}/);

    await context.clearCookies();
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, 'mfa-webauthn-roaming-challenge');
    await page.getByRole('button', { name: 'Try another method' }).click();
    await onScreen(page, 'mfa-login-options');
    await page.getByRole('button', { name: 'Recovery code' }).click();
    await onScreen(page, 'mfa-recovery-code-challenge');
    await submit(page, { 'Enter the code': recoveryCode });
    expect(await callbackCode(page)).toMatch(/.{16,}/);
  });

/**
 * Device biometrics (the platform authenticator) enrolled at login, then challenged (the
 * tenant offers no recovery code here: the login ends right after enrolment).
 */
export const webauthnPlatform: Flow = async (page, { tenant, context }) =>
  requiringMfa(tenant, ['webauthn-platform'], async () => {
    await addVirtualAuthenticator(context, page);
    const user = await userWith(tenant, 'platform');
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, 'mfa-webauthn-platform-enrollment');
    await page.getByRole('button', { name: 'Use this device' }).click();
    expect(await callbackCode(page)).toMatch(/.{16,}/);

    await context.clearCookies();
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, 'mfa-webauthn-platform-challenge');
    await page.getByRole('button', { name: 'Use this device' }).click();
    expect(await callbackCode(page)).toMatch(/.{16,}/);
  });
