// Prompt `invitation`: accepting an organization invitation.
import { declareScreen } from '../declaration.js';

export const acceptInvitation = declareScreen('accept-invitation', {
  actions: { acceptInvitation: { action: 'default' } },
});
