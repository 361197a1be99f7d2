// Prompt `custom-form` (not in the official SDK): a form of the tenant's own fields, posted as they are.
import { declareScreen } from '../declaration.js';

export const customForm = /* @__PURE__ */ declareScreen('custom-form', {
  data: {},
  inferred: true,
  actions: { submitForm: { action: 'default', inferred: true } },
});
