// Prompt `async-approval-flow` (not in the official SDK): result pages of a backchannel approval.
import { declareScreen } from '../declaration.js';

export const asyncApprovalAccepted = declareScreen('async-approval-accepted', {
  data: {},
  inferred: true,
  actions: {},
});
export const asyncApprovalDenied = declareScreen('async-approval-denied', {
  data: {},
  inferred: true,
  actions: {},
});
export const asyncApprovalError = declareScreen('async-approval-error', {
  data: {},
  inferred: true,
  actions: {},
});
export const asyncApprovalWrongUser = declareScreen('async-approval-wrong-user', {
  data: {},
  inferred: true,
  actions: {},
});
