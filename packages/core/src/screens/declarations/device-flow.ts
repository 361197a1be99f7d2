// Prompt `device-flow`: entering and confirming a device's user code.
import { declareScreen } from '../declaration.js';

export const deviceCodeActivation = /* @__PURE__ */ declareScreen('device-code-activation', {
  data: {},
  actions: { continue: { action: 'default', fields: { code: 'string' } } },
});
export const deviceCodeActivationAllowed = /* @__PURE__ */ declareScreen(
  'device-code-activation-allowed',
  {
    data: {},
    actions: {},
  },
);
export const deviceCodeActivationDenied = /* @__PURE__ */ declareScreen(
  'device-code-activation-denied',
  {
    data: {},
    actions: {},
  },
);
export const deviceCodeConfirmation = /* @__PURE__ */ declareScreen('device-code-confirmation', {
  data: { text_code: 'string?' },
  views: { data: { textCode: 'text_code' } },
  actions: { confirm: { action: 'confirm' }, cancel: { action: 'cancel' } },
});
