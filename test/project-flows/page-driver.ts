/**
 * How the project flows (test/cli-project.test.ts) drive a login in Chromium, as a user does:
 * the application's /authorize, a screen reached, fields filled by their labels, codes and
 * links read from the tenant's local inbox, the callback's code at the end; plus the
 * Management API calls a test makes to set a flow up (a user with a factor, an application).
 */
import { DEMO_API, DEMO_DATABASE, type DevServer, type InboxMessage } from '@screenkit/dev-server';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readInbox } from '../../packages/dev-server/test/support/flow-driver.js';

/** A tenant (a dev server seeded with the demo tenant) the flows log in to. */
export interface FlowTenant {
  server: DevServer;
  /** The demo application (Bank App). */
  demoClientId: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON replies
  api(method: string, path: string, body?: unknown): Promise<any>;
}

/** One project's tenant and its own browser context (cookies never mix between the two). */
export interface FlowTarget {
  template: 'react' | 'js';
  tenant: FlowTenant;
  context: BrowserContext;
}

/** `localhost`, not 127.0.0.1: a WebAuthn relying party ID must be a domain name. */
export const origin = (tenant: FlowTenant) => tenant.server.url.replace('127.0.0.1', 'localhost');

export function authorizeUrl(
  tenant: FlowTenant,
  extra: Record<string, string> = {},
  clientId = tenant.demoClientId,
): string {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${origin(tenant)}/callback`,
    audience: DEMO_API,
    scope: 'openid profile email',
    state: 'app-state',
    ...extra,
  });
  return `${origin(tenant)}/authorize?${params}`;
}

export const onScreen = (page: Page, screen: string) =>
  expect
    .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
    .toBe(`/u/${screen}`)
    .then(() => page.locator('#root h1').waitFor());

/** Fills the input labelled `label` and presses the form's submit button. */
export async function submit(page: Page, fields: Record<string, string>, button = 'Continue') {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The newest message to `to` sent since `after` (epoch ms) that `pick` accepts, once there. */
async function messageTo(
  tenant: FlowTenant,
  to: string,
  after: number,
  pick: (m: InboxMessage) => boolean,
): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        // Newest first.
        found = (await readInbox(tenant.server)).find(
          (m) => m.to === to && Date.parse(m.sentAt) >= after && pick(m),
        );
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as InboxMessage;
}

/** The newest code sent to `to` (the local inbox), once it is there. */
export async function codeSentTo(tenant: FlowTenant, to: string, after: number): Promise<string> {
  const message = await messageTo(tenant, to, after, (m) => /\b\d{6}\b/.test(m.body));
  return /\b(\d{6})\b/.exec(message.body)?.[1] as string;
}

/** The link of the newest message to `to` about `subject`, absolute on the tenant's origin. */
export async function linkSentTo(
  tenant: FlowTenant,
  to: string,
  subject: RegExp,
  after: number,
): Promise<string> {
  const message = await messageTo(tenant, to, after, (m) => subject.test(m.subject) && !!m.link);
  return new URL(message.link as string, origin(tenant)).href;
}

/** Ends on the callback (the consent screen accepted when asked): the code it carries. */
export async function callbackCode(page: Page): Promise<string | null> {
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
    .toMatch(/^\/(callback|u\/consent|u\/customized-consent)$/);
  if (new URL(page.url()).pathname !== '/callback') {
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/callback\?/);
  }
  const url = new URL(page.url());
  expect(url.searchParams.get('state')).toBe('app-state');
  return url.searchParams.get('code');
}

/** login-id then login-password, from a fresh /authorize (`extra`: its parameters). */
export async function logIn(
  page: Page,
  tenant: FlowTenant,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  clientId?: string,
) {
  await page.goto(authorizeUrl(tenant, extra, clientId), { waitUntil: 'commit' });
  await onScreen(page, 'login-id');
  await submit(page, { 'Email address': email });
  await onScreen(page, 'login-password');
  await submit(page, { Password: password });
}

let made = 0;

/**
 * A new user of the demo database with `methods` as its MFA factors (the Management API's
 * authentication-methods bodies); returns its email, password and id.
 */
export async function userWith(
  tenant: FlowTenant,
  name: string,
  methods: Array<Record<string, unknown>> = [],
): Promise<{ email: string; password: string; id: string }> {
  const email = `${name}.${++made}@example.com`;
  const password = 'Flow-Test-Pass-42!';
  const created = await tenant.api('POST', '/users', {
    connection: DEMO_DATABASE,
    email,
    email_verified: true,
    password,
    name,
  });
  for (const method of methods)
    await tenant.api(
      'POST',
      `/users/${encodeURIComponent(created.user_id)}/authentication-methods`,
      method,
    );
  return { email, password, id: created.user_id };
}

/** A regular web application of the tenant logging in to `/callback`, with `settings`. */
export async function application(
  tenant: FlowTenant,
  settings: Record<string, unknown>,
): Promise<{ client_id: string; client_secret: string }> {
  return tenant.api('POST', '/clients', {
    name: `Flow app ${++made}`,
    app_type: 'regular_web',
    callbacks: [`${origin(tenant)}/callback`],
    ...settings,
  });
}
