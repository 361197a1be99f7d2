/**
 * reset-password-mfa-sms-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-sms-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaSmsChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaSmsChallenge } from '@screenkit/core/screens/reset-password';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function ResetPasswordMfaSmsChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaSmsChallenge}
      texts={resetPasswordMfaSmsChallengeTexts}
    >
      <Form action="continueMfaSmsChallenge">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
      <ActionButton
        action="getACall"
        text="switchToVoiceText"
        variant="link"
        when="show_link_voice"
      />
    </DefaultScreen>
  );
}
