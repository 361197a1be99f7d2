/**
 * mfa-sms-enrollment (prompt `mfa-sms`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-sms-enrollment` copies it into your project to make it yours.
 */
import { mfaSmsEnrollmentTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaSmsEnrollment } from '@screenkit/core/screens/mfa-sms';
import {
  ActionButton,
  CaptchaField,
  DefaultScreen,
  Form,
  PhoneField,
  SubmitButton,
} from '../ui/index.js';

export function MfaSmsEnrollmentScreen() {
  return (
    <DefaultScreen declaration={mfaSmsEnrollment} texts={mfaSmsEnrollmentTexts}>
      <Form action="continueEnrollment">
        <PhoneField name="phone" />
        <CaptchaField />
        <SubmitButton />
      </Form>
      <ActionButton action="tryAnotherMethod" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
