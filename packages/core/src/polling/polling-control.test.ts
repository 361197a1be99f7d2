import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPollingControl, pollUntilComplete } from './index.js';

type Reply = (res: ServerResponse) => void;
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

let server: Server | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await new Promise((r) => server?.close(r) ?? r(undefined));
  server = undefined;
});

/** A real HTTP server answering each poll with the next scripted reply (the last one repeats). */
async function scriptedServer(replies: Reply[]) {
  const requests: IncomingMessage[] = [];
  server = createServer((req, res) => {
    requests.push(req);
    (replies[requests.length - 1] ?? (replies.at(-1) as Reply))(res);
  });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/u/mfa-push-challenge-push?state=st_1`, requests };
}

describe('MFA push polling over real HTTP', () => {
  it('GETs the page URL as JSON until completed is true, then reports completion once', async () => {
    const { url, requests } = await scriptedServer([
      json(200, { completed: false }),
      json(200, {}),
      json(200, { completed: true }),
    ]);
    const result = await pollUntilComplete({ url, intervalMs: 1 });
    expect(result).toEqual({ status: 'completed' });
    expect(requests).toHaveLength(3);
    expect(
      requests.every(
        (r) => r.method === 'GET' && r.url === '/u/mfa-push-challenge-push?state=st_1',
      ),
    ).toBe(true);
    expect(requests[0]?.headers.accept).toBe('application/json');
  });

  it('backs off over transient 5xx and network errors, then succeeds', async () => {
    const { url, requests } = await scriptedServer([
      json(503, { message: 'busy' }),
      (res) => res.socket?.destroy(),
      json(200, { completed: true }),
    ]);
    expect(await pollUntilComplete({ url, intervalMs: 1, maxRetries: 2 })).toEqual({
      status: 'completed',
    });
    expect(requests).toHaveLength(3);
  });

  it('reports a 4xx as a typed error with the service message, like the SDK (polling_error_<status>)', async () => {
    const { url } = await scriptedServer([json(403, { message: 'transaction expired' })]);
    expect(await pollUntilComplete({ url, intervalMs: 1 })).toEqual({
      status: 'error',
      error: { code: 'polling_error_403', message: 'transaction expired', status: 403 },
    });
  });

  it('gives up after maxRetries transient failures', async () => {
    const { url, requests } = await scriptedServer([(res) => res.writeHead(500).end(' oops\n')]);
    const result = await pollUntilComplete({ url, intervalMs: 1, maxRetries: 1 });
    expect(result).toMatchObject({
      status: 'error',
      error: { code: 'polling_error_500', message: 'oops' },
    });
    expect(requests).toHaveLength(2);
  });

  it('waits for X-RateLimit-Reset after a 429 (never less than the interval)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const replies = [
      new Response('', {
        status: 429,
        headers: { 'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 30) },
      }),
      Response.json({ completed: true }),
    ];
    const fetch = vi.fn(async () => replies.shift() as Response);
    const onCompleted = vi.fn();
    createPollingControl({
      url: 'https://x/u',
      intervalMs: 1000,
      fetch,
      onCompleted,
    }).startPolling();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onCompleted).toHaveBeenCalledOnce();
  });
});

describe('stopping', () => {
  it('stopPolling cancels the pending poll and ignores a late response', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(async () => Response.json({ completed: false }));
    const onCompleted = vi.fn();
    const control = createPollingControl({
      url: 'https://x/u',
      intervalMs: 100,
      fetch,
      onCompleted,
    });
    control.startPolling();
    expect(control.isRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(fetch).toHaveBeenCalledTimes(3);
    control.stopPolling();
    expect(control.isRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].signal?.aborted).toBe(true);
  });

  it('pollUntilComplete resolves stopped when its signal aborts', async () => {
    const { url } = await scriptedServer([json(200, { completed: false })]);
    const controller = new AbortController();
    const result = pollUntilComplete({ url, intervalMs: 5, signal: controller.signal });
    controller.abort();
    expect(await result).toEqual({ status: 'stopped' });
  });

  it('needs a URL outside a browser: a typed error, not a TypeError', () => {
    expect(() => createPollingControl()).toThrow(
      expect.objectContaining({ code: 'polling_url_missing' }),
    );
  });
});
