/**
 * passkey-enrollment-local (prompt `passkeys`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject passkey-enrollment-local` copies it into your project to make it yours.
 */
import { passkeyEnrollmentLocalTexts } from '@screenkit/core/default-screens/texts/account';
import { passkeyEnrollmentLocal } from '@screenkit/core/screens/passkeys';
import { CheckboxField, DefaultScreen, Form, SubmitButton, WebAuthnButton } from '../ui/index.js';

export function PasskeyEnrollmentLocalScreen() {
  return (
    <DefaultScreen declaration={passkeyEnrollmentLocal} texts={passkeyEnrollmentLocalTexts}>
      <WebAuthnButton action="continuePasskeyEnrollment" text="createPasskeyText" />
      <Form action="abortPasskeyEnrollment">
        <CheckboxField name="doNotShowAgain" text="doNotShowAgainText" />
        <SubmitButton text="abortPasskeyEnrollmentText" variant="secondary" />
      </Form>
    </DefaultScreen>
  );
}
