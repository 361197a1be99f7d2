import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** Second step of signup: a password that meets the connection's policy. */
export function renderSignupPasswordScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('signup-password', undefined, undefined, pageOf(root));
  const texts = screen.screen.texts ?? {};
  const data = screen.screen.data ?? {};
  const email = typeof data.username === 'string' ? data.username : '';
  const input = h('input', {
    name: 'password',
    type: 'password',
    autocomplete: 'new-password',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, texts.passwordPlaceholder ?? 'Password', input),
    h('button', { type: 'submit' }, texts.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.signup({ email, password: input.value });
  });
  root.replaceChildren(
    layout(screen, 'Create your password', h('p', { class: 'identifier' }, email), form),
  );
}
