/**
 * Flows around the login through a project's deployed screens: organizations (the name prompt
 * before login, the pickers before and after it), an organization invitation, the blocked
 * account's unblock link, logout (the question, its two answers, and `/v2/logout`) and the
 * device flow from `/activate`. Logins end on the application's callback with a code; logout
 * on its result screens and the device flow on its activation result and the device's tokens.
 */
import { expect } from 'vitest';
import type { Flow } from './login-flows.js';
import {
  application,
  authorizeUrl,
  callbackCode,
  type FlowTenant,
  linkSentTo,
  logIn,
  onScreen,
  origin,
  submit,
  userWith,
} from './page-driver.js';

/** The organization named `name` of the demo tenant. */
async function organization(tenant: FlowTenant, name: string): Promise<{ id: string }> {
  return tenant.api('GET', `/organizations/name/${name}`);
}

/** A new user, member of the demo tenant's organizations `names`. */
async function memberOf(tenant: FlowTenant, names: string[]) {
  const user = await userWith(tenant, 'member');
  for (const name of names) {
    const { id } = await organization(tenant, name);
    await tenant.api('POST', `/organizations/${id}/members`, { members: [user.id] });
  }
  return user;
}

/**
 * An application that requires an organization and asks before login: organization-selection
 * (the name typed) for a new browser, then, once the browser has a session, the pre-login
 * organization picker listing the user's organizations.
 */
export const organizationSelection: Flow = async (page, { tenant }) => {
  const app = await application(tenant, {
    organization_usage: 'require',
    organization_require_behavior: 'pre_login_prompt',
  });
  const user = await memberOf(tenant, ['acme']);
  await page.goto(authorizeUrl(tenant, {}, app.client_id), { waitUntil: 'commit' });
  await onScreen(page, 'organization-selection');
  await submit(page, { 'Organization name': 'acme' });
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': user.email });
  await onScreen(page, 'login-password');
  await submit(page, { Password: user.password });
  expect(await callbackCode(page)).toMatch(/.{16,}/);

  // The browser's session knows the user: their organizations are listed before any credentials.
  await page.goto(authorizeUrl(tenant, {}, app.client_id), { waitUntil: 'commit' });
  await onScreen(page, 'pre-login-organization-picker');
  await page.getByRole('button', { name: 'Acme Corp' }).click();
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

/** An application that requires an organization and asks after login: jane picks one of two. */
export const organizationPicker: Flow = async (page, { tenant }) => {
  const app = await application(tenant, {
    organization_usage: 'require',
    organization_require_behavior: 'post_login_prompt',
  });
  const user = await memberOf(tenant, ['acme', 'globex']);
  await logIn(page, tenant, user.email, user.password, {}, app.client_id);
  await onScreen(page, 'organization-picker');
  await page.getByRole('button', { name: 'Globex' }).click();
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

/**
 * An invitation to globex from the Management API: its email's link goes to the application's
 * login route, which starts /authorize with the invitation; accept-invitation, then signup.
 */
export const invitation: Flow = async (page, { tenant }) => {
  await tenant.api('PATCH', `/clients/${tenant.demoClientId}`, {
    initiate_login_uri: 'https://bank.example.com/login',
  });
  const globex = await organization(tenant, 'globex');
  const email = `invitee.${Math.random().toString(36).slice(2)}@example.com`;
  const sent = Date.now() - 1000;
  await tenant.api('POST', `/organizations/${globex.id}/invitations`, {
    inviter: { name: 'Jane Doe' },
    invitee: { email },
    client_id: tenant.demoClientId,
  });
  // The application's login route passes the link's parameters on to /authorize.
  const link = new URL(await linkSentTo(tenant, email, /./, sent));
  await page.goto(
    authorizeUrl(tenant, {
      invitation: link.searchParams.get('invitation') ?? '',
      organization: link.searchParams.get('organization') ?? '',
    }),
    { waitUntil: 'commit' },
  );
  await onScreen(page, 'accept-invitation');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await onScreen(page, 'signup-password');
  await submit(page, { Password: 'Invited-Pass-42!' });
  expect(await callbackCode(page)).toMatch(/.{16,}/);
};

/**
 * Ten wrong passwords block the account and email its owner an unblock link: the link opens
 * brute-force-protection-unblock, its button unblocks (-success), the owner logs in; the same
 * link again ends on -failure.
 */
export const bruteForceUnblock: Flow = async (page, { tenant }) => {
  const user = await userWith(tenant, 'blocked');
  const sent = Date.now() - 1000;
  await logIn(page, tenant, user.email, 'Wrong-Pass-0');
  await page.locator('[data-code="wrong-credentials"]').first().waitFor();
  // Eight more guesses, scripted as an attacker's are: posted by the page itself (its origin,
  // its cookies), as its form would.
  const guessed = await page.evaluate(async () => {
    const statuses: number[] = [];
    const state = new URL(location.href).searchParams.get('state') ?? '';
    for (let i = 1; i < 9; i++) {
      const body = new URLSearchParams({ state, password: `Wrong-Pass-${i}` });
      statuses.push((await fetch(location.href, { method: 'POST', body })).status);
    }
    return statuses;
  });
  expect(guessed).toEqual(Array(8).fill(400));
  // The tenth, typed (the next page's load awaited from before the click): blocked.
  await Promise.all([page.waitForEvent('load'), submit(page, { Password: 'Wrong-Pass-9' })]);
  await page.locator('[data-code="too-many-attempts"]').first().waitFor();
  const link = await linkSentTo(tenant, user.email, /blocked/, sent);
  await page.goto(link);
  await onScreen(page, 'brute-force-protection-unblock');
  await page.getByRole('button', { name: 'Unblock my account' }).click();
  await onScreen(page, 'brute-force-protection-unblock-success');
  await logIn(page, tenant, user.email, user.password);
  expect(await callbackCode(page)).toMatch(/.{16,}/);
  await page.goto(link);
  await onScreen(page, 'brute-force-protection-unblock-failure');
};

/**
 * A logged-in browser: an end-session request naming no session asks (logout); "No" keeps the
 * session (logout-aborted), "Yes, log out" ends it (logout-complete) and the next /authorize
 * asks to log in. `/v2/logout` never asks: straight to logout-complete.
 */
export const logout: Flow = async (page, { tenant }) => {
  const user = await userWith(tenant, 'leaving');
  await logIn(page, tenant, user.email, user.password);
  expect(await callbackCode(page)).toMatch(/.{16,}/);
  const endSession = `${origin(tenant)}/oidc/logout?client_id=${tenant.demoClientId}`;
  await page.goto(endSession);
  await onScreen(page, 'logout');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await onScreen(page, 'logout-aborted');
  await page.goto(endSession);
  await onScreen(page, 'logout');
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await onScreen(page, 'logout-complete');
  await page.goto(authorizeUrl(tenant), { waitUntil: 'commit' });
  await onScreen(page, 'login-id');
  await page.goto(`${origin(tenant)}/v2/logout?client_id=${tenant.demoClientId}`);
  await onScreen(page, 'logout-complete');
};

/**
 * A TV asks for codes (`/oauth/device/code`); the person opens `/activate`, types the code
 * (device-code-activation), logs in, confirms (device-code-confirmation) and sees
 * device-code-activation-allowed; the TV's next poll gets its tokens.
 */
export const deviceFlow: Flow = async (page, { tenant }) => {
  const tv = await tenant.api('POST', '/clients', {
    name: 'TV App',
    app_type: 'native',
    token_endpoint_auth_method: 'none',
    grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
  });
  const asked = await fetch(`${tenant.server.url}/oauth/device/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: tv.client_id, scope: 'openid profile' }),
  });
  expect(asked.status).toBe(200);
  const device = (await asked.json()) as { device_code: string; user_code: string };
  const user = await userWith(tenant, 'viewer');
  await page.goto(`${origin(tenant)}/activate`);
  await onScreen(page, 'device-code-activation');
  await page.locator('input[name="code"]').fill(device.user_code);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': user.email });
  await onScreen(page, 'login-password');
  await submit(page, { Password: user.password });
  await onScreen(page, 'device-code-confirmation');
  expect(await page.locator('#root').textContent()).toContain(device.user_code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await onScreen(page, 'device-code-activation-allowed');
  const polled = await fetch(`${tenant.server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: device.device_code,
      client_id: tv.client_id,
    }),
  });
  expect(polled.status).toBe(200);
  expect(await polled.json()).toMatchObject({ id_token: expect.any(String) });
};
