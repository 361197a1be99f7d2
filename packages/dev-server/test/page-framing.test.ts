/**
 * Framing (issue 28, item 6): every page the server renders refuses to be framed by another
 * site (`X-Frame-Options` and CSP `frame-ancestors`), not only the login pages: the home page,
 * the inbox, the callback, the social chooser, the reset and push links, the gallery, error
 * pages. A gallery thumbnail (`?frame=1`) may be framed by its own origin only. (The Vite
 * plugin's pages: pages-vite.test.ts; a page really framed by another origin in Chromium:
 * test/clickjacking.test.ts at the repository root.)
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { start } from './http.js';
import { flowDriver, seedFlowTenant } from './support/flow-driver.js';

let server: DevServer;
let driver: ReturnType<typeof flowDriver>;

beforeAll(async () => {
  server = await start();
  driver = flowDriver(server, await seedFlowTenant(server, [['login-id', 'login-id']]));
});
afterAll(() => server.close());

function expectNotFramable(res: Response, what: string): void {
  expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
}

describe('no page of the dev server can be framed by another site', () => {
  test('the dev pages, the flow pages, the callback and the error pages', async () => {
    const login = await driver.authorize();
    const state = login.context.transaction.state as string;
    const chooser = await driver.send(
      new URL(`/_screenkit/social/github?state=${encodeURIComponent(state)}`, server.url),
    );
    expect(chooser.status).toBe(200);
    expectNotFramable(chooser, 'social chooser');

    const pages: Array<[string, number]> = [
      ['/', 200],
      ['/_screenkit/inbox', 200],
      ['/callback?code=abc&state=xyz', 200],
      ['/_screenkit/reset-password?state=nope&ticket=nope', 400],
      ['/_screenkit/push/approve?state=nope&token=nope', 400],
      ['/_screenkit/social/github?state=nope', 400],
      [`/u/login-id?state=${encodeURIComponent(state)}`, 200],
      ['/u/login-id', 400],
      ['/preview', 200],
      ['/preview/login-id/login-id', 200],
      ['/preview/login-id/no-such-screen', 404],
      ['/preview/login-id/login-id?theme=neon', 400],
    ];
    for (const [path, status] of pages) {
      const res = await driver.send(new URL(path, server.url));
      expect(res.status, path).toBe(status);
      expectNotFramable(res, path);
    }
  });

  test('a gallery thumbnail may be framed by its own origin only', async () => {
    const res = await fetch(`${server.url}/preview/login-id/login-id?frame=1`);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('*');
  });
});
