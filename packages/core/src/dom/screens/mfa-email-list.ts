/**
 * mfa-email-list (prompt `mfa-email`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-email-list` copies it into your project to make it yours.
 */
import { mfaEmailListTexts } from '../../default-screens/texts/mfa.js';
import { mfaEmailList } from '../../screens/declarations/mfa-email.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderMfaEmailListScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaEmailList, mfaEmailListTexts, [
    choiceList({ action: 'selectMfaEmail', list: 'emails' }),
    actionButton({ action: 'goBack', text: 'backText', variant: 'link' }),
  ]);
}
