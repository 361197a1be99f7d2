/**
 * `/_screenkit/push/approve`: the local stand-in for the authenticator app, opened by the push
 * link in the inbox. GET shows the request as the app would (rendering/push-approval-page.ts);
 * the form posts `answer=approve|reject` back to the same URL (login/push-approval.ts decides).
 * Framing is refused, as on the login pages: an approve button must not be clickjacked.
 */
import { Hono } from 'hono';
import { answerPush, type PushLink, pushPrompt } from '../login/push-approval.js';
import { pageSecurityHeaders } from '../middleware/page-security-headers.js';
import { fromAnotherSite } from '../middleware/same-origin.js';
import { renderPushApprovalPage, renderPushResultPage } from '../rendering/push-approval-page.js';
import type { AppDeps } from '../tenant/app-deps.js';

const PATH = '/_screenkit/push/approve';

function linkOf(query: Record<string, string>): PushLink {
  const link: PushLink = {};
  if (query.ticket) link.ticket = query.ticket.slice(0, 200);
  if (query.state) link.state = query.state.slice(0, 200);
  if (query.token) link.token = query.token.slice(0, 200);
  return link;
}

const noLonger = () =>
  renderPushResultPage('This request is no longer valid', 'It expired or was already answered.');

export function pushApprovalRoutes({ store }: AppDeps): Hono {
  const router = new Hono();
  router.use(PATH, pageSecurityHeaders());

  router.get(PATH, (c) => {
    const prompt = pushPrompt(store, linkOf(c.req.query()));
    if (!prompt) return c.html(noLonger(), 400);
    const url = new URL(c.req.url);
    return c.html(renderPushApprovalPage(prompt, `${url.pathname}${url.search}`));
  });

  router.post(PATH, async (c) => {
    // The app's own page answers; its single-use link is the authority, never another site.
    if (fromAnotherSite(c))
      return c.html(renderPushResultPage('Refused', 'This answer came from another site.'), 403);
    const body = await c.req.parseBody();
    const answer = body.answer;
    if (answer !== 'approve' && answer !== 'reject')
      return c.html(renderPushResultPage('Unknown answer', 'Approve or reject.'), 400);
    if (!answerPush(store, linkOf(c.req.query()), answer)) return c.html(noLonger(), 400);
    return c.html(
      answer === 'approve'
        ? renderPushResultPage('Approved', 'Go back to the application: it continues on its own.')
        : renderPushResultPage('Rejected', 'The application is told you rejected the request.'),
    );
  });

  return router;
}
