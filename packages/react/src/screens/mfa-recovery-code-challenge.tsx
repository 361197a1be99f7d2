/**
 * mfa-recovery-code-challenge (prompt `mfa-recovery-code`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-recovery-code-challenge` copies it into your project to make it yours.
 */
import { mfaRecoveryCodeChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaRecoveryCodeChallenge } from '@screenkit/core/screens/mfa-recovery-code';
import { ActionButton, CodeField, DefaultScreen, Form, SubmitButton } from '../ui/index.js';

export function MfaRecoveryCodeChallengeScreen() {
  return (
    <DefaultScreen declaration={mfaRecoveryCodeChallenge} texts={mfaRecoveryCodeChallengeTexts}>
      <Form action="continue">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
