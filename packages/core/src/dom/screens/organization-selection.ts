/**
 * organization-selection (prompt `organizations`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject organization-selection` copies it into your project to make it yours.
 */
import { organizationSelectionTexts } from '../../default-screens/texts/organizations.js';
import { organizationSelection } from '../../screens/declarations/organizations.js';
import {
  actionButton,
  form,
  type MountedScreen,
  mountParts,
  submitButton,
  textField,
} from '../index.js';

export function renderOrganizationSelectionScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, organizationSelection, organizationSelectionTexts, [
    form({ action: 'continueWithOrganizationName' }, [
      textField({
        name: 'organizationName',
        text: 'organizationPlaceholder',
        autocomplete: 'organization',
      }),
      submitButton(),
    ]),
    actionButton({ action: 'skipOrganizationSelection', text: 'skipText', variant: 'link' }),
  ]);
}
