/**
 * The login flow's own pages: the local inbox (`/_screenkit/inbox`, what the service would
 * have emailed or texted: codes, reset links, push approvals; `?format=json` for scripts),
 * the reset-password and account unblock links, the backchannel approval link (`/bc-verify`), the push approval
 * page (push-approval.ts), and `/activate`, where a person approves a device (the device
 * flow's `verification_uri`).
 */
import { escapeHtml } from '@screenkit/core/templates';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { openBackchannelLink } from '../login/backchannel-approval.js';
import { openActivation } from '../login/device-activation.js';
import { afterFirstFactor, openResetLink } from '../login/engine.js';
import { findLoginTransaction } from '../login/login-state.js';
import { accountsOf, socialConnection, socialUrl, socialUser } from '../login/social.js';
import { openUnblockLink, UNBLOCK_PATH } from '../login/unblock-link.js';
import { guardLoginTransaction } from '../middleware/login-transaction-guard.js';
import { SESSION_COOKIE } from '../protocol/login-session.js';
import { belongsToBrowser, bindToBrowser } from '../protocol/transaction-binding.js';
import type { AppDeps } from '../tenant/app-deps.js';
import type { ConnectionRecord } from '../tenant/connections.js';
import { inbox } from '../tenant/outbox.js';
import { cibaDemoRoutes } from './ciba-demo.js';
import { setFlowCookies } from './flow-cookies.js';
import { pushApprovalRoutes } from './push-approval.js';

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

export function flowRoutes({ store, keys }: AppDeps): Hono {
  const router = new Hono();

  router.get('/_screenkit/inbox', (c) => {
    const messages = inbox(store);
    if (c.req.query('format') === 'json') return c.json(messages);
    const items = messages
      .map(
        (m) =>
          `<li data-message="${escapeHtml(m.id)}"><strong>${escapeHtml(m.channel)} to ${escapeHtml(m.to)}</strong>: ${escapeHtml(m.subject)}<p class="body">${escapeHtml(m.body)}</p>${m.link ? `<a href="${escapeHtml(m.link)}">${escapeHtml(m.subject)}</a>` : ''}<small>${escapeHtml(m.sentAt)}</small></li>`,
      )
      .join('');
    return c.html(page('Inbox', messages.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'));
  });

  // The reset link: its ticket is its authority, so it opens from a mail client on another
  // site too, and in another browser than the login's it resets there, in a transaction of
  // its own (reset-link.ts), never continuing that login.
  router.get('/_screenkit/reset-password', (c) => {
    const state = c.req.query('state') ?? '';
    const transaction = findLoginTransaction(store, state);
    const elsewhere =
      transaction && !belongsToBrowser(c, transaction) ? () => bindToBrowser(c) : undefined;
    const location = openResetLink(store, state, c.req.query('ticket') ?? '', elsewhere);
    if (!location)
      return c.html(page('This link is no longer valid', '<p>Request a new one.</p>'), 400);
    return c.redirect(location, 302);
  });

  // The blocked-account email's link: its ticket is its authority (any browser may open it,
  // once); it opens the unblock screens in a transaction of this browser.
  router.get(UNBLOCK_PATH, (c) =>
    c.redirect(
      openUnblockLink(
        store,
        {
          id: (c.req.query('id') ?? '').slice(0, 100),
          ticket: (c.req.query('ticket') ?? '').slice(0, 100),
        },
        bindToBrowser(c),
      ),
      302,
    ),
  );

  // The email of a backchannel (CIBA) request: log in as its user, then consent.
  router.get('/bc-verify', (c) =>
    c.redirect(
      openBackchannelLink(
        store,
        (c.req.query('ticket') ?? '').slice(0, 200),
        new URL(c.req.url).origin,
        // The login it opens belongs to this browser, as one /authorize opens.
        bindToBrowser(c),
      ),
      302,
    ),
  );
  router.route('/', pushApprovalRoutes({ store, keys }));
  router.route('/', cibaDemoRoutes({ store, keys }));

  // The device flow: enter (or, from verification_uri_complete, confirm) the device's code.
  router.get('/activate', (c) =>
    c.redirect(
      openActivation(store, c.req.query('user_code'), {
        sessionToken: getCookie(c, SESSION_COOKIE),
        origin: new URL(c.req.url).origin,
        binding: bindToBrowser(c),
      }),
      302,
    ),
  );

  // The local stand-in for a social provider: pick an account, continue the login. Only the
  // browser of the login, and posts from the chooser itself (login-transaction-guard.ts).
  router.use(
    '/_screenkit/social/:connection',
    guardLoginTransaction({
      store,
      refuse: (c, { status, error }) =>
        c.html(
          page('This login is no longer valid', `<p>${escapeHtml(error.message)}</p>`),
          status,
        ),
    }),
  );
  const socialTransaction = (state: string, name: string) => {
    const transaction = findLoginTransaction(store, state);
    if (!transaction?.login) return undefined;
    const connection = socialConnection(store, transaction, name);
    return connection ? { transaction, connection } : undefined;
  };
  router.get('/_screenkit/social/:connection', (c) => {
    const state = c.req.query('state') ?? '';
    const found = socialTransaction(state, c.req.param('connection'));
    if (!found) return c.html(page('This login is no longer valid', '<p>Start again.</p>'), 400);
    return c.html(chooseAccountPage(found.connection, state));
  });
  router.post('/_screenkit/social/:connection', async (c) => {
    const state = c.req.query('state') ?? '';
    const found = socialTransaction(state, c.req.param('connection'));
    const body = await c.req.parseBody();
    const account = typeof body.account === 'string' ? body.account.slice(0, 100) : '';
    const user = found ? await socialUser(store, found.connection, account) : undefined;
    if (!found || !user) return c.html(page('Unknown account', '<p>Start again.</p>'), 400);
    const step = await afterFirstFactor(store, found.transaction, user);
    if ('redirect' in step) {
      setFlowCookies(c, step.cookies);
      return c.redirect(step.redirect, 302);
    }
    return c.html(page('Login failed', `<p>${escapeHtml(step.errors[0]?.message ?? '')}</p>`), 400);
  });

  return router;
}

/** The local identity provider's "choose an account" page (accounts: login/social.ts). */
export function chooseAccountPage(connection: ConnectionRecord, state: string): string {
  const forms = accountsOf(connection)
    .map(
      (a) =>
        `<li><form method="post" action="${escapeHtml(socialUrl(connection.name, state))}"><input type="hidden" name="account" value="${escapeHtml(a.id)}"><button type="submit">${escapeHtml(a.name)} &lt;${escapeHtml(a.email)}&gt;</button></form></li>`,
    )
    .join('');
  const title = `Choose an account to continue with ${connection.display_name ?? connection.name}`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>screenkit plays the identity provider: no request leaves your machine.</p><ul>${forms}</ul></body></html>`;
}
