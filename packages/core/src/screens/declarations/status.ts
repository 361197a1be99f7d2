// Prompt `status` (not in the official SDK): a message page with nothing to post.
import { declareScreen } from '../declaration.js';

export const status = /* @__PURE__ */ declareScreen('status', {
  data: {},
  inferred: true,
  actions: {},
});
