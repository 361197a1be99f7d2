import { createScreen } from '@screenkit/core';
import { h, layout } from '../dom.js';

/** A backchannel (CIBA) approval link that expired or was already answered. */
export function renderAsyncApprovalErrorScreen(root: HTMLElement): void {
  const screen = createScreen('async-approval-error');
  const note = screen.screen.texts?.description
    ? null
    : h(
        'p',
        { class: 'description', 'data-result': 'error' },
        'The request expired or was already answered. Ask the application to send a new one.',
      );
  root.replaceChildren(layout(screen, 'This link is no longer valid', note));
}
