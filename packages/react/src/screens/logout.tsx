/**
 * logout (prompt `logout`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject logout` copies it into your project to make it yours.
 */
import { logoutTexts } from '@screenkit/core/default-screens/texts/consent';
import { logout } from '@screenkit/core/screens/logout';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function LogoutScreen() {
  return (
    <DefaultScreen declaration={logout} texts={logoutTexts}>
      <ActionButton
        action="confirmLogout"
        text="declineButtonText"
        variant="secondary"
        payload={{ action: 'deny' }}
      />
      <ActionButton
        action="confirmLogout"
        text="acceptButtonText"
        variant="primary"
        payload={{ action: 'accept' }}
      />
    </DefaultScreen>
  );
}
