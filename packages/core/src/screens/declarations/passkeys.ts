// Prompt `passkeys`: creating a passkey after login, or declining.

import { PASSKEY } from '../../catalogue/shared-shapes.js';
import type { Payload } from '../../form/payload.js';
import { declareScreen } from '../declaration.js';
import { passkeyAttestation } from './payload-rewrites.js';
import { backLink, loginLink, publicKey } from './views.js';

// "Don't show again" goes out as the checkbox the service's own page posts.
function dontShowAgain(payload: Payload): Payload {
  return payload.doNotShowAgain === true ? { ...payload, dontShowAgain: 'on' } : payload;
}

const actions = {
  continuePasskeyEnrollment: { browser: passkeyAttestation },
  abortPasskeyEnrollment: {
    action: 'abort-passkey-enrollment',
    fields: { doNotShowAgain: 'boolean?' },
    transform: dontShowAgain,
  },
} as const;

export const passkeyEnrollment = /* @__PURE__ */ declareScreen('passkey-enrollment', {
  data: PASSKEY,
  links: { back: 'string?', login: 'string?' },
  views: { screen: { loginLink, backLink, publicKey } },
  actions,
});
export const passkeyEnrollmentLocal = /* @__PURE__ */ declareScreen('passkey-enrollment-local', {
  data: PASSKEY,
  links: { back: 'string?' },
  views: { screen: { publicKey } },
  actions,
});
