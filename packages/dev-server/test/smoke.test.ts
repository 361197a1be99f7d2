import { afterAll, beforeAll, expect, test } from 'vitest';
import { type DevServer, startDevServer } from '../src/index.js';

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ inMemory: true });
});
afterAll(() => server.close());

test('answers 401 without a token and the error body on unknown routes', async () => {
  const res = await fetch(`${server.url}/api/v2/resource-servers`);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' });
  const nf = await fetch(`${server.url}/nope`);
  expect(nf.status).toBe(404);
});
