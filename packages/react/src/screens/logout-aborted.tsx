/**
 * logout-aborted (prompt `logout`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject logout-aborted` copies it into your project to make it yours.
 */
import { logoutAbortedTexts } from '@screenkit/core/default-screens/texts/consent';
import { logoutAborted } from '@screenkit/core/screens/logout';
import { DefaultScreen } from '../ui/index.js';

export function LogoutAbortedScreen() {
  return <DefaultScreen declaration={logoutAborted} texts={logoutAbortedTexts}></DefaultScreen>;
}
