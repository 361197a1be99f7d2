/**
 * mfa-push-welcome (prompt `mfa-push`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-welcome` copies it into your project to make it yours.
 */
import { mfaPushWelcomeTexts } from '../../default-screens/texts/mfa.js';
import { mfaPushWelcome } from '../../screens/declarations/mfa-push.js';
import { actionButton, linkTo, type MountedScreen, mountParts } from '../index.js';

export function renderMfaPushWelcomeScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPushWelcome, mfaPushWelcomeTexts, [
    linkTo({ link: 'ios', text: 'iosLinkText' }),
    linkTo({ link: 'android', text: 'androidLinkText' }),
    actionButton({ action: 'enroll', text: 'buttonText', variant: 'primary' }),
    actionButton({ action: 'pickAuthenticator', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
