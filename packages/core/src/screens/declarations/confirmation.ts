// Prompt `confirmation`: confirm before signing up, or go back.
import { declareScreen } from '../declaration.js';

export const confirmation = /* @__PURE__ */ declareScreen('confirmation', {
  data: {},
  actions: { proceedToSignup: { action: 'proceed-to-signup' }, goBack: { action: 'back-action' } },
});
