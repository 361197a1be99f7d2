// @screenkit/core: framework-agnostic SDK for custom hosted login screens.
// Nothing here touches `window` at import time, so core imports cleanly in Node (SSR, tests).

export { ScreenkitError } from './errors/screenkit-error.js';

export * from './context/types.js';
export { ContextError, type ContextErrorCode } from './context/context-error.js';
export { readContext, type ContextSource } from './context/read-context.js';
export { validateContext } from './context/validate-context.js';

export {
  SCREENS_BY_PROMPT,
  listPrompts,
  listScreens,
  promptOfScreen,
  isPromptName,
  isScreenName,
  type PromptName,
  type ScreenName,
  type ScreenOf,
} from './screens/catalogue.js';
export {
  createScreen,
  expectScreen,
  createConsentScreen,
  createCustomizedConsentScreen,
  isConsentScreen,
  CONSENT_SCREENS,
  type Screen,
  type ConsentScreen,
  type ConsentScreenName,
} from './screens/create-screen.js';
export { ScreenMismatchError } from './screens/screen-mismatch-error.js';

export { FormError, type FormErrorCode } from './form/form-error.js';
export {
  buildFormRequest,
  submitForm,
  browserFormTransport,
  fetchFormTransport,
  type Fields,
  type FieldValue,
  type FormRequest,
  type FormTransport,
  type SubmitOptions,
} from './form/submit-form.js';
