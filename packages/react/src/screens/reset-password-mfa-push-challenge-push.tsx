/**
 * reset-password-mfa-push-challenge-push (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-push-challenge-push` copies it into your project to make it yours.
 */
import { resetPasswordMfaPushChallengePushTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaPushChallengePush } from '@screenkit/core/screens/reset-password';
import { ActionButton, DefaultScreen, PushPolling, ResendButton } from '../ui/index.js';

export function ResetPasswordMfaPushChallengePushScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaPushChallengePush}
      texts={resetPasswordMfaPushChallengePushTexts}
    >
      <PushPolling action="continue" />
      <ResendButton action="resendPushNotification" />
      <ActionButton action="enterCodeManually" text="enterCodeManuallyText" variant="link" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
