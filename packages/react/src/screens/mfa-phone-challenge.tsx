/**
 * mfa-phone-challenge (prompt `mfa-phone`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-phone-challenge` copies it into your project to make it yours.
 */
import { mfaPhoneChallengeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPhoneChallenge } from '@screenkit/core/screens/mfa-phone';
import { ActionButton, DefaultScreen, Form, RadioField, SubmitButton } from '../ui/index.js';

export function MfaPhoneChallengeScreen() {
  return (
    <DefaultScreen declaration={mfaPhoneChallenge} texts={mfaPhoneChallengeTexts}>
      <Form action="continue">
        <RadioField
          name="type"
          text="phoneMethodText"
          options={[
            { value: 'sms', text: 'smsOptionText' },
            { value: 'voice', text: 'voiceOptionText' },
          ]}
        />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
