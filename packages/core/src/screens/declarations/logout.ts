// Prompt `logout`: confirm, then the aborted / complete pages.
import { declareScreen } from '../declaration.js';

export const logout = declareScreen('logout', {
  data: {},
  actions: { confirmLogout: { fields: { action: 'string' } } },
});
export const logoutAborted = declareScreen('logout-aborted', {
  data: {},
  actions: {},
});
export const logoutComplete = declareScreen('logout-complete', {
  data: {},
  actions: {},
});
