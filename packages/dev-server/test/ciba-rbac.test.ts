/**
 * CIBA on an API with RBAC (`enforce_policies`), over HTTP with the official SDK's backchannel
 * client: the email approval's consent screen lists only the scopes the user holds, and the
 * token holds what was approved, by email or by push, even when a permission is given between
 * the approval and the poll (the approval, not the later poll, decides the scope).
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_API } from '../src/index.js';
import { type CibaTenant, startCibaTenant } from './support/ciba-tenant.js';
import { flowDriver, screenOf } from './support/flow-driver.js';

let tenant: CibaTenant;
const SCOPE = 'openid profile transfer:funds read:accounts';

beforeAll(async () => {
  tenant = await startCibaTenant();
  const rbac = { enforce_policies: true, token_dialect: 'access_token_authz' };
  expect((await tenant.api('PATCH', `/resource-servers/${enc(DEMO_API)}`, rbac)).status).toBe(200);
});
afterAll(async () => {
  await tenant?.server.close();
});

const enc = encodeURIComponent;
/** Gives the user of `email` these permissions of the demo API. */
async function give(email: string, ...names: string[]) {
  const permissions = names.map((permission_name) => ({
    resource_server_identifier: DEMO_API,
    permission_name,
  }));
  const path = `/users/${enc(tenant.userId(email))}/permissions`;
  expect((await tenant.api('POST', path, { permissions })).status).toBe(201);
}
/** The access token of an approved request, verified. */
async function accessToken(authReqId: string) {
  const tokens = await tenant.app.backchannel.backchannelGrant({ auth_req_id: authReqId });
  const jwks = createRemoteJWKSet(new URL(`${tenant.server.url}/.well-known/jwks.json`));
  return (await jwtVerify(tokens.access_token, jwks, { audience: DEMO_API })).payload;
}

describe('CIBA on an API with RBAC', () => {
  test('email: consent lists only the scopes the user holds; the token holds what was approved', async () => {
    await give('sam@example.com', 'transfer:funds');
    // Above 300 s a user is reached by email; without authorization_details, the consent screen.
    const started = await tenant.authorize('sam@example.com', {
      scope: SCOPE,
      requested_expiry: '600',
      authorization_details: '',
    });
    const link = new URL((await tenant.latestMessage()).link, tenant.server.url);
    const browser = flowDriver(tenant.server, tenant.clientId);
    const password = await browser.post(await browser.open(link), {
      username: 'sam@example.com',
    });
    const consent = await browser.post(password, { password: 'Quiet-River-82!' });
    expect(screenOf(consent)).toBe('consent');
    // Sam holds no read:accounts: he is not asked for it.
    expect(consent.context.screen.data.scopes).toEqual([
      { value: 'openid', description: expect.any(String) },
      { value: 'profile', description: expect.any(String) },
      { value: 'transfer:funds', description: 'Transfer funds from your accounts' },
    ]);
    expect(screenOf(await browser.post(consent, { action: 'accept' }))).toBe(
      'async-approval-accepted',
    );

    // Given after he approved: the token still holds what he approved, no more.
    await give('sam@example.com', 'read:accounts');
    const access = await accessToken(started.auth_req_id);
    expect(access.scope).toBe('openid profile transfer:funds');
    // The claim lists every permission he holds at the API, as on every grant.
    expect(access.permissions).toEqual(['transfer:funds', 'read:accounts']);
  });

  test('push: the approval holds the scopes the user holds then, as the token does', async () => {
    await give('pat@example.com', 'read:accounts');
    const started = await tenant.authorize('pat@example.com', {
      scope: SCOPE,
      authorization_details: '',
    });
    const push = await tenant.latestMessage();
    expect(push.channel).toBe('push');
    expect(await tenant.answerOnApp(push.link, 'approve')).toBe(200);

    await give('pat@example.com', 'transfer:funds');
    const access = await accessToken(started.auth_req_id);
    expect(access.scope).toBe('openid profile read:accounts');
  });
});
