/**
 * consent-tenant-scopes (prompt `consent`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject consent-tenant-scopes` copies it into your project to make it yours.
 */
import { consentTenantScopesTexts } from '@screenkit/core/default-screens/texts/consent';
import { consentTenantScopes } from '@screenkit/core/screens/consent';
import { ActionButton, DefaultScreen, ScopeList } from '../ui/index.js';

export function ConsentTenantScopesScreen() {
  return (
    <DefaultScreen declaration={consentTenantScopes} texts={consentTenantScopesTexts}>
      <ScopeList />
      <ActionButton action="deny" text="declineButtonText" variant="secondary" />
      <ActionButton action="accept" text="acceptButtonText" variant="primary" />
    </DefaultScreen>
  );
}
