/**
 * mfa-push-challenge-push (prompt `mfa-push`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-challenge-push` copies it into your project to make it yours.
 */
import { mfaPushChallengePushTexts } from '../../default-screens/texts/mfa.js';
import { mfaPushChallengePush } from '../../screens/declarations/mfa-push.js';
import {
  actionButton,
  type MountedScreen,
  mountParts,
  pushPolling,
  resendButton,
} from '../index.js';

export function renderMfaPushChallengePushScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPushChallengePush, mfaPushChallengePushTexts, [
    pushPolling({ action: 'continue' }),
    resendButton({ action: 'resendPushNotification' }),
    actionButton({ action: 'enterCodeManually', text: 'enterCodeManuallyText', variant: 'link' }),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
