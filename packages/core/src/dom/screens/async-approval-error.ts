/**
 * async-approval-error (prompt `async-approval-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-error` copies it into your project to make it yours.
 */
import { asyncApprovalErrorTexts } from '../../default-screens/texts/account.js';
import { asyncApprovalError } from '../../screens/declarations/async-approval-flow.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderAsyncApprovalErrorScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, asyncApprovalError, asyncApprovalErrorTexts, []);
}
