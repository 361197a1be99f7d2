/**
 * confirmation (prompt `confirmation`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject confirmation` copies it into your project to make it yours.
 */
import { confirmationTexts } from '../../default-screens/texts/account.js';
import { confirmation } from '../../screens/declarations/confirmation.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderConfirmationScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, confirmation, confirmationTexts, [
    actionButton({ action: 'proceedToSignup', text: 'buttonText', variant: 'primary' }),
    actionButton({ action: 'goBack', text: 'backText', variant: 'link' }),
  ]);
}
