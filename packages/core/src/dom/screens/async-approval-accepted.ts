/**
 * async-approval-accepted (prompt `async-approval-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-accepted` copies it into your project to make it yours.
 */
import { asyncApprovalAcceptedTexts } from '../../default-screens/texts/account.js';
import { asyncApprovalAccepted } from '../../screens/declarations/async-approval-flow.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderAsyncApprovalAcceptedScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, asyncApprovalAccepted, asyncApprovalAcceptedTexts, []);
}
