/**
 * mfa-voice-enrollment (prompt `mfa-voice`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-voice-enrollment` copies it into your project to make it yours.
 */
import { mfaVoiceEnrollmentTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaVoiceEnrollment } from '@screenkit/core/screens/mfa-voice';
import { ActionButton, DefaultScreen, Form, PhoneField, SubmitButton } from '../ui/index.js';

export function MfaVoiceEnrollmentScreen() {
  return (
    <DefaultScreen declaration={mfaVoiceEnrollment} texts={mfaVoiceEnrollmentTexts}>
      <Form action="continue">
        <PhoneField name="phone" />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
