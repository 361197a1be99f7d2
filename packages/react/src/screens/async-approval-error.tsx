/**
 * async-approval-error (prompt `async-approval-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-error` copies it into your project to make it yours.
 */
import { asyncApprovalErrorTexts } from '@screenkit/core/default-screens/texts/account';
import { asyncApprovalError } from '@screenkit/core/screens/async-approval-flow';
import { DefaultScreen } from '../ui/index.js';

export function AsyncApprovalErrorScreen() {
  return (
    <DefaultScreen declaration={asyncApprovalError} texts={asyncApprovalErrorTexts}></DefaultScreen>
  );
}
