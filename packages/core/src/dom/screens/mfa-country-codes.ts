/**
 * mfa-country-codes (prompt `mfa-sms`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-country-codes` copies it into your project to make it yours.
 */
import { mfaCountryCodesTexts } from '../../default-screens/texts/mfa.js';
import { mfaCountryCodes } from '../../screens/declarations/mfa-sms.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderMfaCountryCodesScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaCountryCodes, mfaCountryCodesTexts, [
    choiceList({ action: 'selectCountryCode', list: 'country-codes' }),
    actionButton({ action: 'goBack', text: 'backText', variant: 'link' }),
  ]);
}
