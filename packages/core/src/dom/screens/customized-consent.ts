/**
 * customized-consent (prompt `customized-consent`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject customized-consent` copies it into your project to make it yours.
 */
import formContent from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content';
import { customizedConsentTexts } from '../../default-screens/texts/consent.js';
import { customizedConsent } from '../../screens/declarations/customized-consent.js';
import {
  actionButton,
  authorizationDetails,
  consentPartial,
  type MountedScreen,
  mountParts,
  scopeList,
} from '../index.js';

export function renderCustomizedConsentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, customizedConsent, customizedConsentTexts, [
    consentPartial({ template: formContent }),
    authorizationDetails(),
    scopeList(),
    actionButton({ action: 'deny', text: 'declineButtonText', variant: 'secondary' }),
    actionButton({ action: 'accept', text: 'acceptButtonText', variant: 'primary' }),
  ]);
}
