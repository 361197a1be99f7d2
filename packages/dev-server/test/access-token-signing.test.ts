/**
 * Access and ID tokens are signed with node:crypto (protocol/access-token.ts) for speed: they
 * must stay byte for byte what jose's SignJWT made before, and verify against the JWKS.
 */
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterEach, expect, test, vi } from 'vitest';
import { signAccessToken, signIdToken } from '../src/protocol/access-token.js';
import { openKeyRing } from '../src/tenant/signing-keys.js';

afterEach(() => {
  vi.useRealTimers();
});

test('access and ID tokens are the JWTs jose would sign, and verify against the JWKS', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
  const keys = openKeyRing(undefined);
  const key = await keys.get('RS256');
  const now = Math.floor(Date.now() / 1000);
  const jose = (
    claims: Record<string, unknown>,
    sub: string,
    aud: string | string[],
    ttl: number,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer('http://127.0.0.1:1/')
      .setSubject(sub)
      .setAudience(aud)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(key.privateKey);

  const access = await signAccessToken(keys, {
    issuer: 'http://127.0.0.1:1/',
    subject: 'auth0|u1',
    audience: ['https://api.example.com', 'http://127.0.0.1:1/userinfo'],
    clientId: 'c1',
    scopes: ['openid', 'read:x'],
    authorizationDetails: [{ type: 'payment', amount: '<b>"10"</b>' }],
    organization: { id: 'org_1', name: 'Acme' },
    lifetime: 600,
    grantType: 'client-credentials',
  });
  expect(access).toBe(
    await jose(
      {
        azp: 'c1',
        scope: 'openid read:x',
        org_id: 'org_1',
        org_name: 'Acme',
        authorization_details: [{ type: 'payment', amount: '<b>"10"</b>' }],
        gty: 'client-credentials',
      },
      'auth0|u1',
      ['https://api.example.com', 'http://127.0.0.1:1/userinfo'],
      600,
    ),
  );

  const id = await signIdToken(keys, {
    issuer: 'http://127.0.0.1:1/',
    clientId: 'c1',
    user: { id: 'auth0|u1', name: 'Zoë \u2028', email: 'z@example.com' } as never,
    scopes: ['openid', 'profile', 'email'],
    nonce: 'n1',
    amr: ['pwd'],
    authTime: now - 5,
    sid: 's1',
  });
  const { payload } = await jwtVerify(id, createLocalJWKSet(await keys.jwks()), {
    issuer: 'http://127.0.0.1:1/',
    audience: 'c1',
    currentDate: new Date(),
  });
  const { iss, sub, aud, iat, exp, ...claims } = payload;
  expect({ iss, sub, aud, iat, exp }).toEqual({
    iss: 'http://127.0.0.1:1/',
    sub: 'auth0|u1',
    aud: 'c1',
    iat: now,
    exp: now + 36_000,
  });
  expect(claims).toMatchObject({ name: 'Zoë \u2028', nonce: 'n1', sid: 's1', auth_time: now - 5 });
  expect(id).toBe(await jose(claims, 'auth0|u1', 'c1', 36_000));
});
