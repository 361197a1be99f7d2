/**
 * First-factor flows through a project's deployed screens (test/cli-project.test.ts runs each
 * on both projects at once): password and signup, identifier first and on one page,
 * passwordless email and SMS codes, social, reset password, passkey login and passkey
 * enrolment. Each ends on the application's callback with a code.
 */
import { DEMO_DATABASE } from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.js';
import {
  authorizeUrl,
  callbackCode,
  codeSentTo,
  type FlowTarget,
  logIn,
  onScreen,
  origin,
  submit,
  userWith,
} from './page-driver.js';

export type Flow = (page: Page, target: FlowTarget) => Promise<void>;

export const password: Flow = async (page, { tenant }) => {
  await logIn(page, tenant, 'sam@example.com', 'Quiet-River-82!');
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

export const signup: Flow = async (page, { tenant }) => {
  const email = `new.${Math.random().toString(36).slice(2)}@example.com`;
  await page.goto(authorizeUrl(tenant, { screen_hint: 'signup' }), { waitUntil: 'commit' });
  await onScreen(page, 'signup-id');
  await submit(page, { 'Email address': email });
  await onScreen(page, 'signup-password');
  expect(await page.locator('.sk-identifier').textContent()).toContain(email);
  await submit(page, { Password: 'Brand-New-Pass-42' });
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

/**
 * Identifier first off (`PATCH /prompts`, for this flow): the single-page screens, a login on
 * `login` and a signup on `signup`, each with its password on the same page.
 */
export const singlePage: Flow = async (page, { tenant, context }) => {
  await tenant.api('PATCH', '/prompts', { identifier_first: false });
  try {
    const user = await userWith(tenant, 'one-page');
    await page.goto(authorizeUrl(tenant), { waitUntil: 'commit' });
    await onScreen(page, 'login');
    await submit(page, { 'Email address': user.email, Password: user.password });
    expect(await callbackCode(page)).toMatch(/.{16,}/);

    await context.clearCookies(); // no login session: the next /authorize asks
    await page.goto(authorizeUrl(tenant, { screen_hint: 'signup' }), { waitUntil: 'commit' });
    await onScreen(page, 'signup');
    await submit(page, {
      'Email address': `new.${Math.random().toString(36).slice(2)}@example.com`,
      Password: 'Brand-New-Pass-42',
    });
    expect(await callbackCode(page)).toMatch(/.{16,}/);
  } finally {
    await tenant.api('PATCH', '/prompts', { identifier_first: true });
  }
};

export const passwordlessEmail: Flow = async (page, { tenant }) => {
  const sent = Date.now() - 1000;
  await page.goto(authorizeUrl(tenant, { connection: 'email' }), { waitUntil: 'commit' });
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': 'sam@example.com' });
  await onScreen(page, 'login-passwordless-email-code');
  await submit(page, { 'Enter the code': await codeSentTo(tenant, 'sam@example.com', sent) });
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

export const passwordlessSms: Flow = async (page, { tenant }) => {
  const sent = Date.now() - 1000;
  const phone = '+14155550199';
  await page.goto(authorizeUrl(tenant, { connection: 'sms' }), { waitUntil: 'commit' });
  await onScreen(page, 'login-id');
  await submit(page, { 'Phone number': phone });
  await onScreen(page, 'login-passwordless-sms-otp');
  await submit(page, { 'Enter the code': await codeSentTo(tenant, phone, sent) });
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

export const social: Flow = async (page, { tenant }) => {
  await page.goto(authorizeUrl(tenant), { waitUntil: 'commit' });
  await onScreen(page, 'login-id');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/_screenkit/social/google-oauth2');
  await page.getByRole('button').first().click();
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

export const resetPassword: Flow = async (page, { tenant }) => {
  const password = `Fresh-Start-${Math.random().toString(36).slice(2, 8)}!`;
  await page.goto(authorizeUrl(tenant), { waitUntil: 'commit' });
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': 'sam@example.com' });
  await onScreen(page, 'login-password');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await onScreen(page, 'reset-password-request');
  await submit(page, { 'Email address': 'sam@example.com' });
  await onScreen(page, 'reset-password-email');
  await page.goto(`${origin(tenant)}/_screenkit/inbox`);
  await page.getByRole('link', { name: 'Reset your password' }).first().click();
  await onScreen(page, 'reset-password');
  await submit(
    page,
    { 'New password': password, 'Re-enter new password': password },
    'Reset password',
  );
  await onScreen(page, 'reset-password-success');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': 'sam@example.com' });
  await onScreen(page, 'login-password');
  await submit(page, { Password: password });
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

/**
 * Progressive enrolment on (the database connection's passkey_options, for this flow): a
 * password login offers passkey-enrollment, the virtual authenticator creates the passkey, and
 * the next login uses it from login-id.
 */
export const passkeyEnrolment: Flow = async (page, { tenant, context }) => {
  const [db] = await tenant.api('GET', `/connections?name=${DEMO_DATABASE}`);
  const setProgressive = (on: boolean) =>
    tenant.api('PATCH', `/connections/${db.id}`, {
      options: {
        ...db.options,
        passkey_options: { ...db.options.passkey_options, progressive_enrollment_enabled: on },
      },
    });
  await setProgressive(true);
  try {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
    const user = await userWith(tenant, 'passkey');
    await logIn(page, tenant, user.email, user.password);
    await onScreen(page, 'passkey-enrollment');
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    expect(await callbackCode(page)).toMatch(/.{16,}/);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => c.userName)).toEqual([user.email]);

    await context.clearCookies(); // no login session: the next login starts on login-id
    await page.goto(authorizeUrl(tenant), { waitUntil: 'commit' });
    await onScreen(page, 'login-id');
    await page.getByRole('button', { name: 'Continue with a passkey' }).click();
    expect(await callbackCode(page)).toMatch(/.{16,}/);
  } finally {
    await setProgressive(false);
  }
};
