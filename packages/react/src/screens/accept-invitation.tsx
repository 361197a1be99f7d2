/**
 * accept-invitation (prompt `invitation`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject accept-invitation` copies it into your project to make it yours.
 */
import { acceptInvitationTexts } from '@screenkit/core/default-screens/texts/organizations';
import { acceptInvitation } from '@screenkit/core/screens/invitation';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function AcceptInvitationScreen() {
  return (
    <DefaultScreen declaration={acceptInvitation} texts={acceptInvitationTexts}>
      <ActionButton action="acceptInvitation" text="acceptInvitationText" variant="primary" />
    </DefaultScreen>
  );
}
