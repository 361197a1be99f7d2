/**
 * The page of the authenticator app's local stand-in (what the push link in the inbox opens):
 * the request as the app shows it (seed 2.2 A, 2.6): who asks, the binding message, and for each
 * vendor-schema entry its `instruction` and the properties with `display: true` by
 * `display_order` (core's `toConsentView`), never the hidden ones; then approve and reject.
 * Entries of other types are counted, not shown: the app renders only the vendor schema. Every
 * value comes from the requesting application and is escaped.
 */
import { toConsentView } from '@screenkit/core';
import { escapeHtml } from '@screenkit/core/templates';
import type { PushPrompt } from '../login/push-approval.js';
import { devPage } from './dev-index.js';

const STYLE = `
  .phone { max-width: 420px; margin: 24px auto; border: 1px solid var(--line); border-radius: 24px; padding: 24px; }
  .binding { font: 600 18px ui-monospace, monospace; padding: 8px 12px; border-radius: 8px; background: color-mix(in srgb, var(--accent) 12%, transparent); }
  .detail dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
  .detail dt { color: var(--muted); }
  .detail dd { margin: 0; }
  .answers { display: flex; gap: 12px; margin-top: 20px; }
  .answers button { flex: 1; padding: 10px; font: inherit; border-radius: 8px; border: 1px solid var(--line); cursor: pointer; }
  .answers button[value=approve] { background: var(--accent); color: #fff; }`;

function entryMarkup(view: ReturnType<typeof toConsentView>): string {
  const rows = view.items
    .map(
      (item) =>
        `<dt>${escapeHtml(item.label)}</dt><dd data-path="${escapeHtml(item.path)}">${escapeHtml(item.value)}${
          item.description ? `<br><small>${escapeHtml(item.description)}</small>` : ''
        }</dd>`,
    )
    .join('');
  return `<section class="detail" data-type="${escapeHtml(view.type)}"><h2 class="instruction">${escapeHtml(view.title)}</h2><dl>${rows}</dl></section>`;
}

/** The app's screen for `prompt`; its form posts `answer` to `action`. */
export function renderPushApprovalPage(prompt: PushPrompt, action: string): string {
  const views = prompt.authorizationDetails.map((detail) => toConsentView(detail));
  const vendor = views.filter((view) => view.vendor !== null);
  const others = views.length - vendor.length;
  const asks =
    prompt.kind === 'backchannel'
      ? `${escapeHtml(prompt.clientName)} asks for your approval`
      : `Log in to ${escapeHtml(prompt.clientName)}?`;
  const body = `<div class="phone"><p>Authenticator app (screenkit stand-in)</p>
<h1>${asks}</h1>
${prompt.bindingMessage ? `<p>Check that the application shows the same code:</p><p class="binding" data-binding-message>${escapeHtml(prompt.bindingMessage)}</p>` : ''}
${vendor.map(entryMarkup).join('')}
${others > 0 ? `<p class="others">${others} other entr${others === 1 ? 'y' : 'ies'} of the request ${others === 1 ? 'is' : 'are'} not in the vendor schema: the app cannot show ${others === 1 ? 'it' : 'them'}.</p>` : ''}
<form method="post" action="${escapeHtml(action)}" class="answers">
<button type="submit" name="answer" value="reject">Reject</button>
<button type="submit" name="answer" value="approve">Approve</button>
</form></div>`;
  return devPage('Approve the request', body, STYLE);
}

/** The app's screen after an answer, or for a push that no longer waits for one. */
export function renderPushResultPage(title: string, text: string): string {
  return devPage(
    title,
    `<div class="phone"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></div>`,
    STYLE,
  );
}
