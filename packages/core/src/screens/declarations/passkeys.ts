// Prompt `passkeys`: creating a passkey after login, or declining.
import { optional } from '../../context/shape.js';
import { createPasskeyCredential } from '../../passkeys/index.js';
import type { Payload } from '../declaration.js';
import { declareScreen } from '../declaration.js';

// "Don't show again" goes out as the checkbox the service's own page posts.
function dontShowAgain(payload: Payload): Payload {
  return payload.doNotShowAgain === true ? { ...payload, dontShowAgain: 'on' } : payload;
}

const actions = {
  continuePasskeyEnrollment: { credential: { run: createPasskeyCredential, field: 'passkey' } },
  abortPasskeyEnrollment: {
    action: 'abort-passkey-enrollment',
    fields: { doNotShowAgain: 'boolean?' },
    transform: dontShowAgain,
  },
} as const;
const data = { passkey: optional({ public_key: 'object' }) };

export const passkeyEnrollment = declareScreen('passkey-enrollment', { data, actions });
export const passkeyEnrollmentLocal = declareScreen('passkey-enrollment-local', { data, actions });
