/**
 * async-approval-denied (prompt `async-approval-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject async-approval-denied` copies it into your project to make it yours.
 */
import { asyncApprovalDeniedTexts } from '../../default-screens/texts/account.js';
import { asyncApprovalDenied } from '../../screens/declarations/async-approval-flow.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderAsyncApprovalDeniedScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, asyncApprovalDenied, asyncApprovalDeniedTexts, []);
}
