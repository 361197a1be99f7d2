/**
 * The answer page of the home page's "start a CIBA request" (its form is in dev-index.ts;
 * pages/ciba-demo.ts sends the real `/bc-authorize` with the demo application's credentials):
 * what the application got, where the approval went (the local inbox), and a button that polls
 * `/oauth/token` as the application would.
 */
import { escapeHtml } from '@screenkit/core/templates';
import { DEV_HOME_PATH, devPage } from './dev-index.js';

const STYLE = `
  pre { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px; overflow: auto; }`;

/** What the application got from /bc-authorize (or /oauth/token), and what to do next. */
export function renderCibaAnswer(input: {
  title: string;
  status: number;
  answer: unknown;
  clientName: string;
  authReqId?: string;
}): string {
  const poll = input.authReqId
    ? `<form method="post" action="/_screenkit/ciba/poll"><input type="hidden" name="auth_req_id" value="${escapeHtml(input.authReqId)}"><button type="submit">Poll /oauth/token</button></form>`
    : '';
  return devPage(
    input.title,
    `<header><h1>${escapeHtml(input.title)}</h1><p>As the application ${escapeHtml(input.clientName)} (HTTP ${input.status}):</p></header>
<main><pre>${escapeHtml(JSON.stringify(input.answer, null, 2))}</pre>
<p>The user's approval waits in the <a href="/_screenkit/inbox">inbox</a> (an email link, or a push for the authenticator app's stand-in).</p>
${poll}<p><a href="${DEV_HOME_PATH}">Home</a></p></main>`,
    STYLE,
  );
}
