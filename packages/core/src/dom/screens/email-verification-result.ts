/**
 * email-verification-result (prompt `email-verification`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject email-verification-result` copies it into your project to make it yours.
 */
import { emailVerificationResultTexts } from '../../default-screens/texts/account.js';
import { emailVerificationResult } from '../../screens/declarations/email-verification.js';
import { linkTo, type MountedScreen, mountParts } from '../index.js';

export function renderEmailVerificationResultScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, emailVerificationResult, emailVerificationResultTexts, [
    linkTo({ link: 'login', text: 'loginLinkText' }),
  ]);
}
