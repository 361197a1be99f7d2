/**
 * confirmation (prompt `confirmation`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject confirmation` copies it into your project to make it yours.
 */
import { confirmationTexts } from '@screenkit/core/default-screens/texts/account';
import { confirmation } from '@screenkit/core/screens/confirmation';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function ConfirmationScreen() {
  return (
    <DefaultScreen declaration={confirmation} texts={confirmationTexts}>
      <ActionButton action="proceedToSignup" text="buttonText" variant="primary" />
      <ActionButton action="goBack" text="backText" variant="link" />
    </DefaultScreen>
  );
}
