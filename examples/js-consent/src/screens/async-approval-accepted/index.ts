import { createScreen } from '@screenkit/core';
import { h, layout } from '../dom.js';

/** The end of a backchannel (CIBA) approval by email: the user approved; the application gets its tokens. */
export function renderAsyncApprovalAcceptedScreen(root: HTMLElement): void {
  const screen = createScreen('async-approval-accepted');
  const note = screen.screen.texts?.description
    ? null
    : h(
        'p',
        { class: 'description', 'data-result': 'accepted' },
        'You approved the request. You can close this window.',
      );
  root.replaceChildren(layout(screen, 'Request approved', note));
}
