/**
 * mfa-voice-challenge (prompt `mfa-voice`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-voice-challenge` copies it into your project to make it yours.
 */
import { mfaVoiceChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaVoiceChallenge } from '@screenkit/core/screens/mfa-voice';
import {
  ActionButton,
  CodeField,
  DefaultScreen,
  Form,
  RememberDeviceField,
  ResendButton,
  SubmitButton,
} from '../ui/index.js';

export function MfaVoiceChallengeScreen() {
  return (
    <DefaultScreen declaration={mfaVoiceChallenge} texts={mfaVoiceChallengeTexts}>
      <Form action="continue">
        <CodeField name="code" />
        <RememberDeviceField />
        <SubmitButton />
      </Form>
      <ActionButton
        action="switchToSms"
        text="switchToSmsText"
        variant="link"
        when="show_link_sms"
      />
      <ResendButton action="resendCode" />
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
