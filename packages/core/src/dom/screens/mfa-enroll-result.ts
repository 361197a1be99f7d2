/**
 * mfa-enroll-result (prompt `mfa`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-enroll-result` copies it into your project to make it yours.
 */
import { mfaEnrollResultTexts } from '../../default-screens/texts/mfa.js';
import { mfaEnrollResult } from '../../screens/declarations/mfa.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderMfaEnrollResultScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaEnrollResult, mfaEnrollResultTexts, []);
}
