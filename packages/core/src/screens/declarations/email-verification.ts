// Prompt `email-verification`: the result of an email verification link.
import { declareScreen } from '../declaration.js';
import { loginLink } from './views.js';

export const emailVerificationResult = /* @__PURE__ */ declareScreen('email-verification-result', {
  data: { status: 'string?' },
  links: { login: 'string?' },
  views: { screen: { loginLink } },
  actions: {},
});
