/**
 * email-otp-challenge (prompt `email-otp-challenge`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject email-otp-challenge` copies it into your project to make it yours.
 */
import { emailOtpChallengeTexts } from '@screenkit/core/default-screens/texts/login';
import { emailOtpChallenge } from '@screenkit/core/screens/email-otp-challenge';
import { CodeField, DefaultScreen, Form, ResendButton, SubmitButton } from '../ui/index.js';

export function EmailOtpChallengeScreen() {
  return (
    <DefaultScreen declaration={emailOtpChallenge} texts={emailOtpChallengeTexts}>
      <Form action="submitCode">
        <CodeField name="code" />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
    </DefaultScreen>
  );
}
