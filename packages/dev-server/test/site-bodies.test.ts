/**
 * Request bodies outside the Management API, over real HTTP: the login pages' form posts and
 * the OAuth endpoints read bodies whole, so they are capped at 1 MB as the API's are, whether
 * the size is declared or the body is chunked, through the app and through the standalone
 * server's token lane (server-side calls to /oauth/token). Nothing over the cap is read.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevServer, MAX_BODY_BYTES } from '../src/index.js';
import { start } from './http.js';

let server: DevServer;
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());

const FORM = 'application/x-www-form-urlencoded';
/** A form body one byte over the cap. */
const oversized = () => `grant_type=client_credentials&pad=${'x'.repeat(MAX_BODY_BYTES)}`;

/** `text` sent in 64 KB chunks, without Content-Length. */
const chunked = (text: string) =>
  new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });

async function post(path: string, body: string | ReadableStream, headers = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': FORM, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

const TOO_LARGE = {
  status: 413,
  body: { error: 'invalid_request', error_description: 'The request body is larger than 1 MB' },
};

describe('bodies over 1 MB outside the Management API are 413', () => {
  test.each([
    ['/oauth/token, server-side (the token lane)', '/oauth/token', {}],
    ['/oauth/token from a page (the app)', '/oauth/token', { origin: 'https://app.example' }],
    ['/oauth/revoke', '/oauth/revoke', {}],
    ['a login page form post', '/u/login-id?state=anything', {}],
  ])('%s: declared and chunked', async (_, path, headers) => {
    expect(await post(path, oversized(), headers)).toEqual(TOO_LARGE);
    expect(await post(path, chunked(oversized()), headers)).toEqual(TOO_LARGE);
  });

  test('under the cap, the same endpoints answer as before (chunked too)', async () => {
    const small = 'grant_type=client_credentials&client_id=nobody&client_secret=x';
    for (const body of [small, chunked(small)])
      expect(await post('/oauth/token', body)).toMatchObject({
        status: 401,
        body: { error: 'invalid_client' },
      });
  });
});
