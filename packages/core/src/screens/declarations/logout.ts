// Prompt `logout`: confirm, then the aborted / complete pages.
import { declareScreen } from '../declaration.js';

export const logout = declareScreen('logout', {
  actions: { confirmLogout: { fields: { action: 'string' } } },
});
export const logoutAborted = declareScreen('logout-aborted', { actions: {} });
export const logoutComplete = declareScreen('logout-complete', { actions: {} });
