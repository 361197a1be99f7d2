/**
 * organization-picker (prompt `organizations`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject organization-picker` copies it into your project to make it yours.
 */
import { organizationPickerTexts } from '../../default-screens/texts/organizations.js';
import { organizationPicker } from '../../screens/declarations/organizations.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderOrganizationPickerScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, organizationPicker, organizationPickerTexts, [
    choiceList({ action: 'selectOrganization', list: 'organizations' }),
    actionButton({ action: 'skipOrganizationSelection', text: 'skipText', variant: 'link' }),
  ]);
}
