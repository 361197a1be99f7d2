// Prompt `device-flow`: entering and confirming a device's user code.
import { declareScreen } from '../declaration.js';

export const deviceCodeActivation = declareScreen('device-code-activation', {
  actions: { continue: { action: 'default', fields: { code: 'string' } } },
});
export const deviceCodeActivationAllowed = declareScreen('device-code-activation-allowed', {
  actions: {},
});
export const deviceCodeActivationDenied = declareScreen('device-code-activation-denied', {
  actions: {},
});
export const deviceCodeConfirmation = declareScreen('device-code-confirmation', {
  actions: { confirm: { action: 'confirm' }, cancel: { action: 'cancel' } },
});
