/**
 * mfa-push-list (prompt `mfa-push`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-list` copies it into your project to make it yours.
 */
import { mfaPushListTexts } from '../../default-screens/texts/mfa.js';
import { mfaPushList } from '../../screens/declarations/mfa-push.js';
import { actionButton, choiceList, type MountedScreen, mountParts } from '../index.js';

export function renderMfaPushListScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaPushList, mfaPushListTexts, [
    choiceList({ action: 'selectMfaPushDevice', list: 'push-devices' }),
    actionButton({ action: 'goBack', text: 'backText', variant: 'link' }),
  ]);
}
