/**
 * Universal Login customization through the official `auth0` ManagementClient, and its effect
 * on the pages: prompt settings (identifier first, passkey first), custom text, branding
 * themes, the page template, rendering filters. Each setting is checked where a user meets
 * it: the page context of a real login (advanced screens carry it), and bad input refused
 * with the service's error and nothing half-applied.
 */

import { ManagementClient, ManagementError } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions } from '../src/index.js';
import { start } from './http.js';
import { flowDriver, screenOf, seedFlowTenant } from './support/flow-driver.js';
import { THEME } from './support/theme.js';

let server: DevServer;
let management: ManagementClient;
let clientId: string;

const ADVANCED = [
  ['login-id', 'login-id'],
  ['login', 'login'],
  ['login-password', 'login-password'],
] as const;

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, ADVANCED);
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
  // The advanced screens also receive their texts and the default theme.
  await management.prompts.rendering.bulkUpdate({
    configs: ADVANCED.map(([prompt, screen]) => ({
      prompt,
      screen,
      context_configuration: ['screen.texts', 'branding.themes.default', 'branding.settings'],
    })),
  });
});
afterAll(() => server.close());

/** The rejection of `promise`: a ManagementError with this status; its body for matching. */
async function refusal(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ManagementError);
  expect((error as ManagementError).statusCode).toBe(status);
  return (error as ManagementError).body as { errorCode?: string; message: string };
}

describe('prompt settings', () => {
  test('identifier first on and off: the login starts on login-id, then on login', async () => {
    expect(await management.prompts.getSettings()).toEqual({
      universal_login_experience: 'new',
      identifier_first: true,
      webauthn_platform_first_factor: false,
    });
    const browser = flowDriver(server, clientId);
    const first = await browser.authorize();
    expect(screenOf(first)).toBe('login-id');
    expect(first.context.screen.links.signup).toMatch(/^\/u\/signup-id\?/);

    const updated = await management.prompts.updateSettings({ identifier_first: false });
    expect(updated).toMatchObject({ identifier_first: false, universal_login_experience: 'new' });
    const second = flowDriver(server, clientId);
    const onePage = await second.authorize();
    expect(screenOf(onePage)).toBe('login');
    expect(onePage.context.screen.links.signup).toMatch(/^\/u\/signup\?/);
    const signedIn = await second.post(onePage, {
      username: 'jane@example.com',
      password: 'wrong password',
    });
    expect(screenOf(signedIn)).toBe('login');
    expect(signedIn.context.transaction.errors[0].code).toBe('wrong-credentials');

    // null puts the default back.
    await management.prompts.updateSettings({ identifier_first: null });
    expect((await management.prompts.getSettings()).identifier_first).toBe(true);
    expect(screenOf(await flowDriver(server, clientId).authorize())).toBe('login-id');
  });

  test('passkey first: login-id offers passkey login though the connection does not', async () => {
    const [database] = await management.connections
      .list({ strategy: ['auth0'] })
      .then((p) => p.data);
    const options = database?.options as Record<string, unknown>;
    await management.connections.update(database?.id as string, {
      options: { ...options, authentication_methods: { password: { enabled: true } } },
    });
    const passkey = async () =>
      (await flowDriver(server, clientId).authorize()).context.transaction.connection.options
        .authentication_methods.passkey;
    expect(await passkey()).toEqual({ enabled: false });
    await management.prompts.updateSettings({ webauthn_platform_first_factor: true });
    expect(await passkey()).toEqual({ enabled: true });
    await management.prompts.updateSettings({ webauthn_platform_first_factor: false });
    expect(await passkey()).toEqual({ enabled: false });
    await management.connections.update(database?.id as string, { options });
  });

  test('bad settings: the service error, nothing applied', async () => {
    const body = await refusal(
      management.prompts.updateSettings({
        identifier_first: false,
        universal_login_experience: 'modern' as 'new',
      }),
      400,
    );
    expect(body.errorCode).toBe('invalid_body');
    expect(body.message).toMatch(/universal_login_experience/);
    expect((await management.prompts.getSettings()).identifier_first).toBe(true);
    const unknown = await refusal(
      management.prompts.updateSettings({ identifier_first: false, colour: 'red' } as object),
      400,
    );
    expect(unknown.message).toMatch(/colour/);
    expect((await management.prompts.getSettings()).identifier_first).toBe(true);
  });
});

describe('custom text', () => {
  const loginId = {
    'login-id': {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder, meant literally
      title: 'Hello ${clientName}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder, meant literally
      description: 'Sign in to ${companyName} with your staff account',
      buttonText: 'Next',
    },
  };

  test('PUT, GET; pages show it in their language, placeholders filled, over the defaults', async () => {
    expect(await management.prompts.customText.get('login-id', 'en')).toEqual({});
    await management.prompts.customText.set('login-id', 'en', loginId);
    await management.prompts.customText.set('login-id', 'fr', {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's placeholder, meant literally
      'login-id': { title: 'Bonjour ${clientName}' },
    });
    expect(await management.prompts.customText.get('login-id', 'en')).toEqual(loginId);

    const english = await flowDriver(server, clientId).authorize();
    const texts = english.context.screen.texts;
    expect(texts.title).toBe(`Hello ${english.context.client.name}`);
    const { friendly_name } = await management.tenants.settings.get();
    expect(texts.description).toBe(`Sign in to ${friendly_name} with your staff account`);
    expect(texts.buttonText).toBe('Next');
    // Keys the tenant did not set keep the built-in text (core's default-screens texts).
    expect(texts.forgotPasswordText).toBe('Forgot password?');

    const french = await flowDriver(server, clientId).authorize({ ui_locales: 'fr-CA' });
    expect(french.context.screen.texts.title).toBe(`Bonjour ${english.context.client.name}`);
    expect(french.context.screen.texts.forgotPasswordText).toBe('Mot de passe oublié ?');
    expect(french.context.screen.texts.buttonText).toBe('Continuer');
  });

  test('PUT replaces the whole prompt and language; PUT {} clears it', async () => {
    await management.prompts.customText.set('login-id', 'en', loginId);
    await management.prompts.customText.set('login-id', 'en', {
      'login-id': { buttonText: 'Onwards' },
    });
    expect(await management.prompts.customText.get('login-id', 'en')).toEqual({
      'login-id': { buttonText: 'Onwards' },
    });
    const page = await flowDriver(server, clientId).authorize();
    expect(page.context.screen.texts.title).toBe('Welcome');
    expect(page.context.screen.texts.buttonText).toBe('Onwards');
    await management.prompts.customText.set('login-id', 'en', {});
    expect(await management.prompts.customText.get('login-id', 'en')).toEqual({});
    expect((await flowDriver(server, clientId).authorize()).context.screen.texts.buttonText).toBe(
      'Continue',
    );
  });

  test.each([
    ['an unknown prompt', 'no-such-prompt', 'en', {}, 'invalid_uri', /Unknown prompt/],
    ['an unknown language', 'login-id', 'xx', {}, 'invalid_uri', /Unknown language "xx"/],
    [
      'a screen of another prompt',
      'login-id',
      'en',
      { 'login-password': { title: 'x' } },
      'invalid_body',
      /login-password/,
    ],
    ['a bad key', 'login-id', 'en', { 'login-id': { 'a key': 'x' } }, 'invalid_body', /a key/],
    [
      'an oversized text',
      'login-id',
      'en',
      { 'login-id': { title: 'x'.repeat(5_001) } },
      'invalid_body',
      /login-id\.title/,
    ],
    [
      'a text not a string',
      'login-id',
      'en',
      { 'login-id': { title: 5 } },
      'invalid_body',
      /title/,
    ],
  ])('refuses %s, keeping what was there', async (_, prompt, language, body, code, message) => {
    await management.prompts.customText.set('login-id', 'en', loginId);
    const error = await refusal(
      management.prompts.customText.set(
        prompt as 'login-id',
        language as 'en',
        body as Record<string, unknown>,
      ),
      400,
    );
    expect(error.errorCode).toBe(code);
    expect(error.message).toMatch(message);
    expect(await management.prompts.customText.get('login-id', 'en')).toEqual(loginId);
  });

  test('hostile text is shown as text on the standard page and kept whole in the context', async () => {
    const hostile = '<img src=x onerror="alert(1)"></script><script>alert(2)</script>';
    await management.prompts.customText.set('login-password', 'en', {
      'login-password': { title: hostile, description: hostile },
    });
    await management.prompts.customText.set('consent', 'en', {
      consent: { title: hostile },
    });
    const browser = flowDriver(server, clientId);
    const password = await browser.post(await browser.authorize(), {
      username: 'jane@example.com',
    });
    expect(password.context.screen.texts.title).toBe(hostile);
    // The standard consent page (no bundle): the text escaped, no element made of it.
    const html = await (
      await fetch(new URL('/preview/consent/consent?frame=1', server.url))
    ).text();
    expect(html).toContain('<h1>&lt;img src&#x3D;x onerror');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    await management.prompts.customText.set('login-password', 'en', {});
    await management.prompts.customText.set('consent', 'en', {});
  });
});

describe('branding themes', () => {
  test('create, get default and by id, update, delete; pages get the default theme', async () => {
    await refusal(management.branding.themes.getDefault(), 404);
    const created = await management.branding.themes.create(THEME);
    expect(created).toEqual({ ...THEME, themeId: expect.any(String) });
    expect(await management.branding.themes.getDefault()).toEqual(created);
    expect(await management.branding.themes.get(created.themeId)).toEqual(created);
    // One theme per tenant.
    await refusal(management.branding.themes.create(THEME), 409);

    const page = await flowDriver(server, clientId).authorize();
    const { themeId: _, ...shown } = created;
    expect(page.context.branding.themes.default).toMatchObject(shown);
    // The standard page (no bundle) wears it too.
    const html = await (
      await fetch(new URL('/preview/consent/consent?frame=1', server.url))
    ).text();
    expect(html).toContain('button:not(.sk-secondary){background:#0a6e4f}');
    expect(html).toContain('body{background:#123456}');

    const updated = await management.branding.themes.update(created.themeId, {
      ...THEME,
      colors: { ...THEME.colors, primary_button: '#aa0000' },
    });
    expect(updated.colors.primary_button).toBe('#aa0000');
    const again = await flowDriver(server, clientId).authorize();
    expect(again.context.branding.themes.default.colors.primary_button).toBe('#aa0000');

    await management.branding.themes.delete(created.themeId);
    await refusal(management.branding.themes.get(created.themeId), 404);
    const derived = await flowDriver(server, clientId).authorize();
    expect(derived.context.branding.themes.default.colors.primary_button).not.toBe('#aa0000');
  });

  test.each([
    ['a missing group', (t: Record<string, unknown>) => delete t.widget, /widget/],
    [
      'a color that is markup',
      (t: Record<string, unknown>) => {
        t.colors = { ...THEME.colors, primary_button: 'red}</style><script>alert(1)</script>' };
      },
      /primary_button/,
    ],
    [
      'a script URL',
      (t: Record<string, unknown>) => {
        t.widget = { ...THEME.widget, logo_url: 'javascript:alert(1)' };
      },
      /logo_url/,
    ],
    [
      'an unknown property',
      (t: Record<string, unknown>) => {
        t.borders = { ...THEME.borders, glow: true };
      },
      /glow/,
    ],
  ])('refuses %s with the service error, storing nothing', async (_, spoil, message) => {
    const theme = structuredClone(THEME) as unknown as Record<string, unknown>;
    spoil(theme);
    const body = await refusal(
      management.branding.themes.create(theme as unknown as typeof THEME),
      400,
    );
    expect(body.errorCode).toBe('invalid_body');
    expect(body.message).toMatch(message);
    await refusal(management.branding.themes.getDefault(), 404);
  });
});

describe('page template', () => {
  const template =
    '<!DOCTYPE html><html><head>{%- auth0:head -%}<link rel="icon" href="/bank.ico"></head>' +
    '<body class="bank"><header>Tenant header</header>{%- auth0:widget -%}<footer>$& $1</footer></body></html>';

  test('PUT, GET, DELETE; a screen with use_page_template renders inside it, standard or advanced', async () => {
    await refusal(management.branding.templates.getUniversalLogin(), 404);
    await management.branding.templates.updateUniversalLogin({ template });
    expect(await management.branding.templates.getUniversalLogin()).toEqual({ body: template });

    // Advanced login-id with the template: the context script inside the tenant's head.
    await management.prompts.rendering.update('login-id', 'login-id', { use_page_template: true });
    const browser = flowDriver(server, clientId);
    const page = await browser.authorize();
    expect(screenOf(page)).toBe('login-id');
    const html = await (await browser.send(page.url)).text();
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta charset="utf-8">/);
    expect(html).toContain('<body class="bank"><header>Tenant header</header>');
    expect(html).toContain('<footer>$& $1</footer>');
    expect(html).toContain('window.universal_login_context');

    // A standard screen with the template: the built-in form inside it.
    await management.prompts.rendering.update('consent', 'consent', { use_page_template: true });
    const consent = await (
      await fetch(new URL('/preview/consent/consent?frame=1', server.url))
    ).text();
    expect(consent).toMatch(/<header>Tenant header<\/header>\s*<main class="sk-card"/);
    // Without the setting, the page is the page host's own.
    const other = await (
      await fetch(new URL('/preview/login-password/login-password?frame=1', server.url))
    ).text();
    expect(other).not.toContain('Tenant header');

    await management.branding.templates.deleteUniversalLogin();
    await refusal(management.branding.templates.getUniversalLogin(), 404);
    const plain = await (
      await fetch(new URL('/preview/consent/consent?frame=1', server.url))
    ).text();
    expect(plain).not.toContain('Tenant header');
    await management.prompts.rendering.update('login-id', 'login-id', { use_page_template: false });
  });

  test.each([
    ['without the head tag', '<html><body>{%- auth0:widget -%}</body></html>', /auth0:head/],
    ['without the widget tag', '<html><head>{%- auth0:head -%}</head></html>', /auth0:widget/],
    [
      'over the size limit',
      `{%- auth0:head -%}{%- auth0:widget -%}${'x'.repeat(100_000)}`,
      /template/,
    ],
  ])('refuses a template %s, keeping the one stored', async (_, bad, message) => {
    await management.branding.templates.updateUniversalLogin({ template });
    const body = await refusal(
      management.branding.templates.updateUniversalLogin({ template: bad }),
      400,
    );
    expect(body.errorCode).toBe('invalid_body');
    expect(body.message).toMatch(message);
    expect(await management.branding.templates.getUniversalLogin()).toEqual({ body: template });
    await management.branding.templates.deleteUniversalLogin();
  });
});

describe('rendering filters', () => {
  test('a filter sends one application to the custom page and another to the standard page', async () => {
    const other = await management.clients.create({
      name: 'Other app',
      app_type: 'regular_web',
      callbacks: [`${server.url}/callback`],
      client_metadata: { tier: 'gold' },
    });
    const otherId = other.client_id as string;
    const first = (id: string) => flowDriver(server, id).authorize();

    await management.prompts.rendering.update('login-id', 'login-id', {
      filters: { match_type: 'includes_any', clients: [{ id: clientId }] },
    });
    expect((await first(clientId)).context?.screen.name).toBe('login-id');
    const outside = await first(otherId);
    expect(outside.status).toBe(200);
    expect(outside.context).toBeUndefined(); // the standard page carries no context

    // By metadata, and the other way round.
    await management.prompts.rendering.update('login-id', 'login-id', {
      filters: { match_type: 'excludes_any', clients: [{ metadata: { tier: 'gold' } }] },
    });
    expect((await first(clientId)).context?.screen.name).toBe('login-id');
    expect((await first(otherId)).context).toBeUndefined();
    await management.prompts.rendering.update('login-id', 'login-id', { filters: null });
    expect((await first(otherId)).context?.screen.name).toBe('login-id');
  });
});
