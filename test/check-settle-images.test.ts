/**
 * What `screenkit check` waits for before a screenshot, in Chromium: an image that a page adds
 * while the check already waits (a late render swapping its logo in) is waited for until it has
 * loaded, and the wait ends once every image has; a lazy image below the fold is loaded too. The
 * images are held by the test's server until released, so the order is fixed: no timing, no
 * sleeps.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { imagesAndFontsSettled } from '../packages/dev-server/src/project/check/settle-images.js';
import { type Browser, launchBrowser } from './support/browser.js';

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0f0"/></svg>';

/** A promise and the function that resolves it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Image requests the server holds: each answers when the test releases it. */
const held = new Map<string, { requested: ReturnType<typeof deferred>; release: () => void }>();
const hold = (name: string) => {
  const requested = deferred();
  const released = deferred();
  held.set(name, { requested, release: released.resolve });
  return released.promise;
};

let server: Server;
let origin: string;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  const releases = new Map<string, Promise<void>>();
  for (const name of ['first', 'late']) releases.set(name, hold(name));
  server = createServer(async (request, response) => {
    if (request.url === '/square.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end(SQUARE);
    }
    const name = /^\/held\/(\w+)\.svg$/.exec(request.url ?? '')?.[1];
    const image = name ? held.get(name) : undefined;
    if (!name || !image) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        request.url === '/lazy'
          ? '<!doctype html><p>Below</p><div style="height:5000px"></div><img alt="" loading="lazy" src="/square.svg">'
          : '<!doctype html><p>Logo</p><img alt="" src="/held/first.svg">',
      );
    }
    image.requested.resolve();
    await releases.get(name);
    response.writeHead(200, { 'content-type': 'image/svg+xml' });
    response.end(SQUARE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  tab = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((closed) => server?.close(closed));
});

/** Resolves after `count` painted frames of the page. */
const frames = (count: number) =>
  tab.evaluate(async (count) => {
    for (let frame = 0; frame < count; frame++)
      await new Promise((done) => requestAnimationFrame(done));
  }, count);

test('waits for an image added while it waits, and ends once every image has loaded', async () => {
  await tab.goto(origin, { waitUntil: 'commit' });
  await held.get('first')?.requested.promise;
  let ended = false;
  const settled = tab.evaluate(imagesAndFontsSettled, 30_000).then(() => {
    ended = true;
  });
  // Once the wait is under way (its first round waits for the first image), the page adds
  // another, as a late render does.
  await frames(2);
  await tab.evaluate(() => {
    const late = document.createElement('img');
    late.alt = '';
    late.src = '/held/late.svg';
    document.body.append(late);
  });
  await held.get('late')?.requested.promise;
  held.get('first')?.release();
  await tab.waitForFunction(() => document.images[0]?.complete && document.images[0].naturalWidth);
  await frames(6);
  expect(ended, 'the wait ended while an image was still loading').toBe(false);

  held.get('late')?.release();
  await settled;
  expect(await tab.evaluate(() => [...document.images].map((image) => image.naturalWidth))).toEqual(
    [40, 40],
  );
});

test('a lazy image below the fold is loaded, not waited for until the time runs out', async () => {
  await tab.goto(`${origin}/lazy`);
  // Longer than the test may take: the wait must end because the image loaded.
  await tab.evaluate(imagesAndFontsSettled, 600_000);
  expect(await tab.evaluate(() => document.images[0]?.naturalWidth)).toBe(40);
});
