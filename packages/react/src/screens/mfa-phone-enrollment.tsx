/**
 * mfa-phone-enrollment (prompt `mfa-phone`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-phone-enrollment` copies it into your project to make it yours.
 */
import { mfaPhoneEnrollmentTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPhoneEnrollment } from '@screenkit/core/screens/mfa-phone';
import {
  ActionButton,
  DefaultScreen,
  Form,
  PhoneField,
  RadioField,
  SubmitButton,
} from '../ui/index.js';

export function MfaPhoneEnrollmentScreen() {
  return (
    <DefaultScreen declaration={mfaPhoneEnrollment} texts={mfaPhoneEnrollmentTexts}>
      <Form action="continueEnrollment">
        <PhoneField name="phone" />
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
