/**
 * async-approval-wrong-user (prompt `async-approval-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-wrong-user` copies it into your project to make it yours.
 */
import { asyncApprovalWrongUserTexts } from '@screenkit/core/default-screens/texts/account';
import { asyncApprovalWrongUser } from '@screenkit/core/screens/async-approval-flow';
import { DefaultScreen } from '../ui/index.js';

export function AsyncApprovalWrongUserScreen() {
  return (
    <DefaultScreen
      declaration={asyncApprovalWrongUser}
      texts={asyncApprovalWrongUserTexts}
    ></DefaultScreen>
  );
}
