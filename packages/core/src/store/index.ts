export { type ConsentModel, type ConsentModelOptions, consentModel } from './consent-model.js';
export {
  acceptContextEdits,
  CONTEXT_EDIT_EVENT,
  type ContextEditDetail,
} from './context-edits.js';
export {
  type DismissTarget,
  errorsByField,
  type ScreenError,
  type ScreenErrorSource,
  type ValidationIssue,
} from './screen-errors.js';
export {
  createScreenStore,
  createScreenStoreWith,
  type ScreenState,
  type ScreenStore,
  type ScreenSubmitOptions,
  type SubmitOutcome,
} from './screen-store.js';
