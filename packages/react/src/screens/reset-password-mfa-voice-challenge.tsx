/**
 * reset-password-mfa-voice-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-voice-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaVoiceChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaVoiceChallenge } from '@screenkit/core/screens/reset-password';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function ResetPasswordMfaVoiceChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaVoiceChallenge}
      texts={resetPasswordMfaVoiceChallengeTexts}
    >
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ActionButton
        action="switchToSms"
        text="switchToSmsText"
        variant="link"
        when="show_link_sms"
      />
      <ResendButton action="resendCode" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
