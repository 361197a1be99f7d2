import { createScreen } from '@screenkit/core';
import { h, layout } from '../dom.js';

/** A backchannel (CIBA) approval link opened by another account than the one it was sent to. */
export function renderAsyncApprovalWrongUserScreen(root: HTMLElement): void {
  const screen = createScreen('async-approval-wrong-user');
  const note = screen.screen.texts?.description
    ? null
    : h(
        'p',
        { class: 'description', 'data-result': 'wrong-user' },
        'This request is for another account. Open the link again and log in as the user it was sent to.',
      );
  root.replaceChildren(layout(screen, 'Wrong account', note));
}
