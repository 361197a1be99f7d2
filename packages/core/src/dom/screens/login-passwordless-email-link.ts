/**
 * login-passwordless-email-link (prompt `login-passwordless`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject login-passwordless-email-link` copies it into your project to make it yours.
 */
import { loginPasswordlessEmailLinkTexts } from '../../default-screens/texts/login.js';
import { loginPasswordlessEmailLink } from '../../screens/declarations/login-passwordless.js';
import { identifierSummary, type MountedScreen, mountParts, resendButton } from '../index.js';

export function renderLoginPasswordlessEmailLinkScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, loginPasswordlessEmailLink, loginPasswordlessEmailLinkTexts, [
    identifierSummary(),
    resendButton({ action: 'resendLink' }),
  ]);
}
