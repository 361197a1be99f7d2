/**
 * organization-selection (prompt `organizations`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject organization-selection` copies it into your project to make it yours.
 */
import { organizationSelectionTexts } from '@screenkit/core/default-screens/texts/organizations';
import { organizationSelection } from '@screenkit/core/screens/organizations';
import { ActionButton, DefaultScreen, Form, SubmitButton, TextField } from '../ui/index.js';

export function OrganizationSelectionScreen() {
  return (
    <DefaultScreen declaration={organizationSelection} texts={organizationSelectionTexts}>
      <Form action="continueWithOrganizationName">
        <TextField
          name="organizationName"
          text="organizationPlaceholder"
          autocomplete="organization"
        />
        <SubmitButton />
      </Form>
      <ActionButton action="skipOrganizationSelection" text="skipText" variant="link" />
    </DefaultScreen>
  );
}
