/**
 * consent (prompt `consent`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject consent` copies it into your project to make it yours.
 */
import { consentTexts } from '@screenkit/core/default-screens/texts/consent';
import { consent } from '@screenkit/core/screens/consent';
import { ActionButton, DefaultScreen, ScopeList } from '../ui/index.js';

export function ConsentScreen() {
  return (
    <DefaultScreen declaration={consent} texts={consentTexts}>
      <ScopeList />
      <ActionButton action="deny" text="declineButtonText" variant="secondary" />
      <ActionButton action="accept" text="acceptButtonText" variant="primary" />
    </DefaultScreen>
  );
}
