/**
 * accept-invitation (prompt `invitation`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject accept-invitation` copies it into your project to make it yours.
 */
import { acceptInvitationTexts } from '../../default-screens/texts/organizations.js';
import { acceptInvitation } from '../../screens/declarations/invitation.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderAcceptInvitationScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, acceptInvitation, acceptInvitationTexts, [
    actionButton({ action: 'acceptInvitation', text: 'acceptInvitationText', variant: 'primary' }),
  ]);
}
