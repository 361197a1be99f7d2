import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** Forgot password: the email the reset link goes to (the typed `resetPassword` action). */
export function renderResetPasswordRequestScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('reset-password-request', undefined, undefined, pageOf(root));
  const texts = screen.screen.texts ?? {};
  const data = screen.screen.data ?? {};
  const input = h('input', {
    name: 'username',
    type: 'email',
    autocomplete: 'username',
    value: typeof data.username === 'string' ? data.username : '',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, 'Email address', input),
    h('button', { type: 'submit' }, texts.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.resetPassword({ username: input.value });
  });
  root.replaceChildren(layout(screen, 'Forgot your password?', form));
}
