import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  type DevServer,
  issueManagementToken,
  MANAGEMENT_SCOPES,
  signManagementToken,
} from '../src/index.js';
import { type Call, client, errorBody, start, tempDir } from './http.js';

let server: DevServer;
let api: Call;
let store: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  store = await tempDir();
  server = await start({ storeDir: store.dir });
  api = client(server);
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

// Every endpoint with the scope it needs.
const ENDPOINTS: Array<[string, string, string, unknown?]> = [
  ['GET', '/resource-servers', 'read:resource_servers'],
  ['GET', '/resource-servers/x', 'read:resource_servers'],
  ['POST', '/resource-servers', 'create:resource_servers', { identifier: 'urn:scoped' }],
  ['PATCH', '/resource-servers/x', 'update:resource_servers', {}],
  ['DELETE', '/resource-servers/x', 'delete:resource_servers'],
  ['GET', '/client-grants', 'read:client_grants'],
  ['POST', '/client-grants', 'create:client_grants', {}],
  ['PATCH', '/client-grants/x', 'update:client_grants', {}],
  ['DELETE', '/client-grants/x', 'delete:client_grants'],
  ['GET', '/prompts/login/partials', 'read:prompts'],
  ['PUT', '/prompts/login/partials', 'update:prompts', {}],
  ['GET', '/prompts/login/screen/login/rendering', 'read:prompts'],
  ['PATCH', '/prompts/login/screen/login/rendering', 'update:prompts', {}],
  ['GET', '/prompts/rendering', 'read:prompts'],
  [
    'PATCH',
    '/prompts/rendering',
    'update:prompts',
    { configs: [{ prompt: 'login', screen: 'login' }] },
  ],
  ['DELETE', '/connections/con_x', 'delete:connections'],
  ['GET', '/clients/x/connections', 'read:connections'],
  ['GET', '/sessions/x', 'read:sessions'],
  ['DELETE', '/sessions/x', 'delete:sessions'],
];

describe('authentication', () => {
  test.each(ENDPOINTS)(
    '%s %s: 401 without a token or with a bad one',
    async (method, path, _scope, body) => {
      const none = await api(method, path, body, null);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({
        ...errorBody(401, undefined, 'Missing authentication'),
        attributes: { error: 'Missing authentication' },
      });
      const bad = await api(method, path, body, 'not.a.jwt');
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({
        ...errorBody(401, undefined, 'Invalid token'),
        attributes: { error: 'Invalid token' },
      });
    },
  );

  test.each(ENDPOINTS)(
    '%s %s: 403 insufficient_scope without %s, passes auth with it',
    async (method, path, scope, body) => {
      const others = MANAGEMENT_SCOPES.filter((s) => s !== scope);
      const without = await issueManagementToken({ storeDir: store.dir, scopes: others });
      const res = await api(method, path, body, without);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        errorBody(403, 'insufficient_scope', `Insufficient scope, expected any of: ${scope}`),
      );
      const only = await issueManagementToken({ storeDir: store.dir, scopes: [scope] });
      const ok = await api(method, path, body, only);
      expect([401, 403]).not.toContain(ok.status);
    },
  );

  test('tokens that are expired, from another store or for another audience are 401', async () => {
    const expired = await issueManagementToken({ storeDir: store.dir, expiresIn: -10 });
    expect((await api('GET', '/resource-servers', undefined, expired)).status).toBe(401);
    const other = await tempDir();
    try {
      const foreign = await issueManagementToken({ storeDir: other.dir });
      expect((await api('GET', '/resource-servers', undefined, foreign)).status).toBe(401);
    } finally {
      await other.remove();
    }
    const key = await server.keys.get('ES256');
    const wrongAudience = await new SignJWT({ scope: MANAGEMENT_SCOPES.join(' ') })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setAudience('https://someone-else/')
      .setIssuer('urn:screenkit:dev-server')
      .setExpirationTime('1h')
      .sign(key.privateKey);
    expect((await api('GET', '/resource-servers', undefined, wrongAudience)).status).toBe(401);
    const fine = await signManagementToken(server.keys, { scopes: ['read:resource_servers'] });
    expect((await api('GET', '/resource-servers', undefined, fine)).status).toBe(200);
  });

  test('verified tokens are cached, but a cached token stops working at its expiry and a tampered copy never passes', async () => {
    const token = await signManagementToken(server.keys, {
      scopes: ['read:resource_servers'],
      expiresIn: 60,
    });
    expect((await api('GET', '/resource-servers', undefined, token)).status).toBe(200);
    // The same bytes with a changed payload (scope escalation) or signature: not the cached key.
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const escalated = Buffer.from(
      JSON.stringify({ ...claims, scope: MANAGEMENT_SCOPES.join(' ') }),
    ).toString('base64url');
    const forged = `${header}.${escalated}.${signature}`;
    expect((await api('DELETE', '/resource-servers/x', undefined, forged)).status).toBe(401);
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect((await api('GET', '/resource-servers', undefined, flipped)).status).toBe(401);
    expect((await api('GET', '/resource-servers', undefined, token)).status).toBe(200);
    // Past its `exp`, the cached verification no longer counts.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const late = await api('GET', '/resource-servers', undefined, token);
      expect(late.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the JWKS carries both algorithms, public parts only', async () => {
    const { keys } = await server.keys.jwks();
    expect(keys.map((k) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    for (const k of keys) expect(k).not.toHaveProperty('d');
  });
});

describe('request bodies', () => {
  test('bad JSON is 400 invalid_body', async () => {
    const res = await api('POST', '/resource-servers', '{"identifier": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody(400, 'invalid_body', /^Payload validation error: 'Invalid JSON/),
    );
  });

  test('bodies over 1 MB are 413, with the error body', async () => {
    const big = JSON.stringify({ identifier: 'urn:big', name: 'x'.repeat(1024 * 1024) });
    const res = await api('POST', '/resource-servers', big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorBody(413, 'payload_too_large', /1 MB/));
    expect((await api('GET', `/resource-servers/${encodeURIComponent('urn:big')}`)).status).toBe(
      404,
    );
  });

  test('chunked bodies (no Content-Length) are counted as they stream: over 1 MB is 413', async () => {
    const chunked = (text: string) =>
      fetch(`${server.url}/api/v2/resource-servers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.managementToken}`,
          'content-type': 'application/json',
        },
        body: new ReadableStream({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            for (let at = 0; at < bytes.length; at += 64 * 1024)
              controller.enqueue(bytes.subarray(at, at + 64 * 1024));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const big = await chunked(
      JSON.stringify({ identifier: 'urn:chunked-big', name: 'x'.repeat(1024 * 1024) }),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual(errorBody(413, 'payload_too_large', /1 MB/));
    const small = await chunked(JSON.stringify({ identifier: 'urn:chunked-small' }));
    expect(small.status).toBe(201);
    expect(await small.json()).toMatchObject({ identifier: 'urn:chunked-small' });
  });

  test('__proto__ and constructor keys are refused at any depth and pollute nothing', async () => {
    const cases = [
      [
        'POST',
        '/resource-servers',
        '{"identifier":"urn:p1","__proto__":{"polluted":true}}',
        '__proto__',
      ],
      [
        'PATCH',
        '/prompts/login/screen/login/rendering',
        '{"filters":{"match_type":"includes_any","clients":[{"metadata":{"constructor":{"prototype":{"polluted":true}}}}]}}',
        'filters.clients[0].metadata.constructor',
      ],
      [
        'PUT',
        '/prompts/login/partials',
        '{"login":{"__proto__":{"polluted":"yes"}}}',
        'login.__proto__',
      ],
    ] as const;
    for (const [method, path, body, at] of cases) {
      const res = await api(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`on property ${at}`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await api('GET', '/prompts/login/partials')).body).toEqual({});
  });

  const JSON_ENDPOINTS = ENDPOINTS.filter(([, , , body]) => body !== undefined).map(
    ([method, path]) => [method, path] as const,
  );
  const raw = (method: string, path: string, body: BodyInit, type?: string) =>
    fetch(`${server.url}/api/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${server.managementToken}`,
        ...(type ? { 'content-type': type } : {}),
      },
      body,
    });

  test.each(JSON_ENDPOINTS)(
    '%s %s: JSON nested 5,000 levels deep is 400 invalid_body, not a stack overflow',
    async (method, path) => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const res = await raw(method, path, deep, 'application/json');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errorBody(400, 'invalid_body', /nests deeper than 64/));
      const arrays = await raw(
        method,
        path,
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        'application/json',
      );
      expect(arrays.status).toBe(400);
    },
  );

  test.each(JSON_ENDPOINTS)(
    '%s %s: text/plain and a missing content type are 415, a BOM is 400',
    async (method, path) => {
      const body = '{"identifier":"urn:typed"}';
      for (const type of ['text/plain', undefined, 'application/x-www-form-urlencoded']) {
        const res = await raw(method, path, body, type);
        expect(res.status, String(type)).toBe(415);
        expect(await res.json()).toEqual(
          errorBody(415, 'unsupported_media_type', /Content-Type must be application\/json/),
        );
      }
      const bom = await raw(method, path, `\uFEFF${body}`, 'application/json');
      expect(bom.status).toBe(400);
      expect(await bom.json()).toEqual(errorBody(400, 'invalid_body', /byte-order mark/));
    },
  );
  test('application/json with a charset is accepted', async () => {
    const res = await raw(
      'POST',
      '/resource-servers',
      '{"identifier":"urn:charset"}',
      'application/json; charset=utf-8',
    );
    expect(res.status).toBe(201);
  });
});

/** A raw request with a chosen Host header (fetch does not let a caller set it). */
function requestWithHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
  post?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const method = post === undefined ? 'GET' : 'POST';
    const req = httpRequest(url, { method, headers: { ...headers, host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(post);
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GRANT = 'grant_type=client_credentials&client_id=nobody&client_secret=x';

describe('exposure', () => {
  test('the standalone server answers loopback Host names and configured ones, 403 otherwise', async () => {
    const guarded = await start({ inMemory: true, allowedHosts: ['dev.example.test'] });
    try {
      const url = `${guarded.url}/api/v2/resource-servers`;
      const auth = { authorization: `Bearer ${guarded.managementToken}` };
      for (const host of [
        'localhost:4321',
        '127.0.0.1',
        'app.localhost',
        '[::1]:80',
        'dev.example.test:9',
      ]) {
        expect((await requestWithHost(url, host, auth)).status, host).toBe(200);
      }
      for (const host of ['attacker.example', 'localhost.attacker.example', '127.0.0.1.nip.io']) {
        const res = await requestWithHost(url, host, auth);
        expect(res.status, host).toBe(403);
        expect(JSON.parse(res.body)).toEqual(errorBody(403, 'host_not_allowed', /not allowed/));
        // Pages too, not only the API.
        expect((await requestWithHost(`${guarded.url}/u/login`, host)).status).toBe(403);
        // And the token endpoint, which server.ts answers outside the app for server-side calls.
        const tokens = await requestWithHost(`${guarded.url}/oauth/token`, host, FORM, GRANT);
        expect(tokens.status, host).toBe(403);
        expect(JSON.parse(tokens.body)).toMatchObject({ errorCode: 'host_not_allowed' });
      }
      // On a Host it serves, the token endpoint answers the request itself.
      const tokens = await requestWithHost(`${guarded.url}/oauth/token`, 'localhost', FORM, GRANT);
      expect({ status: tokens.status, body: JSON.parse(tokens.body) }).toMatchObject({
        status: 401,
        body: { error: 'invalid_client' },
      });
    } finally {
      await guarded.close();
    }
  });

  test('store files holding secrets are readable by their owner only (0600)', async () => {
    const created = await api('POST', '/clients', { name: 'Secret Holder' });
    expect(created.status).toBe(201);
    await server.store.flush();
    // A collection is its snapshot `<name>.json` plus its journals `<name>.<n>.jsonl`: all 0600.
    const files = (await readdir(store.dir)).filter((f) =>
      /^(clients|resource-servers)\.(\d+\.jsonl|json)$/.test(f),
    );
    expect(files.some((f) => f.startsWith('clients.'))).toBe(true);
    for (const file of files) {
      const { mode } = await stat(join(store.dir, file));
      expect((mode & 0o777).toString(8), file).toBe('600');
    }
  });

  test('a 20 KB token is a 401 with the service body, not a bare 431', async () => {
    const res = await api('GET', '/resource-servers', undefined, 'x'.repeat(20 * 1024));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      ...errorBody(401, undefined, 'Invalid token'),
      attributes: { error: 'Invalid token' },
    });
  });
});
