/**
 * Custom domains through the official `auth0` ManagementClient (create, list, get, update,
 * verify as the local stand-in, delete, with the service's scopes and errors), what a ready one
 * does to a page (rendering filters' `domains`, `transaction.custom_domain`), and rendering
 * filters naming things the tenant does not have: refused, nothing half-applied.
 */
import { request } from 'node:http';
import { ManagementClient, ManagementError } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions, signManagementToken } from '../src/index.js';
import { client, start } from './http.js';
import { flowDriver, type Page, seedFlowTenant } from './support/flow-driver.js';

const DOMAIN = 'login.acme.test';
let server: DevServer;
let management: ManagementClient;
let clientId: string;

beforeAll(async () => {
  server = await start({ inMemory: true, allowedHosts: [DOMAIN] });
  clientId = await seedFlowTenant(server, [['login-id', 'login-id']]);
  management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
});
afterAll(() => server.close());

async function refusal(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ManagementError);
  expect((error as ManagementError).statusCode).toBe(status);
  return (error as ManagementError).body as { errorCode?: string; message: string };
}

/** GET `page` again as a browser that reached the server by the name `host` (fetch drops Host). */
function openAs(page: Page, host: string, cookies: string): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(
      page.url,
      { headers: { host: `${host}:${new URL(server.url).port}`, cookie: cookies } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          html += chunk;
        });
        res.on('end', () => {
          const match = /window\.universal_login_context = (.*?);<\/script>/s.exec(html);
          resolve({
            url: page.url,
            status: res.statusCode ?? 0,
            context: match ? JSON.parse(match[1] as string) : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('custom domains', () => {
  test('create, list, get, update, verify, delete through the official client', async () => {
    const created = await management.customDomains.create({
      domain: 'Auth.Example.test',
      type: 'auth0_managed_certs',
      domain_metadata: { brand: 'acme' },
    });
    expect(created).toMatchObject({
      domain: 'auth.example.test',
      status: 'pending_verification',
      type: 'auth0_managed_certs',
      domain_metadata: { brand: 'acme' },
    });
    expect(created.custom_domain_id).toMatch(/^cd_[A-Za-z0-9]{16}$/);
    expect(created.verification.methods?.[0]).toMatchObject({ name: 'txt' });
    const id = created.custom_domain_id;

    expect((await management.customDomains.list()).map((d) => d.domain)).toContain(
      'auth.example.test',
    );
    expect((await management.customDomains.get(id)).status).toBe('pending_verification');
    const updated = await management.customDomains.update(id, {
      custom_client_ip_header: 'cf-connecting-ip',
    });
    expect(updated).toMatchObject({ custom_client_ip_header: 'cf-connecting-ip' });
    const verified = await management.customDomains.verify(id);
    expect(verified).toMatchObject({ status: 'ready', verification: { status: 'verified' } });
    expect((await management.customDomains.get(id)).status).toBe('ready');

    await management.customDomains.delete(id);
    expect((await refusal(management.customDomains.get(id), 404)).message).toMatch(
      /does not exist/,
    );
  });

  test('bad input and missing scopes answer the service errors', async () => {
    const api = client(server);
    const bad = await api('POST', '/custom-domains', { domain: 'not a domain', type: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('invalid_body');
    const canonical = await api('POST', '/custom-domains', {
      domain: 'tenant.us.auth0.com',
      type: 'auth0_managed_certs',
    });
    expect(canonical.body.message).toMatch(/auth0\.com/);
    const once = { domain: 'twice.example.test', type: 'self_managed_certs' };
    expect((await api('POST', '/custom-domains', once)).status).toBe(201);
    expect((await api('POST', '/custom-domains', once)).status).toBe(409);
    expect((await api('GET', '/custom-domains/nope')).body.errorCode).toBe('invalid_uri');

    const readOnly = await signManagementToken(server.keys, { scopes: ['read:custom_domains'] });
    expect((await api('GET', '/custom-domains', undefined, readOnly)).status).toBe(200);
    const denied = await api('POST', '/custom-domains', once, readOnly);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      errorCode: 'insufficient_scope',
      message: 'Insufficient scope, expected any of: create:custom_domains',
    });
  });

  test('a domains filter selects the requests that came in on that ready custom domain', async () => {
    const domain = await management.customDomains.create({
      domain: DOMAIN,
      type: 'auth0_managed_certs',
      domain_metadata: { region: 'eu' },
    });
    await management.prompts.rendering.update('login-id', 'login-id', {
      context_configuration: ['transaction.custom_domain.domain'],
      filters: { match_type: 'includes_any', domains: [{ id: domain.custom_domain_id }] },
    });
    const browser = flowDriver(server, clientId);
    const loopback = await browser.authorize();
    expect(loopback.status).toBe(200);
    expect(loopback.context).toBeUndefined(); // 127.0.0.1 is no custom domain: standard page
    // Not verified yet: the name is not the tenant's domain.
    expect((await openAs(loopback, DOMAIN, browser.cookies())).context).toBeUndefined();

    await management.customDomains.verify(domain.custom_domain_id);
    const onDomain = await openAs(loopback, DOMAIN, browser.cookies());
    expect(onDomain.context?.screen.name).toBe('login-id');
    expect(onDomain.context?.transaction.custom_domain).toEqual({ domain: DOMAIN });

    // By metadata, the other way round.
    await management.prompts.rendering.update('login-id', 'login-id', {
      filters: { match_type: 'excludes_any', domains: [{ metadata: { region: 'eu' } }] },
    });
    expect((await openAs(loopback, DOMAIN, browser.cookies())).context).toBeUndefined();
    await management.prompts.rendering.update('login-id', 'login-id', { filters: null });
  });
});

describe('rendering filters naming what the tenant lacks', () => {
  test('an unknown client, organization or domain id is refused; nothing is applied', async () => {
    const before = await management.prompts.rendering.get('login-id', 'login-id');
    for (const [list, noun] of [
      ['clients', 'Client'],
      ['organizations', 'Organization'],
      ['domains', 'Custom domain'],
    ] as const) {
      const body = await refusal(
        management.prompts.rendering.update('login-id', 'login-id', {
          rendering_mode: 'standard',
          filters: {
            match_type: 'includes_any',
            [list]: [{ metadata: { a: 'b' } }, { id: 'ghost' }],
          },
        }),
        400,
      );
      expect(body.errorCode).toBe('invalid_body');
      expect(body.message).toBe(
        `Payload validation error: '${noun} not found: "ghost"' on property filters.${list}[1].id.`,
      );
    }
    expect(await management.prompts.rendering.get('login-id', 'login-id')).toEqual(before);

    // The bulk PATCH: a good first config is not stored when a later one names a ghost.
    const bulk = await refusal(
      management.prompts.rendering.bulkUpdate({
        configs: [
          {
            prompt: 'login-id',
            screen: 'login-id',
            filters: { match_type: 'includes_any', clients: [{ id: clientId }] },
          },
          {
            prompt: 'login',
            screen: 'login',
            filters: { match_type: 'excludes_any', clients: [{ id: 'ghost' }] },
          },
        ],
      }),
      400,
    );
    expect(bulk.message).toMatch(/on property configs\[1\]\.filters\.clients\[0\]\.id\.$/);
    expect(await management.prompts.rendering.get('login-id', 'login-id')).toEqual(before);

    // Known ids pass.
    await management.prompts.rendering.update('login-id', 'login-id', {
      filters: { match_type: 'includes_any', clients: [{ id: clientId }] },
    });
    await management.prompts.rendering.update('login-id', 'login-id', { filters: null });
  });
});
