/**
 * redeem-ticket (prompt `common`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject redeem-ticket` copies it into your project to make it yours.
 */
import { redeemTicketTexts } from '../../default-screens/texts/account.js';
import { redeemTicket } from '../../screens/declarations/common.js';
import { actionButton, type MountedScreen, mountParts } from '../index.js';

export function renderRedeemTicketScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, redeemTicket, redeemTicketTexts, [
    actionButton({ action: 'continue', text: 'buttonText', variant: 'primary' }),
  ]);
}
