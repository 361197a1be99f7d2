/**
 * passkey-enrollment (prompt `passkeys`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject passkey-enrollment` copies it into your project to make it yours.
 */
import { passkeyEnrollmentTexts } from '@screenkit/core/default-screens/texts/account';
import { passkeyEnrollment } from '@screenkit/core/screens/passkeys';
import { CheckboxField, DefaultScreen, Form, SubmitButton, WebAuthnButton } from '../ui/index.js';

export function PasskeyEnrollmentScreen() {
  return (
    <DefaultScreen declaration={passkeyEnrollment} texts={passkeyEnrollmentTexts}>
      <WebAuthnButton action="continuePasskeyEnrollment" text="createPasskeyText" />
      <Form action="abortPasskeyEnrollment">
        <CheckboxField name="doNotShowAgain" text="doNotShowAgainText" />
        <SubmitButton text="abortPasskeyEnrollmentText" variant="secondary" />
      </Form>
    </DefaultScreen>
  );
}
