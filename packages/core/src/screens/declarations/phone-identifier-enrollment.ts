// Prompt `phone-identifier-enrollment`: how to verify a phone used as an identifier.
import { declareScreen } from '../declaration.js';
import { editIdentifierLink } from './views.js';

export const phoneIdentifierEnrollment = /* @__PURE__ */ declareScreen(
  'phone-identifier-enrollment',
  {
    data: { phone_number: 'string?', message_type: 'string?', username: 'string?' },
    links: { edit_identifier: 'string?' },
    views: {
      screen: { editIdentifierLink },
      data: { phone: 'phone_number', messageType: 'message_type' },
    },
    actions: {
      continuePhoneEnrollment: { fields: { type: 'string' } },
      returnToPrevious: { action: 'back-action' },
    },
  },
);
