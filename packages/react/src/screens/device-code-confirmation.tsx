/**
 * device-code-confirmation (prompt `device-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-confirmation` copies it into your project to make it yours.
 */
import { deviceCodeConfirmationTexts } from '@screenkit/core/default-screens/texts/consent';
import { deviceCodeConfirmation } from '@screenkit/core/screens/device-flow';
import { ActionButton, DefaultScreen, Message, SecretCode } from '../ui/index.js';

export function DeviceCodeConfirmationScreen() {
  return (
    <DefaultScreen declaration={deviceCodeConfirmation} texts={deviceCodeConfirmationTexts}>
      <SecretCode from="text_code" text="deviceCodeText" />
      <Message text="confirmationText" />
      <ActionButton action="cancel" text="cancelButtonText" variant="secondary" />
      <ActionButton action="confirm" text="confirmButtonText" variant="primary" />
    </DefaultScreen>
  );
}
