/**
 * consent (prompt `consent`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject consent` copies it into your project to make it yours.
 */
import { consentTexts } from '../../default-screens/texts/consent.js';
import { consent } from '../../screens/declarations/consent.js';
import { actionButton, type MountedScreen, mountParts, scopeList } from '../index.js';

export function renderConsentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, consent, consentTexts, [
    scopeList(),
    actionButton({ action: 'deny', text: 'declineButtonText', variant: 'secondary' }),
    actionButton({ action: 'accept', text: 'acceptButtonText', variant: 'primary' }),
  ]);
}
