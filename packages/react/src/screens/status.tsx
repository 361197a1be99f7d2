/**
 * status (prompt `status`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject status` copies it into your project to make it yours.
 */
import { statusTexts } from '@screenkit/core/default-screens/texts/account';
import { status } from '@screenkit/core/screens/status';
import { DefaultScreen } from '../ui/index.js';

export function StatusScreen() {
  return <DefaultScreen declaration={status} texts={statusTexts}></DefaultScreen>;
}
