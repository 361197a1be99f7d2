/**
 * phone-identifier-enrollment (prompt `phone-identifier-enrollment`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject phone-identifier-enrollment` copies it into your project to make it yours.
 */
import { phoneIdentifierEnrollmentTexts } from '@screenkit/core/default-screens/texts/login';
import { phoneIdentifierEnrollment } from '@screenkit/core/screens/phone-identifier-enrollment';
import {
  ActionButton,
  DefaultScreen,
  Form,
  IdentifierSummary,
  RadioField,
  SubmitButton,
} from '../ui/index.js';

export function PhoneIdentifierEnrollmentScreen() {
  return (
    <DefaultScreen declaration={phoneIdentifierEnrollment} texts={phoneIdentifierEnrollmentTexts}>
      <IdentifierSummary />
      <Form action="continuePhoneEnrollment">
        <RadioField
          name="type"
          text="phoneMethodText"
          options={[
            { value: 'text', text: 'smsOptionText' },
            { value: 'voice', text: 'voiceOptionText' },
          ]}
        />
        <SubmitButton />
      </Form>
      <ActionButton action="returnToPrevious" text="backText" variant="link" />
    </DefaultScreen>
  );
}
