// Prompt `common`: redeeming a ticket link.
import { declareScreen } from '../declaration.js';

export const redeemTicket = /* @__PURE__ */ declareScreen('redeem-ticket', {
  data: {},
  actions: { continue: { action: 'default' } },
});
