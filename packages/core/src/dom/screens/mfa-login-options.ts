/**
 * mfa-login-options (prompt `mfa`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-login-options` copies it into your project to make it yours.
 */
import { mfaLoginOptionsTexts } from '../../default-screens/texts/mfa.js';
import { mfaLoginOptions } from '../../screens/declarations/mfa.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderMfaLoginOptionsScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaLoginOptions, mfaLoginOptionsTexts, [
    choiceList({ action: 'enroll', list: 'login-factors' }),
    actionButton({ action: 'returnToPrevious', text: 'backText', variant: 'link' }),
  ]);
}
