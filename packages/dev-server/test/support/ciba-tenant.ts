/**
 * A dev server with the demo tenant for the CIBA tests: the official SDK's backchannel client as
 * the demo application, pat with an authenticator app (push), sam without one (email), the
 * screens the email path goes through in advanced mode (their context readable), and helpers
 * for the inbox and the authenticator app's answer.
 */
import { expect } from 'vitest';
import {
  DEMO_API,
  type DevServer,
  type InboxMessage,
  VENDOR_PROFILE_TYPE,
} from '../../src/index.js';
import { client, start } from '../http.js';
import { backchannelClient } from './ciba.js';
import { readInbox, seedFlowTenant } from './flow-driver.js';

export const TRANSFER = {
  type: 'money_transfer',
  instructedAmount: { amount: 120, currency: 'EUR' },
  beneficiary: 'Grace Hopper',
};
export const PROFILE = {
  type: VENDOR_PROFILE_TYPE,
  instruction: 'Share your profile with the bank',
  properties: {
    state: { display: true, name: 'State of residence', display_order: '2', value: 'CA' },
    fullName: { display: true, name: 'Full name', display_order: '1', value: 'Sam Lee' },
    internalId: { display: false, value: 'HIDDEN-4711' },
  },
};

export type CibaTenant = Awaited<ReturnType<typeof startCibaTenant>>;

export async function startCibaTenant() {
  const server: DevServer = await start();
  const api = client(server);
  const clientId = await seedFlowTenant(server, [
    ['customized-consent', 'customized-consent'],
    ['consent', 'consent'],
    ['async-approval-flow', 'async-approval-accepted'],
    ['async-approval-flow', 'async-approval-denied'],
    ['async-approval-flow', 'async-approval-error'],
    ['async-approval-flow', 'async-approval-wrong-user'],
    ['login-id', 'login-id'],
    ['login-password', 'login-password'],
    ['mfa-push', 'mfa-push-challenge-push'],
  ]);
  const { body: bank } = await api('GET', `/clients/${clientId}`);
  const app = backchannelClient(server.url, clientId, bank.client_secret);
  const userIds = new Map<string, string>();
  const { body: listed } = await api('GET', '/users?per_page=100');
  for (const user of listed as Array<{ user_id: string; email: string }>)
    userIds.set(user.email, user.user_id);
  const userId = (email: string) => userIds.get(email) ?? '';
  // pat's authenticator app (the dev-only stand-in for enrolling push); sam has none.
  const pat = encodeURIComponent(userId('pat@example.com'));
  expect((await api('POST', `/users/${pat}/authentication-methods`, { type: 'push' })).status).toBe(
    201,
  );

  /** The official SDK's `backchannel.authorize()` for the user of `email`. */
  const authorize = (
    email: string,
    extra: Record<string, string> = {},
  ): Promise<{ auth_req_id: string; expires_in: number; interval: number }> =>
    app.backchannel.authorize({
      userId: userId(email),
      binding_message: 'Transfer 120 EUR #42',
      scope: 'openid profile email transfer:funds',
      audience: DEMO_API,
      authorization_details: JSON.stringify([TRANSFER, PROFILE]),
      ...extra,
    });

  // The newest message; each message of a backchannel request carries its link.
  const latestMessage = async () => (await readInbox(server))[0] as InboxMessage & { link: string };

  /** The authenticator app's approve or reject on a push link. */
  const answerOnApp = async (link: string, answer: 'approve' | 'reject'): Promise<number> =>
    (
      await fetch(new URL(link, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ answer }),
      })
    ).status;

  return { server, api, clientId, app, userId, authorize, latestMessage, answerOnApp };
}
