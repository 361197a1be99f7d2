/**
 * customized-consent (prompt `customized-consent`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject customized-consent` copies it into your project to make it yours.
 */
import formContent from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content';
import { customizedConsentTexts } from '@screenkit/core/default-screens/texts/consent';
import { customizedConsent } from '@screenkit/core/screens/customized-consent';
import { ConsentPartial } from '../consent-partial/runtime.js';
import { ActionButton, AuthorizationDetails, DefaultScreen, ScopeList } from '../ui/index.js';

export function CustomizedConsentScreen() {
  return (
    <DefaultScreen declaration={customizedConsent} texts={customizedConsentTexts}>
      <ConsentPartial template={formContent} />
      <AuthorizationDetails />
      <ScopeList />
      <ActionButton action="deny" text="declineButtonText" variant="secondary" />
      <ActionButton action="accept" text="acceptButtonText" variant="primary" />
    </DefaultScreen>
  );
}
