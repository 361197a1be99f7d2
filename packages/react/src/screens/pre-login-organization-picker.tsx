/**
 * pre-login-organization-picker (prompt `organizations`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject pre-login-organization-picker` copies it into your project to make it yours.
 */
import { preLoginOrganizationPickerTexts } from '@screenkit/core/default-screens/texts/organizations';
import { preLoginOrganizationPicker } from '@screenkit/core/screens/organizations';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function PreLoginOrganizationPickerScreen() {
  return (
    <DefaultScreen declaration={preLoginOrganizationPicker} texts={preLoginOrganizationPickerTexts}>
      <ChoiceList action="selectOrganization" list="organizations" />
      <ActionButton action="skipOrganizationSelection" text="skipText" variant="link" />
    </DefaultScreen>
  );
}
