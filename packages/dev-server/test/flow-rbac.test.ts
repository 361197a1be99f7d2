/**
 * RBAC of an API (`enforce_policies`, `token_dialect: access_token_authz`) as a developer meets
 * it: roles, role permissions and a user's own permissions set with the official `auth0`
 * ManagementClient, a login through the pages over HTTP, the tokens verified and read with
 * jose. The scope holds only what the user holds, consent and `prompt=none` agree with it, a
 * refresh after the role is taken away issues less, an organization login counts the roles
 * held there, client credentials keep their client grant, an `_authz` dialect without RBAC
 * is accepted and adds no permissions, and a scope or API taken away leaves every role and
 * user.
 */
import { ManagementClient } from 'auth0';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_API, type DevServer, managementClientOptions } from '../src/index.js';
import { start } from './http.js';
import { CALLBACK_PATH, flowDriver, screenOf, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let management: ManagementClient;
let clientId: string;
let clientSecret: string;
let sam: string;

const SCOPE = 'openid profile offline_access transfer:funds read:accounts';
const perm = (permission_name: string, resource_server_identifier = DEMO_API) => ({
  resource_server_identifier,
  permission_name,
});

beforeAll(async () => {
  server = await start();
  clientId = await seedFlowTenant(server, [
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['consent', 'consent'],
  ]);
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
  clientSecret = (await management.clients.get(clientId)).client_secret as string;
  await management.resourceServers.update(DEMO_API, {
    enforce_policies: true,
    token_dialect: 'access_token_authz',
    allow_offline_access: true,
  });
  sam = (await management.users.list({ q: 'email:"sam@example.com"' })).data[0]?.user_id as string;
});
afterAll(() => server.close());

/** A permission as `/users/{id}/permissions` lists it (the SDK's type has no `sources`). */
type Sourced = { sources: Array<{ source_id: string; source_name: string; source_type: string }> };

/** POST /oauth/token as the demo application; the access token verified and decoded. */
async function token(params: Record<string, string>) {
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params }),
  });
  const body = (await res.json()) as { access_token: string; refresh_token?: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));
  const { payload } = await jwtVerify(body.access_token, jwks, { audience: DEMO_API });
  return { claims: payload, refreshToken: body.refresh_token };
}

describe('RBAC of an API', () => {
  test("the scope holds what the user's roles and own permissions grant; consent, prompt=none and refresh agree", async () => {
    const teller = await management.roles.create({ name: 'teller' });
    await management.roles.permissions.add(teller.id as string, {
      permissions: [perm('transfer:funds')],
    });
    await management.users.roles.assign(sam, { roles: [teller.id as string] });

    const browser = flowDriver(server, clientId);
    const password = await browser.post(await browser.authorize({ scope: SCOPE }), {
      username: 'sam@example.com',
    });
    const consent = await browser.post(password, { password: 'Quiet-River-82!' });
    expect(screenOf(consent)).toBe('consent');
    // Asked only for what the token will carry: Sam holds no read:accounts.
    expect(consent.context.screen.data.scopes.map((s: { value: string }) => s.value)).toEqual([
      'openid',
      'profile',
      'offline_access',
      'transfer:funds',
    ]);
    const callback = await browser.post(consent, { action: 'accept' });
    expect(callback.url.pathname).toBe(CALLBACK_PATH);
    const login = await token({
      grant_type: 'authorization_code',
      code: callback.url.searchParams.get('code') as string,
      redirect_uri: `${server.url}${CALLBACK_PATH}`,
    });
    expect(login.claims).toMatchObject({
      scope: 'openid profile offline_access transfer:funds',
      permissions: ['transfer:funds'],
    });

    // The consent given covers the next silent request for the same scopes.
    const silent = await browser.authorize({ scope: SCOPE, prompt: 'none' });
    expect(silent.url.searchParams.get('error')).toBeNull();

    // A permission of Sam's own, then the role taken away: the refresh issues the reduced scope.
    await management.users.permissions.create(sam, { permissions: [perm('read:accounts')] });
    const listed = (await management.users.permissions.list(sam)).data;
    expect(listed.map((p) => p.permission_name).sort()).toEqual([
      'read:accounts',
      'transfer:funds',
    ]);
    expect(listed[0]).toMatchObject({ resource_server_name: 'Bank API' });
    // Where each comes from, as the service's `sources` say (the dashboard's user page reads them).
    expect(
      Object.fromEntries(listed.map((p) => [p.permission_name, (p as Sourced).sources])),
    ).toEqual({
      'transfer:funds': [{ source_id: teller.id, source_name: 'teller', source_type: 'ROLE' }],
      'read:accounts': [{ source_id: '', source_name: '', source_type: 'DIRECT' }],
    });
    await management.users.roles.delete(sam, { roles: [teller.id as string] });
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: login.refreshToken as string,
    });
    expect(refreshed.claims.scope).toBe('openid profile offline_access');
    // The claim lists every permission Sam holds at the API, requested or not.
    expect(refreshed.claims.permissions).toEqual(['read:accounts']);
  });

  test('logged in to an organization, the roles held there count, not the user’s own', async () => {
    const acme = await management.organizations.getByName('acme');
    const clerk = await management.roles.create({ name: 'acme-clerk' });
    await management.roles.permissions.add(clerk.id as string, {
      permissions: [perm('transfer:funds')],
    });
    await management.organizations.members.roles.assign(acme.id as string, sam, {
      roles: [clerk.id as string],
    });
    const browser = flowDriver(server, clientId);
    const password = await browser.post(
      await browser.authorize({ scope: SCOPE, organization: 'acme' }),
      { username: 'sam@example.com' },
    );
    let page = await browser.post(password, { password: 'Quiet-River-82!' });
    if (screenOf(page) === 'consent') page = await browser.post(page, { action: 'accept' });
    const { claims } = await token({
      grant_type: 'authorization_code',
      code: page.url.searchParams.get('code') as string,
      redirect_uri: `${server.url}${CALLBACK_PATH}`,
    });
    // Sam's own read:accounts (the test above) does not count in the organization.
    expect(claims).toMatchObject({
      org_name: 'acme',
      scope: 'openid profile offline_access transfer:funds',
      permissions: ['transfer:funds'],
    });
  });

  test('client credentials keep the scopes of their client grant', async () => {
    await management.clientGrants.create({
      client_id: clientId,
      audience: DEMO_API,
      scope: ['read:accounts'],
    });
    const { claims } = await token({
      grant_type: 'client_credentials',
      audience: DEMO_API,
      scope: 'read:accounts',
    });
    expect(claims).toMatchObject({
      scope: 'read:accounts',
      permissions: ['read:accounts'],
      gty: 'client-credentials',
    });
  });

  test('an _authz dialect without RBAC is accepted, as on the service, and adds no permissions', async () => {
    // The service documents the permissions claims as present only while RBAC is on, and
    // takes the dialect either way (on create, and when RBAC is turned off, as the
    // dashboard's toggle leaves it).
    const created = await management.resourceServers.create({
      identifier: 'https://no-rbac.example.com/',
      token_dialect: 'rfc9068_profile_authz',
      enforce_policies: false,
    });
    expect(created).toMatchObject({
      token_dialect: 'rfc9068_profile_authz',
      enforce_policies: false,
    });
    await management.resourceServers.delete(created.id as string);
    const off = await management.resourceServers.update(DEMO_API, { enforce_policies: false });
    expect(off).toMatchObject({ enforce_policies: false, token_dialect: 'access_token_authz' });
    try {
      const { claims } = await token({
        grant_type: 'client_credentials',
        audience: DEMO_API,
        scope: 'read:accounts',
      });
      expect(claims.scope).toBe('read:accounts');
      expect(claims).not.toHaveProperty('permissions');
    } finally {
      await management.resourceServers.update(DEMO_API, { enforce_policies: true });
    }
  });

  test('a scope taken from the API, then the API, leaves every role and user', async () => {
    const LEDGER = 'https://ledger.example.com/';
    await management.resourceServers.create({
      identifier: LEDGER,
      scopes: [{ value: 'read:ledger' }, { value: 'write:ledger' }],
    });
    const auditor = await management.roles.create({ name: 'auditor' });
    const roleId = auditor.id as string;
    await management.roles.permissions.add(roleId, {
      permissions: [perm('read:ledger', LEDGER), perm('write:ledger', LEDGER)],
    });
    await management.users.permissions.create(sam, { permissions: [perm('write:ledger', LEDGER)] });
    const names = async () => ({
      role: (await management.roles.permissions.list(roleId)).data.map((p) => p.permission_name),
      user: (await management.users.permissions.list(sam)).data
        .filter((p) => p.resource_server_identifier === LEDGER)
        .map((p) => p.permission_name),
    });

    await management.resourceServers.update(LEDGER, { scopes: [{ value: 'read:ledger' }] });
    expect(await names()).toEqual({ role: ['read:ledger'], user: [] });
    await management.resourceServers.delete(LEDGER);
    expect(await names()).toEqual({ role: [], user: [] });
  });
});
