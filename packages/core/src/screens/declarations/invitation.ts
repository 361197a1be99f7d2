// Prompt `invitation`: accepting an organization invitation.
import { declareScreen } from '../declaration.js';

export const acceptInvitation = /* @__PURE__ */ declareScreen('accept-invitation', {
  data: { inviter: 'string?', email: 'string?' },
  actions: { acceptInvitation: { action: 'default' } },
});
