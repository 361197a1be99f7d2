/** Test helpers: a dev server on 127.0.0.1:0 and a small JSON client for its Management API. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import {
  type DevServer,
  type DevServerOptions,
  type StoreReload,
  startDevServer,
} from '../src/index.js';

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
  body: any;
  headers: Headers;
}

export type Call = (
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
) => Promise<Reply>;

/**
 * `token` undefined: the server's full-scope token; null: no Authorization header. Takes any
 * running server's URL and token (a `screenkit dev` child process as well as an in-process one).
 */
export function client(server: Pick<DevServer, 'url' | 'managementToken'>): Call {
  return async (method, path, body, token) => {
    const headers: Record<string, string> = {};
    const bearer = token === undefined ? server.managementToken : token;
    if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(`${server.url}/api/v2${path}`, { method, headers, body: payload });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
}

export async function tempDir(
  prefix = 'screenkit-',
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  // Retried: a Vite server's dependency optimizer can still be writing into its cache folder
  // when close() returns (ENOTEMPTY seen once in a whole-suite run, 2026-11-27).
  return { dir, remove: () => rm(dir, { recursive: true, force: true, maxRetries: 5 }) };
}

/**
 * Cleanups run after each test of the calling file, last in first out; `dir()` makes a temp
 * folder removed then.
 */
export function afterEachTest(): {
  defer(cleanup: () => unknown): void;
  dir(): Promise<string>;
} {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
  return {
    defer: (cleanup) => cleanups.push(cleanup),
    async dir() {
      const t = await tempDir();
      cleanups.push(t.remove);
      return t.dir;
    },
  };
}

export function start(options: DevServerOptions = { inMemory: true }): Promise<DevServer> {
  return startDevServer(options);
}

/** Expects the service's error body. */
export function errorBody(status: number, errorCode: string | undefined, message: RegExp | string) {
  return {
    statusCode: status,
    error: expectAnyString(),
    message: typeof message === 'string' ? message : expectMatching(message),
    ...(errorCode ? { errorCode } : {}),
  };
}

const expectAnyString = () => expect.any(String);
const expectMatching = (re: RegExp) => expect.stringMatching(re);

/** Resolves with the next reload (a hand edit picked up) the store reports for `collection`. */
export function nextReload(server: Pick<DevServer, 'store'>, collection: string) {
  return new Promise<StoreReload>((resolve) => {
    const off = server.store.onReload((reload) => {
      if (reload.collection !== collection) return;
      off();
      resolve(reload);
    });
  });
}

/** Polls `condition` every 10 ms until it holds (the store writes its files in the background). */
export async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
