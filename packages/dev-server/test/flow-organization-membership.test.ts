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
