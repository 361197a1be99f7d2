/**
 * organization-picker (prompt `organizations`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject organization-picker` copies it into your project to make it yours.
 */
import { organizationPickerTexts } from '@screenkit/core/default-screens/texts/organizations';
import { organizationPicker } from '@screenkit/core/screens/organizations';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function OrganizationPickerScreen() {
  return (
    <DefaultScreen declaration={organizationPicker} texts={organizationPickerTexts}>
      <ChoiceList action="selectOrganization" list="organizations" />
      <ActionButton action="skipOrganizationSelection" text="skipText" variant="link" />
    </DefaultScreen>
  );
}
