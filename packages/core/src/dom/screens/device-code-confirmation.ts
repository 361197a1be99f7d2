/**
 * device-code-confirmation (prompt `device-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-confirmation` copies it into your project to make it yours.
 */
import { deviceCodeConfirmationTexts } from '../../default-screens/texts/consent.js';
import { deviceCodeConfirmation } from '../../screens/declarations/device-flow.js';
import { actionButton, type MountedScreen, message, mountParts, secretCode } from '../index.js';

export function renderDeviceCodeConfirmationScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, deviceCodeConfirmation, deviceCodeConfirmationTexts, [
    secretCode({ from: 'text_code', text: 'deviceCodeText' }),
    message({ text: 'confirmationText' }),
    actionButton({ action: 'cancel', text: 'cancelButtonText', variant: 'secondary' }),
    actionButton({ action: 'confirm', text: 'confirmButtonText', variant: 'primary' }),
  ]);
}
