// Prompt `customized-consent`: Rich Authorization Requests. Its `data` is checked on binding and by validateContext.

import { CONSENT_DATA } from '../../catalogue/shared-shapes.js';
import type { UniversalLoginContext } from '../../context/types.js';
import { declareScreen } from '../declaration.js';
import { scopes } from './views.js';

/** `screen.authorizationDetails`: the entries that are objects with a string `type`, as the SDK keeps them. */
const authorizationDetails = (c: UniversalLoginContext) => {
  const list = c.screen.data?.authorization_details;
  return Array.isArray(list)
    ? list.filter(
        (d): d is { type: string } & Record<string, unknown> =>
          typeof d === 'object' && d !== null && typeof d.type === 'string',
      )
    : [];
};

export const customizedConsent = /* @__PURE__ */ declareScreen('customized-consent', {
  data: CONSENT_DATA,
  views: { screen: { scopes, authorizationDetails } },
  actions: { accept: { action: 'accept' }, deny: { action: 'deny' } },
});
