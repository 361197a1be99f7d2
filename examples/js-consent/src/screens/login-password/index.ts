import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** Second step of identifier-first login: the identifier from login-id, then the password. */
export function renderLoginPasswordScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('login-password', undefined, undefined, pageOf(root));
  const data = screen.screen.data ?? {};
  const username = typeof data.username === 'string' ? data.username : '';
  const links = screen.screen.links ?? {};
  const input = h('input', {
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, 'Password', input),
    h('button', { type: 'submit' }, screen.screen.texts?.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.login({ username, password: input.value });
  });
  const edit = links.edit_identifier ? h('a', { href: links.edit_identifier }, 'Edit') : null;
  const forgot = links.reset_password
    ? h(
        'a',
        { href: links.reset_password },
        screen.screen.texts?.forgotPasswordText ?? 'Forgot password?',
      )
    : null;
  root.replaceChildren(
    layout(
      screen,
      'Enter your password',
      h('p', { class: 'identifier' }, username, ' ', edit),
      form,
      forgot,
    ),
  );
}
