/**
 * pre-login-organization-picker (prompt `organizations`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject pre-login-organization-picker` copies it into your project to make it yours.
 */
import { preLoginOrganizationPickerTexts } from '../../default-screens/texts/organizations.js';
import { preLoginOrganizationPicker } from '../../screens/declarations/organizations.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderPreLoginOrganizationPickerScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, preLoginOrganizationPicker, preLoginOrganizationPickerTexts, [
    choiceList({ action: 'selectOrganization', list: 'organizations' }),
    actionButton({ action: 'skipOrganizationSelection', text: 'skipText', variant: 'link' }),
  ]);
}
