import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** The reset link's screen: the new password, twice. */
export function renderResetPasswordScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('reset-password', undefined, undefined, pageOf(root));
  const texts = screen.screen.texts ?? {};
  const password = h('input', {
    name: 'password-reset',
    type: 'password',
    autocomplete: 'new-password',
  }) as HTMLInputElement;
  const again = h('input', {
    name: 're-enter-password',
    type: 'password',
    autocomplete: 'new-password',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, 'New password', password),
    h('label', {}, 'Confirm the new password', again),
    h('button', { type: 'submit' }, texts.buttonText ?? 'Reset password'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.resetPassword({
      'password-reset': password.value,
      're-enter-password': again.value,
    });
  });
  root.replaceChildren(layout(screen, 'Change your password', form));
}
