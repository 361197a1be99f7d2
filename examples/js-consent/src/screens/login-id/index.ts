import { expectScreen } from '@screenkit/core';
import { h, layout } from '../dom.js';

export function renderLoginIdScreen(root: HTMLElement): void {
  const screen = expectScreen(['login-id']);
  const input = h('input', {
    name: 'username',
    type: 'email',
    autocomplete: 'username',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, 'Email address', input),
    h('button', { type: 'submit' }, screen.screen.texts?.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.submit('default', { username: input.value });
  });
  root.replaceChildren(layout(screen, 'Welcome', form));
}
