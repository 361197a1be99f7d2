/**
 * mfa-sms-challenge (prompt `mfa-sms`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-sms-challenge` copies it into your project to make it yours.
 */
import { mfaSmsChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaSmsChallenge } from '@screenkit/core/screens/mfa-sms';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  RememberDeviceField,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function MfaSmsChallengeScreen() {
  return (
    <DefaultScreen declaration={mfaSmsChallenge} texts={mfaSmsChallengeTexts}>
      <Form action="continueMfaSmsChallenge">
        <CodeField name="code" />
        <RememberDeviceField />
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
