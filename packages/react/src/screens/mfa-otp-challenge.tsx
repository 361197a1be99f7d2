/**
 * mfa-otp-challenge (prompt `mfa-otp`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-otp-challenge` copies it into your project to make it yours.
 */
import { mfaOtpChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaOtpChallenge } from '@screenkit/core/screens/mfa-otp';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  RememberDeviceField,
  SubmitButton,
} from '../ui/index.js';

export function MfaOtpChallengeScreen() {
  return (
    <DefaultScreen declaration={mfaOtpChallenge} texts={mfaOtpChallengeTexts}>
      <Form action="continue">
        <CodeField name="code" />
        <RememberDeviceField />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
