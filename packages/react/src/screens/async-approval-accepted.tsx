/**
 * async-approval-accepted (prompt `async-approval-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-accepted` copies it into your project to make it yours.
 */
import { asyncApprovalAcceptedTexts } from '@screenkit/core/default-screens/texts/account';
import { asyncApprovalAccepted } from '@screenkit/core/screens/async-approval-flow';
import { DefaultScreen } from '../ui/index.js';

export function AsyncApprovalAcceptedScreen() {
  return (
    <DefaultScreen
      declaration={asyncApprovalAccepted}
      texts={asyncApprovalAcceptedTexts}
    ></DefaultScreen>
  );
}
