/**
 * mfa-begin-enroll-options (prompt `mfa`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-begin-enroll-options` copies it into your project to make it yours.
 */
import { mfaBeginEnrollOptionsTexts } from '../../default-screens/texts/mfa.js';
import { mfaBeginEnrollOptions } from '../../screens/declarations/mfa.js';
import { choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderMfaBeginEnrollOptionsScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaBeginEnrollOptions, mfaBeginEnrollOptionsTexts, [
    choiceList({ action: 'enroll', list: 'enroll-factors' }),
  ]);
}
