/**
 * mfa-sms-list (prompt `mfa-sms`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-sms-list` copies it into your project to make it yours.
 */
import { mfaSmsListTexts } from '../../default-screens/texts/mfa.js';
import { mfaSmsList } from '../../screens/declarations/mfa-sms.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderMfaSmsListScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaSmsList, mfaSmsListTexts, [
    choiceList({ action: 'selectPhoneNumber', list: 'phone-numbers' }),
    actionButton({ action: 'backAction', text: 'backText', variant: 'link' }),
  ]);
}
