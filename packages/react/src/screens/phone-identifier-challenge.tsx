/**
 * phone-identifier-challenge (prompt `phone-identifier-challenge`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject phone-identifier-challenge` copies it into your project to make it yours.
 */
import { phoneIdentifierChallengeTexts } from '@screenkit/core/default-screens/texts/login';
import { phoneIdentifierChallenge } from '@screenkit/core/screens/phone-identifier-challenge';
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

export function PhoneIdentifierChallengeScreen() {
  return (
    <DefaultScreen declaration={phoneIdentifierChallenge} texts={phoneIdentifierChallengeTexts}>
      <IdentifierSummary />
      <Form action="submitPhoneChallenge">
        <CodeField name="code" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <ResendButton action="resendCode" />
      <ActionButton action="returnToPrevious" text="backText" variant="link" />
      <ActionButton
        action="switchToVoice"
        text="switchToVoiceText"
        variant="link"
        when="show_link_voice"
      />
      <ActionButton
        action="switchToText"
        text="switchToSmsText"
        variant="link"
        when="show_link_sms"
      />
      <ActionButton
        action="switchToPassword"
        text="switchToPasswordText"
        variant="link"
        when="show_switch_to_password_button"
      />
    </DefaultScreen>
  );
}
