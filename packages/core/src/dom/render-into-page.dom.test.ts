// @vitest-environment jsdom
/**
 * A screen rendered from one page into another (a same-origin frame, as the dev server's
 * gallery does): core's DOM default screens make their elements with the root's document, set
 * that page's title, read its context and post from it; `createScreen(name, source, defaults,
 * page)` reads and posts the same way, and without a page stays on this window.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { FormRequest } from '../form/submit-form.js';
import { createScreen } from '../screens/create-screen.js';
import { captureSubmissions, fixtureContext, installContext } from '../testing/index.js';
import { DEFAULT_SCREENS } from './screens/index.js';

type Frame = Window & typeof globalThis & { universal_login_context?: unknown };

let frame: HTMLIFrameElement;
let page: Frame;
let uninstall: () => void;
/** The forms the frame's page posted (its own HTMLFormElement.prototype.submit). */
let posted: FormData[];

beforeEach(() => {
  // This page shows another screen: nothing may be read from it.
  uninstall = installContext(fixtureContext('login-password'));
  frame = document.body.appendChild(document.createElement('iframe'));
  page = frame.contentWindow as Frame;
  page.universal_login_context = fixtureContext('login-id');
  posted = [];
  page.HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
    posted.push(new page.FormData(this));
  };
});
afterEach(() => {
  frame.remove();
  uninstall();
});

test("a default screen renders into its root's page: that document's elements, title and context", async () => {
  const title = document.title;
  const render = await DEFAULT_SCREENS['login-id']();
  const root = page.document.body.appendChild(page.document.createElement('div'));
  const mounted = render(root);
  const main = root.querySelector('main') as HTMLElement;
  expect(main.dataset.screen).toBe('login-id');
  // Made by the frame's document (a node made here and moved in would keep this realm's).
  const elements = [...root.querySelectorAll('*')];
  expect(elements.length).toBeGreaterThan(5);
  expect(elements.filter((e) => !(e instanceof page.Element))).toEqual([]);
  expect(page.document.title).not.toBe('');
  expect(document.title).toBe(title);
  // Its post leaves from the frame's page.
  const capture = captureSubmissions();
  (root.querySelector('input[name="username"]') as HTMLInputElement).value = 'jane@example.com';
  (root.querySelector('form') as HTMLFormElement).requestSubmit();
  await expect.poll(() => posted.length).toBe(1);
  expect(posted.map((form) => form.get('username'))).toEqual(['jane@example.com']);
  expect(capture.submissions).toEqual([]);
  capture.stop();
  mounted.dispose();
});

test("createScreen(name, source, defaults, page) reads that page's context and posts from it", async () => {
  const screen = createScreen('login-id', undefined, undefined, page);
  expect(screen.screen.name).toBe('login-id');
  await screen.login({ username: 'jane@example.com' });
  expect(posted.map((form) => form.get('username'))).toEqual(['jane@example.com']);
  // No page: this window's context, posts through the given transport, as before.
  const requests: FormRequest[] = [];
  const own = createScreen('login-password', undefined, {
    transport: (request) => void requests.push(request),
  });
  await own.login({ username: 'jane@example.com', password: 'secret' });
  expect(requests).toHaveLength(1);
  expect(() => createScreen('login-id')).toThrow(/login-password/);
});
