/**
 * device-code-confirmation (prompt `device-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-confirmation` copies it into your project to make it yours.
 */
import { deviceCodeConfirmationTexts } from '@screenkit/core/default-screens/texts/consent';
import { deviceCodeConfirmation } from '@screenkit/core/screens/device-flow';
import { ActionButton, DefaultScreen, SecretCode } from '../ui/index.js';

export function DeviceCodeConfirmationScreen() {
  return (
    <DefaultScreen declaration={deviceCodeConfirmation} texts={deviceCodeConfirmationTexts}>
      <SecretCode from="text_code" text="deviceCodeText" />
      <ActionButton action="cancel" text="cancelText" variant="secondary" />
      <ActionButton action="confirm" text="confirmText" variant="primary" />
    </DefaultScreen>
  );
}
