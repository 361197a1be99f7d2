/**
 * custom-form (prompt `custom-form`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject custom-form` copies it into your project to make it yours.
 */
import { customFormTexts } from '../../default-screens/texts/account.js';
import { customForm } from '../../screens/declarations/custom-form.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderCustomFormScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, customForm, customFormTexts, [
    actionButton({ action: 'submitForm', text: 'buttonText', variant: 'primary' }),
  ]);
}
