/**
 * CIBA with RAR in real headless Chromium through the React starter's own screens, the official
 * Node SDK's backchannel client as the application: the approval email's link, a login as the
 * named user (login-id, login-password), the customized-consent screen with the tenant's partial,
 * `async-approval-accepted`, and tokens carrying the approved authorization_details.
 *
 * Then the public XSS corpus in every field of authorization_details (values, vendor property
 * names, instructions, descriptions), packed into requests within the seed's limits, rendered on
 * the consent screen (email) and on the authenticator app's page (push): no dialog opens, the
 * canary never fires, no event-handler attribute or script URL appears.
 */
import { DEMO_API, seedDemoIdentities, VENDOR_PROFILE_TYPE } from '@screenkit/dev-server';
import type { AuthenticationClient } from 'auth0/legacy';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backchannelClient, errorOf } from '../packages/dev-server/test/support/ciba.js';
import { readInbox } from '../packages/dev-server/test/support/flow-driver.js';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, startExample } from './support/example-server.js';
import { inspectPage, watchExecution, XSS_CORPUS } from './support/xss-findings.js';

let server: ExampleServer;
let browser: Browser;
let page: Page;
let app: AuthenticationClient;
const executed: string[] = [];
const userIds = new Map<string, string>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startExample('react-consent'), launchBrowser()]);
  await seedDemoIdentities({ baseUrl: server.url, managementToken: server.managementToken });
  const bank = (await server.api('GET', `/clients/${server.clientId}`)) as {
    client_secret: string;
  };
  app = backchannelClient(server.url, server.clientId, bank.client_secret);
  for (const user of (await server.api('GET', '/users?per_page=100')) as Array<{
    user_id: string;
    email: string;
  }>)
    userIds.set(user.email, user.user_id);
  const pat = encodeURIComponent(userIds.get('pat@example.com') ?? '');
  await server.api('POST', `/users/${pat}/authentication-methods`, { type: 'push' });
  page = await browser.context.newPage();
  await watchExecution(page, executed);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TRANSFER = {
  type: 'money_transfer',
  instructedAmount: { amount: 120, currency: 'EUR' },
  beneficiary: 'Grace Hopper',
};

async function latestLink(): Promise<string> {
  const [newest] = await readInbox(server);
  if (!newest?.link) throw new Error('the newest message in the inbox carries no link');
  return new URL(newest.link, server.url).toString();
}

function start(email: string, details: unknown[], expiry: string) {
  return app.backchannel.authorize({
    userId: userIds.get(email) ?? '',
    binding_message: 'Transfer #42',
    scope: 'openid profile transfer:funds',
    audience: DEMO_API,
    requested_expiry: expiry,
    authorization_details: JSON.stringify(details),
  });
}

const urlOf = (pattern: RegExp) =>
  expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(pattern);

/** The email's link, then sam's login through the starter's screens, up to consent. */
async function approveByEmail(link: string): Promise<void> {
  await page.goto(link, { waitUntil: 'commit' });
  await urlOf(/\/u\/login-id\?state=/);
  await page.locator('input[name="username"]').fill('sam@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await urlOf(/\/u\/login-password\?state=/);
  await page.locator('input[name="password"]').fill('Quiet-River-82!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await urlOf(/\/u\/customized-consent\?state=/);
  await page.locator('section[aria-label="Request details"]').waitFor();
}

describe('CIBA by email through the React starter', () => {
  it('pending, then approved on customized-consent, accepted screen, tokens with the details', async () => {
    const started = await start('sam@example.com', [TRANSFER], '600');
    const grant = () => app.backchannel.backchannelGrant({ auth_req_id: started.auth_req_id });
    expect(await errorOf(grant())).toBe('authorization_pending');
    await approveByEmail(await latestLink());
    // The tenant's partial (seed 2.3 expressions) over the request.
    expect(await page.locator('.demo-transfer [data-field="beneficiary"]').textContent()).toBe(
      'Grace Hopper',
    );
    await page.getByRole('button', { name: 'Accept' }).click();
    await urlOf(/\/u\/async-approval-accepted\?state=/);
    expect(await page.locator('h1').textContent()).toBe('Request approved');
    const tokens = await grant();
    expect(tokens.authorization_details).toEqual([TRANSFER]);
    expect(await errorOf(grant())).toBe('invalid_grant');
  });
});

/** Under rule 1 (5 KB), with room for the JSON around the last value. */
const MAX_BYTES = 4800;
const VALUE_LIMIT = 255;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * One request's entries from `values`, as many as fit: a transfer whose fields the partial
 * prints, then a vendor-schema entry (its instruction, and properties whose names, labels,
 * descriptions and values are all payloads: both pages render it) up to the size limit.
 */
function request(values: string[]): unknown[] {
  const next = () => values.shift() ?? 'x';
  const transfer = {
    type: 'money_transfer',
    beneficiary: next(),
    subject: next(),
    sourceAccount: next(),
    destinationAccount: next(),
    instructedAmount: { amount: next(), currency: next() },
  };
  const properties: Record<string, unknown> = {};
  const entries = [transfer, { type: VENDOR_PROFILE_TYPE, instruction: next(), properties }];
  for (let order = 1; values.length >= 4; order++) {
    const [key, name, description, value] = values.slice(0, 4) as [string, string, string, string];
    properties[key] = { display: true, name, display_order: String(order), description, value };
    if (bytes(entries) > MAX_BYTES) {
      delete properties[key];
      break;
    }
    values.splice(0, 4);
  }
  return entries;
}

describe('hostile authorization_details on the consent screen and the push page', () => {
  const values = XSS_CORPUS.filter((v) => [...v].length <= VALUE_LIMIT);
  it(`${values.length} payloads of the public corpus: nothing executes`, async () => {
    expect(values.length).toBeGreaterThan(300);
    const queue = [...values];
    let requests = 0;
    while (queue.length > 0) {
      const details = request(queue);
      requests += 1;
      // Email: the consent screen, partial and React view, then rejected (nothing kept).
      await start('sam@example.com', details, '600');
      await approveByEmail(await latestLink());
      let findings = await inspectPage(page, '#root');
      expect(findings.elements).toBeGreaterThan(20);
      expect(findings.handlers).toEqual([]);
      expect(findings.scriptUrls).toEqual([]);
      const shown =
        (await page.locator('section[aria-label="Request details"]').textContent()) ?? '';
      expect(shown).toContain((details[0] as { beneficiary: string }).beneficiary);
      await page.getByRole('button', { name: 'Decline' }).click();
      await urlOf(/\/u\/async-approval-denied\?state=/);
      // Push: the authenticator app's page.
      await start('pat@example.com', details, '300');
      await page.goto(await latestLink());
      findings = await inspectPage(page);
      expect(findings.handlers).toEqual([]);
      expect(findings.scriptUrls).toEqual([]);
      const instruction = (details[1] as { instruction: string }).instruction;
      expect(await page.locator('.instruction').first().textContent()).toBe(instruction);
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.locator('h1', { hasText: 'Rejected' }).waitFor();
    }
    expect(requests).toBeGreaterThan(1);
    expect(executed).toEqual([]);
  });
});
