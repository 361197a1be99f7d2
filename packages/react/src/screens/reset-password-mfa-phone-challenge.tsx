/**
 * reset-password-mfa-phone-challenge (prompt `reset-password`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject reset-password-mfa-phone-challenge` copies it into your project to make it yours.
 */
import { resetPasswordMfaPhoneChallengeTexts } from '@screenkit/core/default-screens/texts/reset-password';
import { resetPasswordMfaPhoneChallenge } from '@screenkit/core/screens/reset-password';
import { ActionButton, DefaultScreen, Form, RadioField, SubmitButton } from '../ui/index.js';

export function ResetPasswordMfaPhoneChallengeScreen() {
  return (
    <DefaultScreen
      declaration={resetPasswordMfaPhoneChallenge}
      texts={resetPasswordMfaPhoneChallengeTexts}
    >
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
