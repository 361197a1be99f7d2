import { createConsentScreen } from '@screenkit/core';
import { button, h, layout } from '../dom.js';

export function renderConsentScreen(root: HTMLElement): void {
  const screen = createConsentScreen();
  const texts = screen.screen.texts ?? {};
  const scopes = h(
    'ul',
    { class: 'scopes' },
    ...screen.scopes.map((scope) =>
      h('li', {}, h('code', {}, scope.value), ` ${scope.description ?? ''}`),
    ),
  );
  const actions = h(
    'div',
    { class: 'actions' },
    button(texts.declineButtonText ?? 'Decline', () => void screen.deny(), true),
    button(texts.acceptButtonText ?? 'Accept', () => void screen.accept()),
  );
  root.replaceChildren(layout(screen, 'Authorize the application', scopes, actions));
}
