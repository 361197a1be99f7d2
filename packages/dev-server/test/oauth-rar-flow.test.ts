import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { configureDemoFlow } from '../src/protocol/demo-settings.js';
import { getPendingTransaction } from '../src/protocol/transactions.js';
import { start } from './http.js';
import { CALLBACK, driver, pkce, type TestClient } from './oauth-driver.js';

const BANK = 'https://bank.example.com/';
const TRANSFER = [
  {
    type: 'money_transfer',
    instructedAmount: { amount: 150, currency: 'USD' },
    sourceAccount: 'DE89370400440532013000',
    destinationAccount: 'FR7630006000011234567890189',
    beneficiary: 'Jane <b>Doe</b>',
    subject: 'Rent',
  },
];

let server: DevServer;
let d: ReturnType<typeof driver>;
let app: TestClient;

beforeAll(async () => {
  server = await start();
  d = driver(server);
  await d.createApi({
    identifier: BANK,
    name: 'Bank API',
    consent_policy: 'standard',
    authorization_details: [{ type: 'money_transfer' }],
    scopes: [
      { value: 'read:balance', description: 'Read your balance' },
      { value: 'transfer:funds', description: 'Move money' },
    ],
    allow_offline_access: true,
  });
  app = await d.createClient();
  const partial = await d.api('PUT', '/prompts/customized-consent/partials', {
    'customized-consent': {
      'form-content':
        '<p>Pay {{ transaction.params.authorization_details[0].beneficiary }} {{ transaction.params.authorization_details[0].instructedAmount.amount }} {{ transaction.params.authorization_details[0].instructedAmount.currency }}</p>',
    },
  });
  expect(partial.status).toBe(200);
});
afterAll(() => server.close());
beforeEach(() =>
  configureDemoFlow(server.store, {
    mfa: { required: false, factor: undefined, pushResponse: undefined },
  }),
);

const authorizeParams = (extra: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: app.client_id,
  redirect_uri: CALLBACK,
  audience: BANK,
  scope: 'openid offline_access transfer:funds',
  state: 'client-state-1',
  ...extra,
});

/** A code issued for a RAR login with a fresh S256 challenge (its verifier is not kept). */
async function codeForS256Challenge(): Promise<string> {
  const { challenge } = pkce();
  const consentUrl = await d.authorize(
    authorizeParams({
      authorization_details: JSON.stringify(TRANSFER),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  );
  return (await d.answerConsent(consentUrl, 'accept')).searchParams.get('code') ?? '';
}

describe('RAR authorization code flow', () => {
  test('customized consent, accept, code, token carrying the authorization_details', async () => {
    const { verifier, challenge } = pkce();
    const consentUrl = await d.authorize(
      authorizeParams({
        authorization_details: JSON.stringify(TRANSFER),
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(consentUrl.pathname).toBe('/u/customized-consent');
    const state = consentUrl.searchParams.get('state') ?? '';
    expect(getPendingTransaction(server, state)?.consent).toMatchObject({
      outcome: 'customized-consent',
      rule: 'standard/rar-no-mfa',
    });

    // The page host renders the consent screen with the tenant's partial, values escaped.
    const page = await d.send(consentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<p>Pay Jane &lt;b&gt;Doe&lt;/b&gt; 150 USD</p>');
    expect(html).not.toContain('<b>Doe</b>');
    const action = /<form method="post" action="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&#x3D;', '=')
      .replaceAll('&amp;', '&');
    expect(action).toBe(`${consentUrl.pathname}${consentUrl.search}`);
    expect(html).toContain('<button type="submit" name="action" value="accept">');

    const back = await d.answerConsent(consentUrl, 'accept');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('client-state-1');
    const code = back.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const res = await d.token(
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier },
      app,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 86400,
      scope: 'openid offline_access transfer:funds',
      authorization_details: TRANSFER,
    });
    expect(res.body.refresh_token).toEqual(expect.any(String));
    const claims = await d.verify(res.body.access_token, BANK);
    expect(claims).toMatchObject({
      sub: 'auth0|screenkit-demo-user',
      azp: app.client_id,
      scope: 'openid offline_access transfer:funds',
      authorization_details: TRANSFER,
    });
    const id = await d.verify(res.body.id_token, app.client_id);
    // Claims go by scope (OpenID Connect Core 5.4): no `email` scope, no email claim.
    expect(id.sub).toBe('auth0|screenkit-demo-user');
    expect(id.email).toBeUndefined();

    // Codes are single-use.
    const again = await d.token(
      { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK },
      app,
    );
    expect(again).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
  });

  test('deny on the consent screen answers access_denied with the client state', async () => {
    const consentUrl = await d.authorize(
      authorizeParams({ authorization_details: JSON.stringify(TRANSFER) }),
    );
    const back = await d.answerConsent(consentUrl, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('client-state-1');
    expect(back.searchParams.has('code')).toBe(false);
    // The transaction is used up: a second answer is refused.
    const replay = await d.send(consentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consentUrl.searchParams.get('state') ?? '',
        action: 'accept',
      }),
    });
    expect(replay.status).toBe(400);
  });

  test('PKCE: a wrong code_verifier is invalid_grant', async () => {
    const code = await codeForS256Challenge();
    const res = await d.token(
      {
        grant_type: 'authorization_code',
        code,
        code_verifier: 'w'.repeat(43),
        redirect_uri: CALLBACK,
      },
      app,
    );
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'invalid_grant', error_description: expect.stringMatching(/does not match/) },
    });
  });

  test('PKCE: a verifier outside 43-128 characters of the allowed set is refused', async () => {
    // A plain challenge equal to a malformed verifier: the shape check refuses it first.
    for (const bad of ['short', `${'a'.repeat(42)}!`]) {
      const back = await d.authorize(authorizeParams({ code_challenge: bad }));
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('error_description')).toMatch(/43 to 128/);
    }
    const code = await codeForS256Challenge();
    const res = await d.token(
      {
        grant_type: 'authorization_code',
        code,
        code_verifier: 'a'.repeat(129),
        redirect_uri: CALLBACK,
      },
      app,
    );
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'invalid_grant', error_description: expect.stringMatching(/43 to 128/) },
    });
  });

  test('code_challenge_method without code_challenge is invalid_request', async () => {
    const back = await d.authorize(authorizeParams({ code_challenge_method: 'S256' }));
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/without code_challenge/);
  });

  test('a token request omitting the redirect_uri sent to /authorize is invalid_grant', async () => {
    const consentUrl = await d.authorize(
      authorizeParams({ authorization_details: JSON.stringify(TRANSFER) }),
    );
    const code = (await d.answerConsent(consentUrl, 'accept')).searchParams.get('code') ?? '';
    const res = await d.token({ grant_type: 'authorization_code', code }, app);
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'invalid_grant', error_description: expect.stringMatching(/redirect_uri/) },
    });
  });
});

describe('invalid authorization_details are refused on the redirect', () => {
  test.each([
    ['an unregistered type', [{ type: 'crypto_trade', amount: 1 }], /rule 5 at \[0\]\.type/],
    ['not JSON', '[{"type": "money_transfer"', /rule 2/],
    ['not an array', { type: 'money_transfer' }, /rule 3/],
    ['six entries', Array.from({ length: 6 }, () => ({ type: 'money_transfer' })), /rule 4/],
    ['a bad property name', [{ type: 'money_transfer', 'a b': 1 }], /rule 10/],
    [
      'a value over 255 characters',
      [{ type: 'money_transfer', subject: 'x'.repeat(256) }],
      /rule 8/,
    ],
  ])('%s', async (_name, details, rule) => {
    const raw = typeof details === 'string' ? details : JSON.stringify(details);
    const back = await d.authorize(authorizeParams({ authorization_details: raw }));
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('error')).toBe('invalid_authorization_details');
    expect(back.searchParams.get('error_description')).toMatch(rule);
    expect(back.searchParams.get('error_description')).toContain(BANK);
    expect(back.searchParams.get('state')).toBe('client-state-1');
  });
});

describe('consent decisions through the page host (seed 2.6)', () => {
  test('non-RAR: standard consent once, then straight through while the grant covers the request', async () => {
    const other = await d.createClient({ name: 'Budget App' });
    const params = { ...authorizeParams({ scope: 'read:balance' }), client_id: other.client_id };
    const first = await d.authorize(params);
    expect(first.pathname).toBe('/u/consent');
    const tx = getPendingTransaction(server, first.searchParams.get('state') ?? '');
    expect(tx?.scopeDescriptions).toEqual([
      { value: 'read:balance', description: 'Read your balance' },
    ]);
    expect((await d.answerConsent(first, 'accept')).searchParams.get('code')).toBeTruthy();

    const second = await d.authorize(params);
    expect(`${second.origin}${second.pathname}`).toBe(CALLBACK);
    expect(second.searchParams.get('code')).toBeTruthy();

    // Asking for more than was granted shows consent again.
    const wider = await d.authorize({ ...params, scope: 'read:balance transfer:funds' });
    expect(wider.pathname).toBe('/u/consent');
  });

  test('RAR is never skipped by an existing grant', async () => {
    await d.answerConsent(
      await d.authorize(authorizeParams({ authorization_details: JSON.stringify(TRANSFER) })),
      'accept',
    );
    const again = await d.authorize(
      authorizeParams({ authorization_details: JSON.stringify(TRANSFER) }),
    );
    expect(again.pathname).toBe('/u/customized-consent');
  });

  test('RAR with an OTP factor: customized consent after the MFA challenge; amr says mfa', async () => {
    await configureDemoFlow(server.store, { mfa: { required: true, factor: 'otp' } });
    const consentUrl = await d.authorize(
      authorizeParams({ authorization_details: JSON.stringify(TRANSFER) }),
    );
    expect(consentUrl.pathname).toBe('/u/customized-consent');
    const tx = getPendingTransaction(server, consentUrl.searchParams.get('state') ?? '');
    expect(tx?.consent).toMatchObject({ outcome: 'customized-consent-after-mfa', afterMfa: true });
    const code = (await d.answerConsent(consentUrl, 'accept')).searchParams.get('code') ?? '';
    const res = await d.token(
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK },
      app,
    );
    expect((await d.verify(res.body.id_token, app.client_id)).amr).toEqual(['pwd', 'mfa']);
  });

  test('RAR with a push factor: no consent screen; the mobile app answers', async () => {
    await configureDemoFlow(server.store, { mfa: { required: true, factor: 'push-notification' } });
    const direct = await d.authorize(
      authorizeParams({ authorization_details: JSON.stringify(TRANSFER) }),
    );
    expect(`${direct.origin}${direct.pathname}`).toBe(CALLBACK);
    const code = direct.searchParams.get('code') ?? '';
    const res = await d.token(
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK },
      app,
      'basic',
    );
    expect(res.status).toBe(200);
    expect((await d.verify(res.body.access_token, BANK)).authorization_details).toEqual(TRANSFER);

    await configureDemoFlow(server.store, { mfa: { pushResponse: 'deny' } });
    const rejected = await d.authorize(
      authorizeParams({ authorization_details: JSON.stringify(TRANSFER) }),
    );
    expect(rejected.searchParams.get('error')).toBe('access_denied');
    expect(rejected.searchParams.get('error_description')).toMatch(
      /push notification.*consent policy standard/,
    );
  });

  test('transactional-authorization-with-mfa: customized consent even for a covered non-RAR request', async () => {
    const api = 'urn:transactional';
    await d.createApi({
      identifier: api,
      consent_policy: 'transactional-authorization-with-mfa',
      scopes: [{ value: 'pay' }],
    });
    const params = authorizeParams({ audience: api, scope: 'pay' });
    for (let i = 0; i < 2; i++) {
      const url = await d.authorize(params);
      expect(url.pathname).toBe('/u/customized-consent');
      await d.answerConsent(url, 'accept');
    }
  });
});

describe('requests that cannot be redirected', () => {
  test.each([
    ['an unknown client', { client_id: 'nope' }, /Unknown client_id/],
    [
      'a redirect_uri outside the callbacks',
      { redirect_uri: 'https://evil.example/cb' },
      /not one of the callbacks/,
    ],
  ])('%s: 400 JSON, no redirect', async (_name, override, message) => {
    const res = await fetch(
      `${server.url}/authorize?${new URLSearchParams({ ...authorizeParams(), ...override })}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toMatch(message);
  });

  test('an unknown API and an unsupported response type are redirected errors', async () => {
    const unknown = await d.authorize(authorizeParams({ audience: 'urn:nope' }));
    expect(unknown.searchParams.get('error')).toBe('access_denied');
    expect(unknown.searchParams.get('error_description')).toBe('Service not found: urn:nope');
    const implicit = await d.authorize(authorizeParams({ response_type: 'token' }));
    expect(implicit.searchParams.get('error')).toBe('unsupported_response_type');
  });
});
