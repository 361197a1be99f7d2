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
