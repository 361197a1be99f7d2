/**
 * Drives the mock authorization server the way a browser and a client application would:
 * /authorize with redirects not followed, the consent form posted like the page posts it,
 * and token requests with client authentication.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { expect } from 'vitest';
import type { DevServer } from '../src/index.js';
import { type Call, client } from './http.js';

export const CALLBACK = 'https://app.example.com/callback';

export interface TestClient {
  client_id: string;
  client_secret: string;
}

export function driver(server: DevServer) {
  const api: Call = client(server);

  async function createClient(body: Record<string, unknown> = {}): Promise<TestClient> {
    const res = await api('POST', '/clients', { name: 'Bank App', callbacks: [CALLBACK], ...body });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function createApi(body: Record<string, unknown>): Promise<void> {
    const res = await api('POST', '/resource-servers', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  async function grant(body: Record<string, unknown>): Promise<void> {
    const res = await api('POST', '/client-grants', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  // The browser's cookies (the transaction cookie /authorize sets): each driver is one browser.
  const jar = new Map<string, string>();

  /**
   * A request as this browser sends it: its cookies, and on a post the headers Chromium sends
   * with a same-origin form. Keeps the cookies the answer sets; redirects are not followed.
   */
  async function send(url: URL | string, init: RequestInit = {}): Promise<Response> {
    const post = (init.method ?? 'GET') !== 'GET';
    const res = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(jar.size
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(post ? { origin: server.url, 'sec-fetch-site': 'same-origin' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** GET /authorize without following redirects; returns the Location (absolute). */
  async function authorize(params: Record<string, string>): Promise<URL> {
    const res = await send(`${server.url}/authorize?${new URLSearchParams(params)}`);
    expect(res.status, await res.clone().text()).toBe(302);
    return new URL(res.headers.get('location') ?? '', server.url);
  }

  /** Posts the consent form to the page's own URL, as the hosted page does. */
  async function answerConsent(consentUrl: URL, action: 'accept' | 'deny'): Promise<URL> {
    const state = consentUrl.searchParams.get('state') ?? '';
    const res = await send(consentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, action }),
    });
    expect(res.status, await res.clone().text()).toBe(302);
    return new URL(res.headers.get('location') ?? '', server.url);
  }

  async function token(
    params: Record<string, string>,
    auth: TestClient | null,
    method: 'post' | 'basic' = 'post',
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
  ): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const form = new URLSearchParams(params);
    if (auth && method === 'post') {
      form.set('client_id', auth.client_id);
      form.set('client_secret', auth.client_secret);
    } else if (auth) {
      const pair = `${encodeURIComponent(auth.client_id)}:${encodeURIComponent(auth.client_secret)}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    const res = await fetch(`${server.url}/oauth/token`, { method: 'POST', headers, body: form });
    return { status: res.status, body: await res.json() };
  }

  const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`));

  /** Verifies an access token against the server's published JWKS, as a resource server would. */
  async function verify(jwt: string, audience: string): Promise<JWTPayload> {
    const { payload, protectedHeader } = await jwtVerify(jwt, jwks, {
      issuer: `${server.url}/`,
      audience,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.kid).toBeTruthy();
    return payload;
  }

  return { api, send, createClient, createApi, grant, authorize, answerConsent, token, verify };
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
