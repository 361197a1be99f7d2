// Prompt `async-approval-flow` (not in the official SDK): result pages of a backchannel approval.
import { declareScreen } from '../declaration.js';

export const asyncApprovalAccepted = /* @__PURE__ */ declareScreen('async-approval-accepted', {
  data: {},
  inferred: true,
  actions: {},
});
export const asyncApprovalDenied = /* @__PURE__ */ declareScreen('async-approval-denied', {
  data: {},
  inferred: true,
  actions: {},
});
export const asyncApprovalError = /* @__PURE__ */ declareScreen('async-approval-error', {
  data: {},
  inferred: true,
  actions: {},
});
export const asyncApprovalWrongUser = /* @__PURE__ */ declareScreen('async-approval-wrong-user', {
  data: {},
  inferred: true,
  actions: {},
});
