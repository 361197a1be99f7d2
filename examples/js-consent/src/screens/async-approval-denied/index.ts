import { createScreen } from '@screenkit/core';
import { h, layout } from '../dom.js';

/** The end of a backchannel (CIBA) approval by email: the user rejected the request. */
export function renderAsyncApprovalDeniedScreen(root: HTMLElement): void {
  const screen = createScreen('async-approval-denied');
  const note = screen.screen.texts?.description
    ? null
    : h(
        'p',
        { class: 'description', 'data-result': 'denied' },
        'You rejected the request. You can close this window.',
      );
  root.replaceChildren(layout(screen, 'Request rejected', note));
}
