/**
 * async-approval-wrong-user (prompt `async-approval-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-wrong-user` copies it into your project to make it yours.
 */
import { asyncApprovalWrongUserTexts } from '../../default-screens/texts/account.js';
import { asyncApprovalWrongUser } from '../../screens/declarations/async-approval-flow.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderAsyncApprovalWrongUserScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, asyncApprovalWrongUser, asyncApprovalWrongUserTexts, []);
}
