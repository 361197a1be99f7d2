/**
 * logout-complete (prompt `logout`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject logout-complete` copies it into your project to make it yours.
 */
import { logoutCompleteTexts } from '@screenkit/core/default-screens/texts/consent';
import { logoutComplete } from '@screenkit/core/screens/logout';
import { DefaultScreen } from '../ui/index.js';

export function LogoutCompleteScreen() {
  return <DefaultScreen declaration={logoutComplete} texts={logoutCompleteTexts}></DefaultScreen>;
}
