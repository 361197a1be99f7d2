/**
 * How a login joins or enters an organization, over real HTTP with the pages' form posts:
 * an accepted invitation gives its roles and metadata; signup follows the connection's
 * `disable_signup` and the organization connection's `is_signup_enabled`; a browser with a
 * session meets the pre-login organization picker.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, organizations } from '../src/index.js';
import { client, start } from './http.js';
import { renderAdvanced } from './support/advanced-rendering.js';
import { errorCodes, flowDriver, screenOf, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let clientId: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, []);
  api = client(server);
  await renderAdvanced(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['signup-id', 'signup-id'],
    ['signup-password', 'signup-password'],
    ['organizations', 'pre-login-organization-picker'],
    ['organizations', 'organization-selection'],
    ['invitation', 'accept-invitation'],
    ['consent', 'consent'],
  ]);
  const route = await api('PATCH', `/clients/${clientId}`, {
    initiate_login_uri: 'https://bank.example.com/login',
  });
  expect(route.status).toBe(200);
});
afterAll(() => server.close());

const orgNamed = (name: string) => {
  const found = organizations(server.store)
    .list()
    .find((o) => o.name === name);
  if (!found) throw new Error(`no organization ${name}`);
  return found;
};

describe('invitations', () => {
  test("accepting an invitation gives the invitation's roles and metadata", async () => {
    const globex = orgNamed('globex');
    const admin = (await api('POST', '/roles', { name: 'billing-admin' })).body;
    const unknownRole = await api('POST', `/organizations/${globex.id}/invitations`, {
      inviter: { name: 'Jane Doe' },
      invitee: { email: 'lee@example.com' },
      client_id: clientId,
      roles: ['rol_missing'],
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body).toMatchObject({ errorCode: 'invalid_body' });
    const created = await api('POST', `/organizations/${globex.id}/invitations`, {
      inviter: { name: 'Jane Doe' },
      invitee: { email: 'lee@example.com' },
      client_id: clientId,
      roles: [admin.id],
      app_metadata: { plan: 'gold' },
      user_metadata: { team: 'finance' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = new URL(created.body.invitation_url);

    const browser = flowDriver(server, clientId);
    const accept = await browser.authorize({
      invitation: url.searchParams.get('invitation') ?? '',
      organization: url.searchParams.get('organization') ?? '',
    });
    expect(screenOf(accept)).toBe('accept-invitation');
    const signup = await browser.post(accept, {});
    const consent = await browser.post(signup, { password: 'Brave-Otter-51!' });
    expect(screenOf(consent)).toBe('consent');
    const { id } = await browser.tokens((await browser.post(consent, { action: 'accept' })).url);
    const userId = String(id.sub);

    const roles = await api('GET', `/organizations/${globex.id}/members/${userId}/roles`);
    expect(roles.body).toEqual([{ id: admin.id, name: 'billing-admin' }]);
    const user = await api('GET', `/users/${encodeURIComponent(userId)}`);
    expect(user.body).toMatchObject({
      app_metadata: { plan: 'gold' },
      user_metadata: { team: 'finance' },
      logins_count: 1,
    });
  });
});

describe('signup switches', () => {
  const signupLink = (page: { context: { screen: { links?: Record<string, string> } } }) =>
    page.context.screen.links?.signup;

  test("an organization's connection without is_signup_enabled offers and takes no signup", async () => {
    const browser = flowDriver(server, clientId);
    const acme = orgNamed('acme');
    const login = await browser.authorize({ organization: 'acme' });
    expect(screenOf(login)).toBe('login-id');
    expect(login.context.transaction.connection.options.signup_enabled).toBe(false);
    expect(signupLink(login)).toBeUndefined();
    // screen_hint=signup opens the login instead; the signup screen cannot be reached.
    const hinted = await browser.authorize({ organization: 'acme', screen_hint: 'signup' });
    expect(screenOf(hinted)).toBe('login-id');
    const jump = new URL(`/u/signup-id?state=${hinted.context.transaction.state}`, server.url);
    expect((await browser.open(jump)).status).toBe(400);

    // Organization signup works only with membership on login (the service's docs).
    const [db] = (await api('GET', '/connections?name=Username-Password-Authentication')).body;
    const path = `/organizations/${acme.id}/enabled_connections/${db.id}`;
    expect((await api('PATCH', path, { is_signup_enabled: true })).status).toBe(200);
    const alone = await browser.authorize({ organization: 'acme', screen_hint: 'signup' });
    expect(screenOf(alone)).toBe('login-id');
    const on = await api('PATCH', path, { assign_membership_on_login: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    try {
      const signup = await browser.authorize({ organization: 'acme', screen_hint: 'signup' });
      expect(screenOf(signup)).toBe('signup-id');
      expect(signup.context.transaction.connection.options.signup_enabled).toBe(true);
      const password = await browser.post(signup, { email: 'kim@example.com' });
      const consent = await browser.post(password, { password: 'Brave-Otter-51!' });
      expect(screenOf(consent)).toBe('consent');
      const { id } = await browser.tokens((await browser.post(consent, { action: 'accept' })).url);
      expect(id).toMatchObject({ email: 'kim@example.com', org_name: 'acme' });
      expect(orgNamed('acme').members).toContain(String(id.sub));
    } finally {
      await api('PATCH', path, { is_signup_enabled: false, assign_membership_on_login: false });
    }
  });

  test('a connection with disable_signup: no signup offered, a signup post refused', async () => {
    const browser = flowDriver(server, clientId);
    const signup = await browser.authorize({ screen_hint: 'signup' });
    expect(screenOf(signup)).toBe('signup-id');
    expect(signupLink(signup)).toMatch(/^\/u\/signup-id\?state=/);
    const [db] = (await api('GET', '/connections?name=Username-Password-Authentication')).body;
    const setSignup = (disable: boolean) =>
      api('PATCH', `/connections/${db.id}`, {
        options: { ...db.options, disable_signup: disable },
      });
    expect((await setSignup(true)).status).toBe(200);
    try {
      // The page was open when signups were switched off: its post is refused.
      const refused = await browser.post(signup, { email: 'max@example.com' });
      expect(refused.status).toBe(400);
      expect(errorCodes(refused)).toEqual(['signup-disabled']);
      expect(refused.context.transaction.connection.options.signup_enabled).toBe(false);
      const login = await browser.authorize({ screen_hint: 'signup' });
      expect(screenOf(login)).toBe('login-id');
      expect(signupLink(login)).toBeUndefined();
    } finally {
      expect((await setSignup(false)).status).toBe(200);
    }
  });
});

describe('pre-login organization picker', () => {
  test("a browser with a session picks one of its user's organizations and goes on as that user", async () => {
    const sam = (await api('GET', '/users?q=sam%40example.com')).body[0];
    const globex = orgNamed('globex');
    await api('POST', `/organizations/${globex.id}/members`, { members: [sam.user_id] });
    const setClient = (body: Record<string, unknown>) => api('PATCH', `/clients/${clientId}`, body);
    await setClient({
      organization_usage: 'require',
      organization_require_behavior: 'pre_login_prompt',
    });
    try {
      // No session yet: the name prompt; signing in there opens the browser's session.
      const browser = flowDriver(server, clientId);
      const selection = await browser.authorize();
      expect(screenOf(selection)).toBe('organization-selection');
      const loginId = await browser.post(selection, { organizationName: 'acme' });
      const password = await browser.post(loginId, { username: 'sam@example.com' });
      const consent = await browser.post(password, { password: 'Quiet-River-82!' });
      expect(browser.cookie('auth0')).toMatch(/^[\w-]{20,}$/);
      await browser.tokens((await browser.post(consent, { action: 'accept' })).url);

      // The next login in that browser lists sam's organizations before any credentials.
      const picker = await browser.authorize();
      expect(screenOf(picker)).toBe('pre-login-organization-picker');
      expect(picker.context.user).toMatchObject({ id: sam.user_id, email: 'sam@example.com' });
      const names = (list: Array<{ name: string }>) => list.map((o) => o.name);
      expect(names(picker.context.user.organizations)).toEqual(['acme', 'globex']);
      expect(names(picker.context.screen.data.organizations)).toEqual(['acme', 'globex']);
      expect(picker.context.screen.texts.title).toBe('Choose an organization');
      expect(errorCodes(await browser.post(picker, { organization: 'org_notsams' }))).toEqual([
        'invalid-organization',
      ]);
      // The SDK's selectOrganization: the login ends in that organization as sam.
      const done = await browser.post(picker, { organization: globex.id });
      const finished =
        screenOf(done) === 'consent' ? await browser.post(done, { action: 'accept' }) : done;
      const { id } = await browser.tokens(finished.url);
      expect(id).toMatchObject({ sub: sam.user_id, org_id: globex.id, org_name: 'globex' });

      // Skipping leads to the name prompt; a browser without a session gets that prompt.
      const skipped = await browser.post(await browser.authorize(), {
        organizationSkipped: 'true',
      });
      expect(screenOf(skipped)).toBe('organization-selection');
      const stranger = await flowDriver(server, clientId).authorize();
      expect(screenOf(stranger)).toBe('organization-selection');
      expect(screenOf(await browser.authorize({ prompt: 'login' }))).toBe('organization-selection');
    } finally {
      await setClient({ organization_usage: 'allow' });
      await api('DELETE', `/organizations/${globex.id}/members`, { members: [sam.user_id] });
    }
  });
});
