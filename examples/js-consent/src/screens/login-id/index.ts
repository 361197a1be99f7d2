import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** First step of identifier-first login: the email, then the typed `login` action. */
export function renderLoginIdScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('login-id', undefined, undefined, pageOf(root));
  const texts = screen.screen.texts ?? {};
  const input = h('input', {
    name: 'username',
    type: 'email',
    autocomplete: 'username',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h('label', {}, texts.emailPlaceholder ?? 'Email address', input),
    h('button', { type: 'submit' }, texts.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.login({ username: input.value });
  });
  const signup = screen.screen.links?.signup;
  const footer = signup
    ? h(
        'p',
        { class: 'footer' },
        `${texts.footerText ?? "Don't have an account?"} `,
        h('a', { href: signup }, texts.footerLinkText ?? 'Sign up'),
      )
    : null;
  root.replaceChildren(layout(screen, 'Welcome', form, footer));
}
