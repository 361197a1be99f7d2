/**
 * reset-password-mfa-push-challenge-push (prompt `reset-password`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-push-challenge-push` copies it into your project to make it yours.
 */
import { resetPasswordMfaPushChallengePushTexts } from '../../default-screens/texts/reset-password.js';
import { resetPasswordMfaPushChallengePush } from '../../screens/declarations/reset-password.js';
import {
  actionButton,
  type MountedScreen,
  mountParts,
  pushPolling,
  resendButton,
} from '../index.js';

export function renderResetPasswordMfaPushChallengePushScreen(root: HTMLElement): MountedScreen {
  return mountParts(
    root,
    resetPasswordMfaPushChallengePush,
    resetPasswordMfaPushChallengePushTexts,
    [
      pushPolling({ action: 'continue' }),
      resendButton({ action: 'resendPushNotification' }),
      actionButton({ action: 'enterCodeManually', text: 'enterCodeManuallyText', variant: 'link' }),
      actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
    ],
  );
}
