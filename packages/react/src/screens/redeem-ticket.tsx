/**
 * redeem-ticket (prompt `common`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject redeem-ticket` copies it into your project to make it yours.
 */
import { redeemTicketTexts } from '@screenkit/core/default-screens/texts/account';
import { redeemTicket } from '@screenkit/core/screens/common';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function RedeemTicketScreen() {
  return (
    <DefaultScreen declaration={redeemTicket} texts={redeemTicketTexts}>
      <ActionButton action="continue" text="buttonText" variant="primary" />
    </DefaultScreen>
  );
}
