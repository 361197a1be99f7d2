/**
 * async-approval-denied (prompt `async-approval-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-denied` copies it into your project to make it yours.
 */
import { asyncApprovalDeniedTexts } from '@screenkit/core/default-screens/texts/account';
import { asyncApprovalDenied } from '@screenkit/core/screens/async-approval-flow';
import { DefaultScreen } from '../ui/index.js';

export function AsyncApprovalDeniedScreen() {
  return (
    <DefaultScreen
      declaration={asyncApprovalDenied}
      texts={asyncApprovalDeniedTexts}
    ></DefaultScreen>
  );
}
