/**
 * The tenant dashboard (issue 26) in real Chromium, driven as a person would: create an API,
 * set its Access Settings, add authorization_details types on the Permissions tab, edit and
 * save the consent partial, and see the consent preview show it. Wrong values show the API's
 * error beside the field and change nothing; axe finds no violation; a page of another origin
 * can neither read nor change anything through the dashboard.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DevServer, startDevServer } from '@screenkit/dev-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import {
  axeViolations as axeOn,
  fieldError as errorBeside,
  settled,
  tabTo,
} from './support/dashboard-page.js';

const TEMPLATE =
  '<p data-field="type">{{transaction.params.authorization_details[0].type}}</p><p data-field="beneficiary">{{transaction.params.authorization_details[0].beneficiary}}</p>';
const KEYBOARD_TEMPLATE =
  '<p data-field="kind">{{transaction.params.authorization_details[0].type}}</p>';
const IN_SCRIPT =
  '<script>var t = "{{transaction.params.authorization_details[0].type}}";</script>';

let server: DevServer;
let browser: Browser;
let page: Page;
let attacker: Server;
let attackerUrl: string;
let apiId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer({ inMemory: true }), launchBrowser()]);
  page = await browser.context.newPage();
  attacker = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!DOCTYPE html><title>evil</title><h1>evil</h1>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

async function managementGet<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}/api/v2${path}`, {
    headers: { authorization: `Bearer ${server.managementToken}` },
  });
  return (await response.json()) as T;
}
type Rs = {
  consent_policy?: string | null;
  subject_type_authorization: { user: { policy: string }; client: { policy: string } };
  authorization_details?: { type: string }[];
};
const storedApi = () => managementGet<Rs>(`/resource-servers/${apiId}`);

const axeViolations = () => axeOn(page);
/** The error shown beside the field labelled `label`. */
const fieldError = (label: string) => errorBeside(page, label);

describe('the dashboard, driven in Chromium', () => {
  it('creates an API from the list page', async () => {
    await page.goto(`${server.url}/dashboard`);
    const form = page.getByRole('form', { name: 'Create API' });
    await form.getByLabel('Name').fill('Payments');
    await form.getByLabel('Identifier').fill('https://payments.example.com');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    apiId = decodeURIComponent(page.url().split('/apis/')[1] ?? '');
    expect((await storedApi()).consent_policy ?? null).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('Access Settings: a client policy of allow_all shows the API error beside it and changes nothing', async () => {
    await page.getByRole('link', { name: 'Access Settings' }).click();
    await page.getByLabel('Consent policy').selectOption('standard');
    await page.getByLabel('User access policy').selectOption('require_client_grant');
    await page.getByLabel('Client access policy').selectOption('allow_all');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => fieldError('Client access policy').textContent())
      .toContain('subject_type_authorization.client.policy');
    expect(await page.getByLabel('Client access policy').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);
    const unchanged = await storedApi();
    expect(unchanged.consent_policy ?? null).toBeNull();
    expect(unchanged.subject_type_authorization.user.policy).toBe('allow_all');

    await page.getByLabel('Client access policy').selectOption('deny_all');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const saved = await storedApi();
    expect(saved.consent_policy).toBe('standard');
    expect(saved.subject_type_authorization).toEqual({
      user: { policy: 'require_client_grant' },
      client: { policy: 'deny_all' },
    });
  });

  it('Permissions: an invalid type name is refused beside the field; valid and vendor-schema types are added', async () => {
    await page.getByRole('link', { name: 'Permissions' }).click();
    const form = page.getByRole('form', { name: 'Add authorization details type' });
    await form.getByLabel('Type').fill('money transfer!');
    await form.getByRole('button', { name: 'Add type' }).click();
    await expect.poll(() => fieldError('Type').textContent()).toContain('Type may use only');
    expect((await storedApi()).authorization_details ?? []).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    for (const type of [
      'money_transfer',
      'urn:auth0:schemas:authorization-details:v1:user-profile',
    ]) {
      await form.getByLabel('Type').fill(type);
      await form.getByRole('button', { name: 'Add type' }).click();
      await page
        .getByRole('list', { name: 'Authorization details types' })
        .getByText(type, { exact: true })
        .waitFor();
    }
    expect((await storedApi()).authorization_details).toEqual([
      { type: 'money_transfer' },
      { type: 'urn:auth0:schemas:authorization-details:v1:user-profile' },
    ]);
  });

  it('the consent partial: compile errors live, the API refuses a value in a script, a good one shows in the preview', async () => {
    await page.getByRole('link', { name: 'Login customization' }).click();
    const editor = page.getByLabel('Template (form-content)');
    await editor.fill(IN_SCRIPT);
    await expect
      .poll(() => fieldError('Template (form-content)').textContent())
      .toMatch(/^Line 1, column \d+:/);
    await page.getByRole('button', { name: 'Save partial' }).click();
    await page
      .getByRole('form', { name: 'Consent partial' })
      .locator('.field-error')
      .filter({ hasText: 'Line' })
      .waitFor();
    expect(await managementGet('/prompts/customized-consent/partials')).toEqual({});

    await editor.fill(TEMPLATE);
    const preview = page.frameLocator('iframe[title="Preview of the partial"]');
    await expect
      .poll(() => preview.locator('[data-field="type"]').textContent())
      .toBe('money_transfer');
    expect(await fieldError('Template (form-content)').count()).toBe(0);
    expect(await axeViolations()).toEqual([]);
    // A sample past the limits is named by rule, beside the sample.
    await page.getByLabel('Sample authorization_details').fill('[{"type":"unknown_type"}]');
    await expect
      .poll(() => fieldError('Sample authorization_details').textContent())
      .toContain('Rule');

    await page.getByRole('button', { name: 'Save partial' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await managementGet('/prompts/customized-consent/partials')).toEqual({
      'customized-consent': { 'form-content': TEMPLATE },
    });
    await page.goto(`${server.url}/preview/customized-consent/customized-consent`);
    expect(await page.locator('[data-field="type"]').first().textContent()).toBe('money_transfer');
    expect(await page.locator('[data-field="beneficiary"]').first().textContent()).toBe(
      'Hanna Herwitz',
    );
  });
});

describe('another origin', () => {
  it('a page on another origin can neither read nor change settings through the dashboard', async () => {
    // The victim has the dashboard open (a live session cookie) in the same browser.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'APIs', exact: true }).waitFor();
    await page.goto(attackerUrl);
    const outcome = await page.evaluate(async (target) => {
      const tries: string[] = [];
      const attempt = async (init: RequestInit, path: string) => {
        try {
          const r = await fetch(`${target}${path}`, { credentials: 'include', ...init });
          tries.push(`read ${r.status}: ${await r.text()}`);
        } catch (error) {
          tries.push(`blocked: ${String(error)}`);
        }
      };
      await attempt({}, '/dashboard/api/v2/resource-servers');
      await attempt({}, '/dashboard');
      await attempt(
        {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ consent_policy: null }),
        },
        '/dashboard/api/v2/resource-servers/x',
      );
      // Opaque requests (no-cors) may be sent but not read: the server must refuse them too.
      await fetch(`${target}/dashboard/api/v2/resource-servers`, {
        method: 'POST',
        mode: 'no-cors',
        credentials: 'include',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ identifier: 'https://pwned.example' }),
      });
      return tries;
    }, server.url);
    expect(outcome.every((t) => t.startsWith('blocked:'))).toBe(true);
    expect((await storedApi()).consent_policy).toBe('standard');
    const apis = await managementGet<{ identifier: string }[]>('/resource-servers');
    expect(apis.map((a) => a.identifier)).not.toContain('https://pwned.example');
    expect(await managementGet('/prompts/customized-consent/partials')).toEqual({
      'customized-consent': { 'form-content': TEMPLATE },
    });
  });

  it('the server refuses calls without the page session and CSRF token, and other Host names', async () => {
    const bare = await fetch(`${server.url}/dashboard/api/v2/resource-servers`);
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { errorCode: string }).errorCode).toBe(
      'dashboard_session_required',
    );
    // The page's cookie alone (no CSRF header) is not enough.
    const html = await fetch(`${server.url}/dashboard`);
    const cookie = html.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(html.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(html.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    const page = await html.text();
    const csrf = /name="screenkit-csrf" content="([^"]+)"/.exec(page)?.[1] ?? '';
    // The hashed assets are kept by the browser; the page itself never is.
    expect(html.headers.get('cache-control')).toBe('no-store');
    const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(page)?.[1] ?? '';
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const noCsrf = await fetch(`${server.url}/dashboard/api/v2/resource-servers`, {
      headers: { cookie },
    });
    expect(noCsrf.status).toBe(403);
    const both = await fetch(`${server.url}/dashboard/api/v2/resource-servers`, {
      headers: { cookie, 'x-screenkit-csrf': csrf },
    });
    expect(both.status).toBe(200);
    const crossSite = await fetch(`${server.url}/dashboard/api/v2/resource-servers`, {
      headers: { cookie, 'x-screenkit-csrf': csrf, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const rebound = await server.app.request('/dashboard', { headers: { host: 'evil.example' } });
    expect(rebound.status).toBe(403);
  });
});

async function management<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Opens a dashboard path and waits until its calls are done and its heading shows. */
async function open(path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settled(page);
}

let clientId: string;
let connectionId: string;
let orgId: string;
let userId: string;

describe('setting up a test tenant: connections, organizations, users', () => {
  beforeAll(async () => {
    ({ client_id: clientId } = await management<{ client_id: string }>('POST', '/clients', {
      name: 'Test app',
      app_type: 'regular_web',
    }));
  });

  it('an application: the login route must be https (the API says so beside it); rotation and organizations saved', async () => {
    await open(`/dashboard/applications/${encodeURIComponent(clientId)}`);
    const route = page.getByLabel('Login route (initiate_login_uri)');
    await route.fill('http://app.example.com/login');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => fieldError('Login route (initiate_login_uri)').textContent())
      .toContain('initiate_login_uri');
    await route.fill('https://app.example.com/login');
    await page.getByRole('checkbox', { name: 'Refresh token rotation' }).check();
    await page.getByLabel('Organizations').selectOption('allow');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await management('GET', `/clients/${clientId}`)).toMatchObject({
      initiate_login_uri: 'https://app.example.com/login',
      refresh_token: { rotation_type: 'rotating', expiration_type: 'expiring' },
      organization_usage: 'allow',
    });
  });

  it('connections: a bad name is refused beside the field; create one and enable it for an application', async () => {
    await open('/dashboard/connections');
    const form = page.getByRole('form', { name: 'Create connection' });
    await form.getByLabel('Name').fill('bad name!');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => fieldError('Name').textContent()).toContain('name');
    await form.getByLabel('Name').fill('test-db');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'test-db' }).waitFor();
    connectionId = decodeURIComponent(page.url().split('/connections/')[1] ?? '');
    await settled(page);
    await page.getByRole('checkbox', { name: 'Test app' }).check();
    await page.getByRole('checkbox', { name: 'Disable sign-ups' }).check();
    await page.getByLabel('Password policy').selectOption('low');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(
      await management<{ enabled_clients: string[]; options: Record<string, unknown> }>(
        'GET',
        `/connections/${connectionId}`,
      ),
    ).toMatchObject({
      enabled_clients: [clientId],
      options: { disable_signup: true, passwordPolicy: 'low' },
    });
  });

  it('organizations: create, add a member by email, enable the connection, invite', async () => {
    ({ user_id: userId } = await management<{ user_id: string }>('POST', '/users', {
      connection: 'test-db',
      email: 'member@example.com',
      password: 'Correct-Horse-Battery-7',
    }));
    await open('/dashboard/organizations');
    const form = page.getByRole('form', { name: 'Create organization' });
    await form.getByLabel('Name', { exact: true }).fill('Acme Corp');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => fieldError('Name').textContent()).toContain('a-z, 0-9');
    await form.getByLabel('Name', { exact: true }).fill('acme');
    await form.getByLabel('Display name').fill('Acme');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acme' }).waitFor();
    orgId = decodeURIComponent(page.url().split('/organizations/')[1] ?? '');

    await page.getByRole('link', { name: 'Members' }).click();
    await page.getByLabel('User email or ID').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect.poll(() => fieldError('User email or ID').textContent()).toContain('members');
    await page.getByLabel('User email or ID').fill('member@example.com');
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('list', { name: 'Members' }).getByText('member@example.com').waitFor();

    await page.getByRole('link', { name: 'Connections', exact: true }).last().click();
    await settled(page);
    await page.getByLabel('Connection', { exact: true }).selectOption(connectionId);
    await page.getByRole('checkbox', { name: /members/ }).check();
    await page.getByRole('button', { name: 'Enable connection' }).click();
    await page
      .getByRole('list', { name: 'Enabled connections' })
      .getByText(/test-db/)
      .waitFor();

    await page.getByRole('link', { name: 'Invitations' }).click();
    await settled(page);
    await page.getByLabel('Invitee email').fill('new@example.com');
    await page.getByLabel('Inviter name').fill('Ada');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = page.getByRole('link', { name: 'Invitation link' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^https://app\\.example\\.com/login\\?invitation=\\w+&organization=${orgId}`),
    );
    expect(
      await management<{ user_id: string }[]>('GET', `/organizations/${orgId}/members`),
    ).toEqual([expect.objectContaining({ user_id: userId })]);
    expect(
      await management<{ assign_membership_on_login: boolean }[]>(
        'GET',
        `/organizations/${orgId}/enabled_connections`,
      ),
    ).toEqual([
      expect.objectContaining({ connection_id: connectionId, assign_membership_on_login: true }),
    ]);
  });

  it("a user's page lists their MFA enrolments (a factor deleted resets it) and sessions", async () => {
    await management('POST', `/users/${encodeURIComponent(userId)}/authentication-methods`, {
      type: 'totp',
      totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    await open('/dashboard/users');
    await page.getByLabel('Email or name').fill('member@');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'member@example.com' }).click();
    await page.getByRole('heading', { level: 1, name: 'member@example.com' }).waitFor();
    await page.getByRole('cell', { name: 'totp', exact: true }).waitFor();
    await page.getByText('No live session.').waitFor();
    await page.getByRole('button', { name: 'Delete the totp factor' }).click();
    await page.getByText(/^None: the next login/).waitFor();
    expect(
      await management('GET', `/users/${encodeURIComponent(userId)}/authentication-methods`),
    ).toEqual([]);
  });
});

describe('login customization, each tab a client of its /api/v2 endpoint', () => {
  const customization = (tab: string) => open(`/dashboard/customization/${tab}`);
  const save = async (name: string) => {
    await page.getByRole('button', { name }).click();
    await settled(page);
  };

  it("a screen's rendering settings: a bad context path is the API's error beside it; saved settings link to the preview", async () => {
    await customization('screens');
    await page.getByLabel('Prompt').selectOption('login-id');
    await page.getByLabel('Screen').selectOption('login-id');
    await settled(page);
    expect(
      await page.getByRole('link', { name: 'Open the preview of login-id' }).getAttribute('href'),
    ).toBe('/preview/login-id/login-id');
    await page.getByLabel('Rendering mode').selectOption('advanced');
    await page.getByLabel('Context configuration').fill('user.bogus');
    await save('Save rendering');
    await expect
      .poll(() => fieldError('Context configuration').textContent())
      .toContain('Invalid context_configuration value "user.bogus"');
    await page.getByLabel('Head tags (JSON)').fill('[{"tag": ');
    expect(await fieldError('Head tags (JSON)').textContent()).toMatch(/^Not JSON/);
    expect(
      await management<{ rendering_mode: string }>(
        'GET',
        '/prompts/login-id/screen/login-id/rendering',
      ),
    ).toMatchObject({ rendering_mode: 'standard', context_configuration: [] });

    await page.getByLabel('Context configuration').fill('user.user_metadata.plan');
    await page
      .getByLabel('Head tags (JSON)')
      .fill(
        '[{"tag": "script", "attributes": {"src": "http://127.0.0.1:5173/main.js", "defer": true}}]',
      );
    await save('Save rendering');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await management('GET', '/prompts/login-id/screen/login-id/rendering')).toMatchObject({
      rendering_mode: 'advanced',
      context_configuration: ['user.user_metadata.plan'],
      head_tags: [
        { tag: 'script', attributes: { src: 'http://127.0.0.1:5173/main.js', defer: true } },
      ],
    });
    await page.getByRole('link', { name: 'Preview login-id' }).waitFor();
  });

  it('prompt settings: identifier first is saved through PATCH /prompts', async () => {
    await customization('prompts');
    const identifierFirst = page.getByRole('checkbox', { name: /Identifier first/ });
    const before = await identifierFirst.isChecked();
    await identifierFirst.setChecked(!before);
    await save('Save settings');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await management<{ identifier_first: boolean }>('GET', '/prompts')).toMatchObject({
      identifier_first: !before,
    });
  });

  it("custom text: an unknown language and a screen not of the prompt are the API's errors beside their fields", async () => {
    await customization('text');
    await page.getByLabel('Prompt').selectOption('login-id');
    await page.getByLabel('Language').fill('xx');
    await expect
      .poll(() => fieldError('Language').textContent())
      .toContain('Unknown language "xx"');
    await page.getByLabel('Language').fill('fr');
    await settled(page);
    await page.getByLabel('Texts (JSON)').fill('{"login-password": {"title": "Bonjour"}}');
    await save('Save texts');
    await expect.poll(() => fieldError('Texts (JSON)').textContent()).toContain('login-password');
    expect(await management('GET', '/prompts/login-id/custom-text/fr')).toEqual({});
    await page.getByLabel('Texts (JSON)').fill('{"login-id": {"title": "Bonjour"}}');
    await save('Save texts');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await management('GET', '/prompts/login-id/custom-text/fr')).toEqual({
      'login-id': { title: 'Bonjour' },
    });
  });

  it("the theme: a color that is not hex is the API's error beside it; saving creates the tenant's theme", async () => {
    await customization('theme');
    await page.getByLabel('Primary button', { exact: true }).fill('red');
    await save('Save theme');
    await expect
      .poll(() => fieldError('Primary button').textContent())
      .toContain('Colors are hex colors');
    await page.getByLabel('Primary button', { exact: true }).fill('#0a7c3e');
    await save('Save theme');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const theme = await management<{ colors: { primary_button: string } }>(
      'GET',
      '/branding/themes/default',
    );
    expect(theme.colors.primary_button).toBe('#0a7c3e');
  });

  it('the page template: one without the widget tag is refused beside the field; a good one is saved', async () => {
    await customization('template');
    const editor = page.getByLabel('Template (Liquid)');
    await editor.fill('<!DOCTYPE html><html><head>{%- auth0:head -%}</head><body></body></html>');
    await save('Save template');
    await expect
      .poll(() => fieldError('Template (Liquid)').textContent())
      .toContain('auth0:widget');
    const good =
      '<!DOCTYPE html><html><head>{%- auth0:head -%}</head><body class="tpl">{%- auth0:widget -%}</body></html>';
    await editor.fill(good);
    await save('Save template');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await management('GET', '/branding/templates/universal-login')).toEqual({ body: good });
  });
});

describe('every page, for everyone', () => {
  it('axe-core finds no violation on any dashboard page', async () => {
    const api = `/dashboard/apis/${encodeURIComponent(apiId)}`;
    const org = `/dashboard/organizations/${encodeURIComponent(orgId)}`;
    const pages = [
      '/dashboard',
      ...['settings', 'access', 'permissions', 'applications'].map((tab) => `${api}/${tab}`),
      '/dashboard/applications',
      `/dashboard/applications/${encodeURIComponent(clientId)}`,
      '/dashboard/connections',
      `/dashboard/connections/${encodeURIComponent(connectionId)}`,
      '/dashboard/organizations',
      ...['settings', 'members', 'invitations', 'connections'].map((tab) => `${org}/${tab}`),
      '/dashboard/users',
      `/dashboard/users/${encodeURIComponent(userId)}`,
      ...['partial', 'screens', 'prompts', 'text', 'theme', 'template'].map(
        (tab) => `/dashboard/customization/${tab}`,
      ),
    ];
    const found: Record<string, string[]> = {};
    // One load; then each page is reached as the app's own links do (history + popstate), so
    // axe-core is injected once.
    await open('/dashboard');
    for (const path of pages) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settled(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      const violations = await axeViolations();
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  it("the keyboard alone does the issue's first check: create an API, consent and access policies, a type, the partial", async () => {
    const keys = await browser.context.newPage();
    const press = (key: string) => keys.keyboard.press(key);
    const tab = (target: ReturnType<Page['locator']>) => tabTo(keys, target);
    try {
      await keys.goto(`${server.url}/dashboard`);
      const create = keys.getByRole('form', { name: 'Create API' });
      await tab(create.getByLabel('Name'));
      await keys.keyboard.type('Keyboard API');
      await press('Tab');
      await keys.keyboard.type('https://keyboard.example.com');
      await press('Enter');
      await keys.getByRole('heading', { level: 1, name: 'Keyboard API' }).waitFor();
      const id = decodeURIComponent(keys.url().split('/apis/')[1] ?? '');

      await tab(keys.getByRole('link', { name: 'Access Settings' }));
      await press('Enter');
      // A closed select takes the typed option's name (type-ahead), as for any keyboard user.
      await tab(keys.getByLabel('Consent policy'));
      await keys.keyboard.type('standard');
      await tab(keys.getByLabel('User access policy'));
      await keys.keyboard.type('require');
      await tab(keys.getByLabel('Client access policy'));
      await keys.keyboard.type('deny');
      await tab(keys.getByRole('button', { name: 'Save' }));
      await press('Enter');
      await keys.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

      await tab(keys.getByRole('link', { name: 'Permissions' }));
      await press('Enter');
      const type = keys
        .getByRole('form', { name: 'Add authorization details type' })
        .getByLabel('Type');
      await tab(type);
      await keys.keyboard.type('payment_initiation');
      await press('Enter');
      await keys
        .getByRole('list', { name: 'Authorization details types' })
        .getByText('payment_initiation', { exact: true })
        .waitFor();
      expect(await management('GET', `/resource-servers/${encodeURIComponent(id)}`)).toMatchObject({
        consent_policy: 'standard',
        subject_type_authorization: {
          user: { policy: 'require_client_grant' },
          client: { policy: 'deny_all' },
        },
        authorization_details: [{ type: 'payment_initiation' }],
      });

      await tab(keys.getByRole('link', { name: 'Login customization' }));
      await press('Enter');
      const editor = keys.getByLabel('Template (form-content)');
      await editor.waitFor();
      await settled(keys);
      await tab(editor);
      await press('ControlOrMeta+a');
      await keys.keyboard.insertText(KEYBOARD_TEMPLATE);
      await tab(keys.getByRole('button', { name: 'Save partial' }));
      await press('Enter');
      await keys.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      expect(await management('GET', '/prompts/customized-consent/partials')).toEqual({
        'customized-consent': { 'form-content': KEYBOARD_TEMPLATE },
      });
    } finally {
      await keys.close();
    }
  });
});
