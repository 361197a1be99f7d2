import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** First step of signup: the email (the typed `signup` action), then signup-password. */
export function renderSignupIdScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('signup-id', undefined, undefined, pageOf(root));
  const texts = screen.screen.texts ?? {};
  const input = h('input', {
    name: 'email',
    type: 'email',
    autocomplete: 'email',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, 'Email address', input),
    h('button', { type: 'submit' }, texts.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.signup({ email: input.value });
  });
  const login = screen.screen.links?.login;
  const back = login ? h('p', { class: 'footer' }, h('a', { href: login }, 'Log in')) : null;
  root.replaceChildren(layout(screen, 'Create your account', form, back));
}
