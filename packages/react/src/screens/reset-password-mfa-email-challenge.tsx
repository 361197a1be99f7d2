/**
 * reset-password-mfa-email-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-email-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaEmailChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaEmailChallenge } from '@screenkit/core/screens/reset-password';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function ResetPasswordMfaEmailChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaEmailChallenge}
      texts={resetPasswordMfaEmailChallengeTexts}
    >
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
