/**
 * reset-password-mfa-otp-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-otp-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaOtpChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaOtpChallenge } from '@screenkit/core/screens/reset-password';
import { ActionButton, CodeField, DefaultScreen, Form, SubmitButton } from '../ui/index.js';

export function ResetPasswordMfaOtpChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaOtpChallenge}
      texts={resetPasswordMfaOtpChallengeTexts}
    >
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
