/**
 * email-identifier-challenge (prompt `email-identifier-challenge`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject email-identifier-challenge` copies it into your project to make it yours.
 */
import { emailIdentifierChallengeTexts } from '@screenkit/core/default-screens/texts/login';
import { emailIdentifierChallenge } from '@screenkit/core/screens/email-identifier-challenge';
import {
  ActionButton,
  CaptchaField,
  CodeField,
  DefaultScreen,
  Form,
  IdentifierSummary,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function EmailIdentifierChallengeScreen() {
  return (
    <DefaultScreen declaration={emailIdentifierChallenge} texts={emailIdentifierChallengeTexts}>
      <IdentifierSummary />
      <Form action="submitEmailChallenge">
        <CodeField name="code" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
      <ActionButton action="returnToPrevious" text="backText" variant="link" />
      <ActionButton
        action="switchToPassword"
        text="switchToPasswordText"
        variant="link"
        when="show_switch_to_password_button"
      />
    </DefaultScreen>
  );
}
