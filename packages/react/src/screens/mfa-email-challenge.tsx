/**
 * mfa-email-challenge (prompt `mfa-email`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-email-challenge` copies it into your project to make it yours.
 */
import { mfaEmailChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaEmailChallenge } from '@screenkit/core/screens/mfa-email';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  RememberDeviceField,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function MfaEmailChallengeScreen() {
  return (
    <DefaultScreen declaration={mfaEmailChallenge} texts={mfaEmailChallengeTexts}>
      <Form action="continue">
        <CodeField name="code" />
        <RememberDeviceField />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
