// Prompt `logout`: confirm, then the aborted / complete pages.
import { declareScreen } from '../declaration.js';

export const logout = /* @__PURE__ */ declareScreen('logout', {
  data: {},
  actions: { confirmLogout: { fields: { action: 'string' } } },
});
export const logoutAborted = /* @__PURE__ */ declareScreen('logout-aborted', {
  data: {},
  actions: {},
});
export const logoutComplete = /* @__PURE__ */ declareScreen('logout-complete', {
  data: {},
  actions: {},
});
