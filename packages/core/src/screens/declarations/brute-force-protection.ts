// Prompt `brute-force-protection`: unblocking an account after too many attempts.
import { declareScreen } from '../declaration.js';

export const bruteForceProtectionUnblock = /* @__PURE__ */ declareScreen(
  'brute-force-protection-unblock',
  {
    data: {},
    actions: { unblockAccount: { action: 'default' } },
  },
);
export const bruteForceProtectionUnblockFailure = /* @__PURE__ */ declareScreen(
  'brute-force-protection-unblock-failure',
  {
    data: { errorType: 'string?' },
    actions: {},
  },
);
export const bruteForceProtectionUnblockSuccess = /* @__PURE__ */ declareScreen(
  'brute-force-protection-unblock-success',
  {
    data: {},
    actions: {},
  },
);
