import { createScreen } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

/** The authenticator app's six-digit code. */
export function renderMfaOtpChallengeScreen(root: HTMLElement): void {
  const { h, layout } = dom(root);
  const screen = createScreen('mfa-otp-challenge', undefined, undefined, pageOf(root));
  const input = h('input', {
    name: 'code',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    pattern: '[0-9]{6}',
  }) as HTMLInputElement;
  const form = h(
    'form',
    {},
    h(
      'label',
      {},
      screen.screen.texts?.placeholder ?? 'Enter the 6-digit code from your authenticator app',
      input,
    ),
    h('button', { type: 'submit' }, screen.screen.texts?.buttonText ?? 'Continue'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void screen.continue({ code: input.value.trim() });
  });
  root.replaceChildren(layout(screen, 'Verify your identity', form));
}
