/**
 * `screenkit doctor` against a dev server whose screens point at a small asset server: a
 * healthy screen, a missing asset, a tampered one, one past the size doctor reads, a screen without a script tag, a token
 * without the prompts scopes, the canonical domain, and context the screen code reads but
 * context_configuration leaves out. Also the official client through managementClientOptions.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ManagementClient } from 'auth0';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, managementClientOptions, signManagementToken } from '../src/index.js';
import { doctor, MAX_ASSET_BYTES } from '../src/project/doctor.js';
import { initProject } from '../src/project/init.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest, start } from './http.js';

const { dir } = afterEachTest();
let server: DevServer;
let assets: Server;
let assetsUrl: string;
const GOOD = 'console.log("login-id")';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
/** /huge.js: far past the limit, so socket buffers cannot hide whether doctor stopped. */
const HUGE_BYTES = 4 * MAX_ASSET_BYTES;
/** How much of /huge.js the asset server sent before doctor hung up. */
let hugeSent = 0;

/** A body past doctor's limit, chunked (no Content-Length), sent only as fast as it is read. */
function serveHuge(res: ServerResponse) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const total = HUGE_BYTES;
  const more = () => {
    while (hugeSent < total && !res.destroyed) {
      hugeSent += chunk.byteLength;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
}

beforeAll(async () => {
  server = await start();
  assets = createServer((req, res) => {
    if (req.url === '/good.js') return void res.end(GOOD);
    if (req.url === '/tampered.js') return void res.end('console.log("changed")');
    if (req.url === '/huge.js') return void serveHuge(res);
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => assets.listen(0, '127.0.0.1', done));
  assetsUrl = `http://127.0.0.1:${(assets.address() as AddressInfo).port}`;
  const script = (file: string, integrity: string) => ({
    tag: 'script',
    attributes: { src: `${assetsUrl}/${file}`, defer: true, integrity },
  });
  const management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
  await management.prompts.rendering.bulkUpdate({
    configs: [
      {
        prompt: 'login-id',
        screen: 'login-id',
        rendering_mode: 'advanced',
        context_configuration: ['screen.texts'],
        head_tags: [script('good.js', sri(GOOD))],
      },
      {
        prompt: 'signup',
        screen: 'signup',
        rendering_mode: 'advanced',
        context_configuration: ['screen.texts'],
        head_tags: [script('missing.js', sri(GOOD))],
      },
      {
        prompt: 'consent',
        screen: 'consent',
        rendering_mode: 'advanced',
        context_configuration: ['screen.texts'],
        head_tags: [script('tampered.js', sri(GOOD))],
      },
      {
        prompt: 'signup-id',
        screen: 'signup-id',
        rendering_mode: 'advanced',
        context_configuration: ['screen.texts'],
        head_tags: [script('huge.js', sri(GOOD))],
      },
    ],
  } as never);
  // A hand-edited store can hold what the API refuses: advanced without a script.
  await server.store.collection('screen-renderings').set('login-password/login-password', {
    rendering_mode: 'advanced',
    context_configuration: [],
    default_head_tags_disabled: false,
    head_tags: [],
    filters: null,
    use_page_template: false,
  });
});
afterAll(async () => {
  assets.closeAllConnections();
  await Promise.all([server.close(), new Promise((done) => assets.close(done))]);
});

describe('screenkit doctor', () => {
  test('reports each production problem in one line', async () => {
    const project = await dir();
    await initProject({
      dir: project,
      template: 'react',
      screens: ['login-id', 'signup', 'consent'],
      packages: 'registry',
    });
    const findings = await doctor({
      dir: project,
      domain: 'acme.us.auth0.com',
      managementUrl: server.url,
      token: server.managementToken,
    });
    const problems = findings.filter((f) => !f.ok).map((f) => f.message);
    expect(problems).toEqual([
      "acme.us.auth0.com is the tenant's canonical domain: advanced rendering needs a custom domain",
      `signup/signup: ${assetsUrl}/missing.js answers 404`,
      `consent/consent: ${assetsUrl}/tampered.js: the file does not match its integrity (re-upload dist/ or deploy again)`,
      `signup-id/signup-id: ${assetsUrl}/huge.js is larger than 16 MB, the most doctor reads of an asset: not checked`,
      'login-password/login-password is advanced but has no script tag',
    ]);
    // Read up to the limit and no further: the rest was never sent.
    expect(hugeSent).toBeLessThan(HUGE_BYTES);
    expect(
      findings.find((f) => f.message.startsWith(`login-id/login-id: ${assetsUrl}/good.js`))?.ok,
    ).toBe(true);
    // The project's login-id screen reads nothing beyond screen.texts; its context is covered.
    expect(
      findings.find((f) => f.message.startsWith('login-id/login-id: context_configuration covers'))
        ?.ok,
    ).toBe(true);

    // The CLI, as a user runs it: the problems first, then what passed counted per check.
    const args = ['doctor', '--dir', project, '--domain', 'acme.us.auth0.com'];
    const connection = ['--management-url', server.url, '--token', server.managementToken];
    const cli = await runCliToEnd([...args, ...connection]);
    expect(cli.code).toBe(1);
    const lines = cli.stdout.trimEnd().split('\n');
    expect(lines.slice(0, problems.length).every((l) => l.startsWith('problem '))).toBe(true);
    expect(lines.filter((l) => l.startsWith('problem ')).length).toBe(problems.length);
    const passed = findings.filter((f) => f.ok).length;
    const okLines = lines.filter((l) => l.startsWith('ok '));
    expect(okLines.length).toBeLessThan(passed);
    const counts = new Map<string, number>();
    for (const f of findings) if (f.ok) counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
    expect([...counts.values()].some((n) => n > 1)).toBe(true);
    for (const [check, n] of counts)
      if (n > 1) expect(okLines).toContain(`ok      ${check}: ${n} passed`);
    expect(lines.at(-1)).toBe(
      `${problems.length} problem(s). (--verbose lists every check that passed)`,
    );
    const verbose = await runCliToEnd([...args, '--verbose', ...connection]);
    expect(verbose.stdout.split('\n').filter((l) => l.startsWith('ok ')).length).toBe(passed);
  });

  test('a token without the prompts scopes, and context the code reads but is not sent', async () => {
    const project = await dir();
    await initProject({
      dir: project,
      template: 'js',
      screens: ['login-id'],
      packages: 'registry',
    });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      join(project, 'src/screens/login-id/hint.ts'),
      'export const hint = (c: { login_hint?: string }) => c.login_hint;\n',
    );
    const token = await signManagementToken(server.keys, { scopes: ['read:prompts'] });
    const findings = await doctor({
      dir: project,
      domain: 'login.example.com',
      managementUrl: server.url,
      token,
    });
    expect(
      findings.filter(
        (f) =>
          !f.ok && (f.check === 'scopes' || f.message.startsWith('login-id/login-id: the screen')),
      ),
    ).toEqual([
      { ok: false, check: 'scopes', message: 'The token lacks update:prompts' },
      {
        ok: false,
        check: 'context',
        message:
          'login-id/login-id: the screen reads untrusted_data.authorization_params.login_hint, which context_configuration leaves out',
      },
    ]);
    expect(findings[0]).toEqual({
      ok: true,
      check: 'domain',
      message: 'login.example.com is a custom domain',
    });
  });

  test('the custom domain: none, pending, verified (the local stand-in for DNS)', async () => {
    const domainChecks = async (domain?: string) =>
      (
        await doctor({
          managementUrl: server.url,
          token: server.managementToken,
          ...(domain ? { domain } : {}),
        })
      ).filter((f) => f.check === 'domain');
    expect(await domainChecks()).toEqual([
      {
        ok: false,
        check: 'domain',
        message:
          'The tenant has no verified custom domain: advanced rendering needs one (POST /api/v2/custom-domains, then verify it)',
      },
    ]);
    const management = new ManagementClient({ ...managementClientOptions(server), maxRetries: 0 });
    const created = await management.customDomains.create({
      domain: 'login.acme.test',
      type: 'auth0_managed_certs',
    });
    expect((await domainChecks('login.acme.test'))[0]?.message).toBe(
      'login.acme.test is a custom domain of the tenant, but pending verification: verify it',
    );
    expect((await domainChecks('other.acme.test'))[0]?.message).toBe(
      'other.acme.test is not a custom domain of the tenant',
    );
    await management.customDomains.verify(created.custom_domain_id);
    expect(await domainChecks('login.acme.test')).toEqual([
      {
        ok: true,
        check: 'domain',
        message: 'login.acme.test is a verified custom domain of the tenant',
      },
    ]);
    expect((await domainChecks())[0]).toMatchObject({
      ok: true,
      message: 'The tenant has a verified custom domain: login.acme.test',
    });
  });
});
