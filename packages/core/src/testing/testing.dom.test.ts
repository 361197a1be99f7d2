// @vitest-environment jsdom
// The testing kit as a test author uses it: a fixture installed as the page's context, the
// screen's own code run against it, and the form it would post captured, not sent.
import { afterEach, describe, expect, it } from 'vitest';
import { readContext } from '../context/read-context.js';
import { createScreen } from '../screens/create-screen.js';
import {
  captureSubmissions,
  fixtureContext,
  installContext,
  type SubmissionCapture,
  SubmissionTimeoutError,
} from './index.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  document.body.replaceChildren();
});

function capture(): SubmissionCapture {
  const posts = captureSubmissions();
  cleanups.push(() => posts.stop());
  return posts;
}
function install(...args: Parameters<typeof installContext>): void {
  cleanups.push(installContext(...args));
}

/** A plain-DOM login-id screen: an email input, and the screen's login action on submit. */
function renderLoginId(field = 'username'): HTMLInputElement {
  const screen = createScreen('login-id');
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.name = 'email';
  form.append(input);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.login({ [field]: input.value });
  });
  document.body.append(form);
  return input;
}

function submitWith(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.form?.requestSubmit();
}

describe('installContext', () => {
  it("puts the fixture where core reads it, at the screen's URL, and restores both", () => {
    const before = window.location.href;
    const restore = installContext(fixtureContext('login-id', { state: 'st_kit' }));
    expect(readContext().screen.name).toBe('login-id');
    expect(window.location.pathname + window.location.search).toBe('/u/login-id?state=st_kit');
    restore();
    expect(() => readContext()).toThrow(/universal_login_context is not set/);
    expect(window.location.href).toBe(before);
  });
});

describe('captureSubmissions', () => {
  it("records the login action's post (method, URL, fields) instead of navigating", async () => {
    install(fixtureContext('login-id', { state: 'st_kit' }));
    const posts = capture();
    submitWith(renderLoginId(), 'jane@example.com');
    const post = await posts.next();
    expect(post.method).toBe('POST');
    expect(post.url).toBe(`${window.location.origin}/u/login-id?state=st_kit`);
    // The official SDK's login posts no `action` field, plus the browser's capabilities.
    expect(post.fields).toMatchObject({
      username: 'jane@example.com',
      state: 'st_kit',
      'js-available': 'true',
    });
    expect(post.fields.action).toBeUndefined();
    expect(posts.submissions).toHaveLength(1);
  });

  it('makes a wrong field fail the assertion (a screen posting `email` instead of `username`)', async () => {
    install(fixtureContext('login-id'));
    const posts = capture();
    submitWith(renderLoginId('email'), 'jane@example.com');
    const post = await posts.next();
    expect(() => expect(post.fields).toMatchObject({ username: 'jane@example.com' })).toThrow();
    expect(post.fields.email).toBe('jane@example.com');
  });

  it('records a plain HTML form that posts on its own, and keeps the page', async () => {
    install(fixtureContext('consent'));
    const posts = capture();
    const form = document.createElement('form');
    form.method = 'post';
    form.innerHTML =
      '<input name="state" value="st_dev_preview"><button name="action" value="accept">Accept</button>';
    document.body.append(form);
    form.querySelector('button')?.click();
    const post = await posts.next();
    expect(post.fields).toEqual({ state: 'st_dev_preview', action: 'accept' });
    expect(post.url).toBe(window.location.href);
  });

  it('stop() puts form posting back; next() times out with a typed error', async () => {
    const original = HTMLFormElement.prototype.submit;
    const posts = captureSubmissions();
    const other = captureSubmissions();
    expect(HTMLFormElement.prototype.submit).not.toBe(original);
    posts.stop();
    expect(HTMLFormElement.prototype.submit).not.toBe(original); // `other` still runs
    other.stop();
    expect(HTMLFormElement.prototype.submit).toBe(original);
    await expect(other.next(20)).rejects.toBeInstanceOf(SubmissionTimeoutError);
  });

  it('capture.transport records for code that takes a transport (no form)', async () => {
    const posts = capture();
    const screen = createScreen('mfa-otp-challenge', fixtureContext('mfa-otp-challenge'), {
      transport: posts.transport,
    });
    await screen.continue({ code: '123456', rememberDevice: true });
    expect(posts.last()?.fields).toEqual({
      code: '123456',
      rememberBrowser: 'true',
      action: 'default',
      state: 'st_dev_preview',
    });
  });
});
