/** Tenant configuration the flow cannot apply is reported, named, on the OAuth error channel. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { configureDemoFlow, OAUTH_SETTINGS_COLLECTION } from '../src/protocol/demo-settings.js';
import { start } from './http.js';
import { CALLBACK, driver, type TestClient } from './oauth-driver.js';

const API = 'urn:api:config';
let server: DevServer;
let d: ReturnType<typeof driver>;
let app: TestClient;

beforeAll(async () => {
  server = await start();
  d = driver(server);
  await d.createApi({
    identifier: API,
    scopes: [{ value: 'read' }],
    authorization_details: [{ type: 'payment' }],
  });
  app = await d.createClient({ grant_types: ['authorization_code'] });
});
afterAll(() => server.close());

const rar = () => ({
  response_type: 'code',
  client_id: app.client_id,
  redirect_uri: CALLBACK,
  audience: API,
  scope: 'read',
  state: 'st',
  authorization_details: JSON.stringify([{ type: 'payment', amount: 5 }]),
});

test('a hand-edited, invalid demo settings record is a server_error naming the file and field', async () => {
  await server.store
    .collection(OAUTH_SETTINGS_COLLECTION)
    .set('demo', { user: { id: 7 }, mfa: { required: false } });
  const back = await d.authorize(rar());
  expect(back.searchParams.get('error')).toBe('server_error');
  expect(back.searchParams.get('error_description')).toMatch(/oauth-settings\.json.*user\.id/);
  expect(back.searchParams.get('state')).toBe('st');
});

test('MFA required without a factor cannot decide a RAR: server_error naming mfaFactor', async () => {
  await server.store.collection(OAUTH_SETTINGS_COLLECTION).delete('demo');
  await configureDemoFlow(server.store, { mfa: { required: true } });
  const back = await d.authorize(rar());
  expect(back.searchParams.get('error')).toBe('server_error');
  expect(back.searchParams.get('error_description')).toMatch(/mfaFactor/);
});

test('configureDemoFlow refuses an unknown factor', async () => {
  await expect(
    configureDemoFlow(server.store, { mfa: { required: true, factor: 'pigeon' as never } }),
  ).rejects.toThrow(/factor/);
});

test('an application without the client_credentials grant type is unauthorized_client', async () => {
  const res = await d.token(
    { grant_type: 'client_credentials', audience: API, scope: 'read' },
    app,
  );
  expect(res).toMatchObject({
    status: 403,
    body: {
      error: 'unauthorized_client',
      error_description: expect.stringMatching(/client_credentials/),
    },
  });
});
