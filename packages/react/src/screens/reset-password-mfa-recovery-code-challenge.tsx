/**
 * reset-password-mfa-recovery-code-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-recovery-code-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaRecoveryCodeChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaRecoveryCodeChallenge } from '@screenkit/core/screens/reset-password';
import { ActionButton, CodeField, DefaultScreen, Form, SubmitButton } from '../ui/index.js';

export function ResetPasswordMfaRecoveryCodeChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaRecoveryCodeChallenge}
      texts={resetPasswordMfaRecoveryCodeChallengeTexts}
    >
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
