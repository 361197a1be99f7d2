/**
 * consent-tenant-scopes (prompt `consent`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject consent-tenant-scopes` copies it into your project to make it yours.
 */
import { consentTenantScopesTexts } from '../../default-screens/texts/consent.js';
import { consentTenantScopes } from '../../screens/declarations/consent.js';
import { actionButton, type MountedScreen, mountParts, scopeList } from '../index.js';

export function renderConsentTenantScopesScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, consentTenantScopes, consentTenantScopesTexts, [
    scopeList(),
    actionButton({ action: 'deny', text: 'declineButtonText', variant: 'secondary' }),
    actionButton({ action: 'accept', text: 'acceptButtonText', variant: 'primary' }),
  ]);
}
