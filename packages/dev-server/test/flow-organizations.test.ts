/**
 * Organizations and the tenant's presentation in the login flow, over real HTTP: logging in to
 * an organization by name, the post-login organization picker and the pre-login
 * organization-selection screen, a non-member refused with the service's `access_denied`,
 * `org_id` / `org_name` in both tokens; texts in the locale `ui_locales` picks, and the
 * tenant's branding and settings in the context. Then how a login joins or enters an
 * organization: an accepted invitation gives its roles and metadata; signup follows the
 * connection's `disable_signup` and the organization connection's `is_signup_enabled`; a
 * browser with a session meets the pre-login organization picker. One file, one seeded tenant:
 * seeding costs more than these tests.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, organizations } from '../src/index.js';
import { type Call, client, start } from './http.js';
import { renderAdvanced } from './support/advanced-rendering.js';
import {
  errorCodes,
  flowDriver,
  type Page,
  readInbox,
  screenOf,
  seedFlowTenant,
} from './support/flow-driver.js';

let server: DevServer;
let clientId: string;
let driver: ReturnType<typeof flowDriver>;
const open: typeof driver.open = (url) => driver.open(url);
const post: typeof driver.post = (page, fields) => driver.post(page, fields);
const authorize: typeof driver.authorize = (extra) => driver.authorize(extra);
const tokens: typeof driver.tokens = (callback) => driver.tokens(callback);

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, []);
  driver = flowDriver(server, clientId);
  await renderAdvanced(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['mfa-otp', 'mfa-otp-challenge'],
    ['organizations', 'organization-picker'],
    ['organizations', 'organization-selection'],
    ['organizations', 'pre-login-organization-picker'],
    ['invitation', 'accept-invitation'],
    ['signup-id', 'signup-id'],
    ['signup-password', 'signup-password'],
    ['consent', 'consent'],
  ]);
});
afterAll(() => server.close());

const orgNamed = (name: string) =>
  organizations(server.store)
    .list()
    .find((o) => o.name === name);
const setClient = async (body: Record<string, unknown>) => {
  const res = await client(server)('PATCH', `/clients/${clientId}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** The organization's members, as the Management API lists them. */
const memberIds = async (orgId: string) =>
  ((await api('GET', `/organizations/${orgId}/members`)).body as Array<{ user_id: string }>).map(
    (m) => m.user_id,
  );
/** An organization that must exist. */
const orgOf = (name: string) => {
  const found = orgNamed(name);
  if (!found) throw new Error(`no organization ${name}`);
  return found;
};
/** The Management API of the suite's server. */
const api: Call = (method, path, body, token) => client(server)(method, path, body, token);

async function signIn(email: string, password: string, extra: Record<string, string> = {}) {
  const first = await authorize(extra);
  const next = screenOf(first) === 'login-id' ? await post(first, { username: email }) : first;
  return post(next, { username: email, password });
}

describe('organizations in the login flow', () => {
  test('organization=acme: the context names it, the tokens carry org_id and org_name', async () => {
    const start = await authorize({ organization: 'acme' });
    expect(start.context.organization).toMatchObject({
      id: orgNamed('acme')?.id,
      name: 'acme',
      display_name: 'Acme Corp',
      usage: 'allow',
      branding: { colors: { primary: '#0a7d55' } },
    });
    const password = await post(start, { username: 'sam@example.com' });
    const consent = await post(password, {
      username: 'sam@example.com',
      password: 'Quiet-River-82!',
    });
    expect(screenOf(consent)).toBe('consent');
    expect(consent.context.user.organizations.map((o: { name: string }) => o.name)).toEqual([
      'acme',
    ]);
    const callback = await post(consent, { action: 'accept' });
    const { id, access } = await tokens(callback.url);
    expect(id).toMatchObject({ org_id: orgNamed('acme')?.id, org_name: 'acme' });
    expect(access).toMatchObject({ org_id: orgNamed('acme')?.id, org_name: 'acme' });
  });

  test('a non-member is sent back with access_denied; an unknown organization is refused at /authorize', async () => {
    const refused = await signIn('sam@example.com', 'Quiet-River-82!', { organization: 'globex' });
    expect(refused.url.pathname).toBe('/callback');
    expect(refused.url.searchParams.get('error')).toBe('access_denied');
    expect(refused.url.searchParams.get('error_description')).toMatch(
      /is not part of the org_\w+ organization/,
    );
    expect(refused.url.searchParams.get('state')).toBe('client-state');
    const unknown = await authorize({ organization: 'initech' });
    expect(unknown.url.searchParams.get('error')).toBe('invalid_request');
    expect(unknown.url.searchParams.get('error_description')).toMatch(/organization/);
  });

  test('required, post-login prompt: jane picks one of her two organizations', async () => {
    await setClient({
      organization_usage: 'require',
      organization_require_behavior: 'post_login_prompt',
    });
    try {
      const afterPassword = await signIn('sam@example.com', 'Quiet-River-82!');
      expect(screenOf(afterPassword)).toBe('organization-picker');
      const otp = await signIn('jane@example.com', 'Correct-Horse-7');
      expect(screenOf(otp)).toBe('mfa-otp-challenge');
      const { TOTP } = await import('otpauth');
      const { DEMO_TOTP_SECRET } = await import('../src/index.js');
      const picker = await post(otp, { code: new TOTP({ secret: DEMO_TOTP_SECRET }).generate() });
      expect(screenOf(picker)).toBe('organization-picker');
      expect(picker.context.user.organizations.map((o: { name: string }) => o.name)).toEqual([
        'acme',
        'globex',
      ]);
      const notHers = await post(picker, { organization: 'org_notmine' });
      expect(errorCodes(notHers)).toEqual(['invalid-organization']);
      const skipped = await post(picker, { organizationSkipped: 'true' });
      expect(errorCodes(skipped)).toEqual(['organization-required']);
      const consent = await post(picker, { organization: orgNamed('globex')?.id ?? '' });
      expect(screenOf(consent)).toBe('consent');
      const { id } = await tokens((await post(consent, { action: 'accept' })).url);
      expect(id).toMatchObject({ org_name: 'globex' });
    } finally {
      await setClient({ organization_usage: 'allow' });
    }
  });

  test('required, pre-login prompt: organization-selection, then the login of that organization', async () => {
    await setClient({
      organization_usage: 'require',
      organization_require_behavior: 'pre_login_prompt',
    });
    try {
      // A new browser: with a login session it would get the pre-login organization picker
      // (below).
      const browser = flowDriver(server, clientId);
      const selection = await browser.authorize();
      expect(screenOf(selection)).toBe('organization-selection');
      expect(errorCodes(await browser.post(selection, { organizationName: 'initech' }))).toEqual([
        'invalid-organization',
      ]);
      const login = await browser.post(selection, { organizationName: 'acme' });
      expect(screenOf(login)).toBe('login-id');
      expect(login.context.organization.name).toBe('acme');
    } finally {
      await setClient({ organization_usage: 'allow' });
    }
    await setClient({ organization_usage: 'require', organization_require_behavior: 'no_prompt' });
    try {
      const refused = await authorize();
      expect(refused.url.searchParams.get('error_description')).toBe(
        'parameter organization is required for this client',
      );
    } finally {
      await setClient({ organization_usage: 'allow' });
    }
  });
});

describe('enabled connections and invitations', () => {
  const connectionNames = (page: Page) => [
    page.context.transaction.connection?.name,
    ...page.context.transaction.alternate_connections.map((c: { name: string }) => c.name),
  ];

  test("an organization's enabled connections are the only ones offered and accepted", async () => {
    const acme = await authorize({ organization: 'acme' });
    expect(connectionNames(acme)).toEqual(['Username-Password-Authentication', 'google-oauth2']);
    expect(errorCodes(await post(acme, { connection: 'github' }))).toEqual(['invalid-connection']);
    expect(connectionNames(await authorize({ organization: 'globex' }))).toEqual([
      'Username-Password-Authentication',
      'github',
    ]);
    // An organization that only takes Google: no password login.
    const api = client(server);
    const [google] = (await api('GET', '/connections?name=google-oauth2')).body;
    const created = await api('POST', '/organizations', {
      name: 'hooli',
      enabled_connections: [{ connection_id: google.id }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hooli = await authorize({ organization: 'hooli' });
    expect(connectionNames(hooli)).toEqual([undefined, 'google-oauth2']);
    const refused = await post(hooli, { username: 'sam@example.com' });
    expect(errorCodes(refused)).toEqual(['invalid-connection']);
    expect(refused.context.transaction.errors[0].message).toMatch(
      /not enabled for the organization hooli/,
    );
  });

  /** The application's login route: sends the invitation's parameters on to /authorize. */
  const openInvitation = (url: URL) =>
    authorize({
      invitation: url.searchParams.get('invitation') ?? '',
      organization: url.searchParams.get('organization') ?? '',
    });

  test('an invitation from the Management API: accept, sign up into the organization, used up', async () => {
    const api = client(server);
    const globex = orgNamed('globex');
    const invite = (email: string) =>
      api('POST', `/organizations/${globex?.id}/invitations`, {
        inviter: { name: 'Jane Doe' },
        invitee: { email },
        client_id: clientId,
      });
    // The application needs a login route: the invitation URL points there.
    const noRoute = await invite('newcomer@example.com');
    expect(noRoute.status).toBe(400);
    expect(noRoute.body.message).toMatch(/initiate_login_uri/);
    await setClient({ initiate_login_uri: 'https://bank.example.com/login' });
    const created = await invite('newcomer@example.com');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = new URL(created.body.invitation_url);
    expect(url.origin + url.pathname).toBe('https://bank.example.com/login');
    expect(url.searchParams.get('invitation')).toBe(created.body.ticket_id);
    expect(url.searchParams.get('organization')).toBe(globex?.id);
    expect(url.searchParams.get('organization_name')).toBe('globex');
    // The email the service would send is in the local inbox, with the link.
    const inbox = await readInbox(server);
    expect(inbox[0]).toMatchObject({ to: 'newcomer@example.com', link: url.toString() });

    const accept = await openInvitation(url);
    expect(screenOf(accept)).toBe('accept-invitation');
    expect(accept.context.screen.data).toEqual({
      inviter: 'Jane Doe',
      email: 'newcomer@example.com',
    });
    expect(accept.context.organization.name).toBe('globex');
    const signup = await post(accept, {});
    expect(screenOf(signup)).toBe('signup-password');
    const consent = await post(signup, { password: 'Brave-Otter-51!' });
    expect(screenOf(consent)).toBe('consent');
    const { id } = await tokens((await post(consent, { action: 'accept' })).url);
    expect(id).toMatchObject({ email: 'newcomer@example.com', org_name: 'globex' });
    expect(await memberIds(orgOf('globex').id)).toContain(String(id.sub));
    // Used up: the same link is refused at /authorize.
    const again = await openInvitation(url);
    expect(again.url.searchParams.get('error')).toBe('invalid_request');
    expect(again.url.searchParams.get('error_description')).toMatch(/invitation is invalid/);

    // An existing account goes to its password.
    const forSam = await invite('sam@example.com');
    const samAccept = await openInvitation(new URL(forSam.body.invitation_url));
    const samPassword = await post(samAccept, {});
    expect(screenOf(samPassword)).toBe('login-password');
    expect(samPassword.context.screen.data.username).toBe('sam@example.com');
    const samDone = await post(samPassword, { password: 'Quiet-River-82!' });
    const samTokens = await tokens(
      screenOf(samDone) === 'consent'
        ? (await post(samDone, { action: 'accept' })).url
        : samDone.url,
    );
    expect(samTokens.id).toMatchObject({ org_name: 'globex' });
  });
});

describe("the tenant's presentation", () => {
  test('ui_locales=fr picks French texts; the branding and settings come from the tenant', async () => {
    const french = await authorize({ ui_locales: 'fr-CA en' });
    expect(french.context.transaction.locale).toBe('fr');
    expect(french.context.screen.texts).toMatchObject({
      title: 'Bienvenue',
      buttonText: 'Continuer',
      description: 'Connectez-vous à Bank of Screenkit pour continuer vers Bank App.',
    });
    const english = await authorize({ ui_locales: 'de' });
    expect(english.context.transaction.locale).toBe('en');
    expect(english.context.screen.texts.title).toBe('Welcome');
    expect(english.context.tenant).toMatchObject({
      friendly_name: 'Bank of Screenkit',
      enabled_locales: ['en', 'fr'],
    });
    expect(english.context.branding.settings).toMatchObject({
      colors: { primary: '#635dff' },
      logo_url: 'https://cdn.example.com/bank.svg',
    });
    expect(english.context.organization).toBeUndefined();

    // Enabling only French makes it the default.
    const api = client(server);
    expect((await api('PATCH', '/tenants/settings', { enabled_locales: ['fr'] })).status).toBe(200);
    expect((await api('PATCH', '/branding', { colors: { primary: '#112233' } })).status).toBe(200);
    try {
      const page = await authorize();
      expect(page.context.transaction.locale).toBe('fr');
      expect(page.context.branding.settings.colors).toEqual({
        primary: '#112233',
        page_background: '#f4f4f6',
      });
      expect(page.context.branding.themes.default.colors.primary_button).toBe('#112233');
    } finally {
      await api('PATCH', '/tenants/settings', { enabled_locales: ['en', 'fr'] });
      await api('PATCH', '/branding', { colors: { primary: '#635dff' } });
    }
    const reopened = await open(new URL(english.url));
    expect(reopened.context.transaction.locale).toBe('en');
  });

  test('country_codes (when the rendering asks for it) has the SDK shape, labelled in the locale', async () => {
    const api = client(server);
    const rendering = '/prompts/login-id/screen/login-id/rendering';
    const asked = await api('PATCH', rendering, { context_configuration: ['country_codes'] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    try {
      const french = await authorize({ ui_locales: 'fr' });
      const { available, recommended } = french.context.country_codes;
      expect(recommended).toBe(french.context.transaction.country_code.code);
      expect(available).toContainEqual({ code: 'DE', label: 'Allemagne', dial_code: '+49' });
      const labels = available.map((c: { label: string }) => c.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
      const english = await authorize();
      expect(english.context.country_codes.available).toContainEqual({
        code: 'DE',
        label: 'Germany',
        dial_code: '+49',
      });
    } finally {
      await api('PATCH', rendering, {
        context_configuration: [
          'untrusted_data.submitted_form_data',
          'untrusted_data.authorization_params.login_hint',
          'tenant.enabled_locales',
        ],
      });
    }
  });
});

describe('invitations', () => {
  test("accepting an invitation gives the invitation's roles and metadata", async () => {
    await setClient({ initiate_login_uri: 'https://bank.example.com/login' });
    const globex = orgOf('globex');
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
    const acme = orgOf('acme');
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
      expect(await memberIds(orgOf('acme').id)).toContain(String(id.sub));
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
  /** Accepts the consent screen if the login shows it (a user who consented before skips it). */
  const throughConsent = (browser: ReturnType<typeof flowDriver>, page: Page) =>
    screenOf(page) === 'consent' ? browser.post(page, { action: 'accept' }) : page;

  test("a browser with a session picks one of its user's organizations and goes on as that user", async () => {
    const sam = (await api('GET', '/users?q=sam%40example.com')).body[0];
    const globex = orgOf('globex');
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
      const signedIn = await browser.post(password, { password: 'Quiet-River-82!' });
      expect(browser.cookie('auth0')).toMatch(/^[\w-]{20,}$/);
      await browser.tokens((await throughConsent(browser, signedIn)).url);

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
      const { id } = await browser.tokens((await throughConsent(browser, done)).url);
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
