/**
 * vitest globalSetup of the e2e project: ONE headless Chromium for the whole run. Each test file
 * connects to it and opens its own browser context (isolated cookies and storage), so adding a
 * browser test costs a context, not a browser start.
 *
 * Should the browser process exit mid-run (seen once in a whole-suite run: every later file
 * failed to connect), the exit is reported with its code, signal and the last lines Chromium
 * printed, and a new one starts on the same endpoint: the tests in flight fail with their own
 * error, the files after them run.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-launch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumWsEndpoint: string;
  }
}

const TAIL_LINES = 20;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const wsPath = `/${randomUUID()}`;
  let port = 0;
  let closing = false;
  const launch = async (): Promise<BrowserServer> => {
    const server = await chromium.launchServer({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
      port,
      wsPath,
    });
    port = Number(new URL(server.wsEndpoint()).port);
    const tail: string[] = [];
    server.process().stderr?.on('data', (chunk: Buffer) => {
      tail.push(...chunk.toString().split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    });
    server.process().once('exit', (code, signal) => {
      if (closing) return;
      console.error(
        `The shared Chromium exited mid-run (code ${code}, signal ${signal}); starting another on the same endpoint. Its last lines:\n${tail.join('\n')}`,
      );
      current = launch();
    });
    return server;
  };
  let current = launch();
  project.provide('chromiumWsEndpoint', (await current).wsEndpoint());
  return async () => {
    closing = true;
    await (await current).close();
  };
}
