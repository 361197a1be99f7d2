/**
 * mfa-push-challenge-push (prompt `mfa-push`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-challenge-push` copies it into your project to make it yours.
 */
import { mfaPushChallengePushTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPushChallengePush } from '@screenkit/core/screens/mfa-push';
import { ActionButton, DefaultScreen, PushPolling, ResendButton } from '../ui/index.js';

export function MfaPushChallengePushScreen() {
  return (
    <DefaultScreen declaration={mfaPushChallengePush} texts={mfaPushChallengePushTexts}>
      <PushPolling action="continue" />
      <ResendButton action="resendPushNotification" />
      <ActionButton action="enterCodeManually" text="enterCodeManuallyText" variant="link" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
