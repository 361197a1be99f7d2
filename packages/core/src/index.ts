// @screenkit/core: framework-agnostic SDK for custom hosted login screens.
// Nothing here touches `window` at import time, so core imports cleanly in Node (SSR, tests).

export * from './captcha/index.js';
export {
  isPromptName,
  isScreenName,
  listPrompts,
  listScreens,
  type PromptName,
  promptOfScreen,
  SCREENS_BY_PROMPT,
  type ScreenName,
  type ScreenOf,
} from './catalogue/catalogue.js';
export { type ContextSource, readContext } from './context/read-context.js';
export * from './context/types.js';
export { checkContext, validateContext } from './context/validate-context.js';
export { ContextError, type ContextErrorCode } from './errors/context-error.js';
export { ScreenkitError } from './errors/screenkit-error.js';
export * from './federated/index.js';
export { FormError, type FormErrorCode } from './form/form-error.js';
export { pageSubmitOptions } from './form/page-submit-options.js';
export type { FieldRule, FieldRules } from './form/payload.js';
export {
  browserFormTransport,
  buildFormRequest,
  type Fields,
  type FieldValue,
  type FormRequest,
  type FormTransport,
  fetchFormTransport,
  pageFormTransport,
  postsPage,
  type SubmitOptions,
  submitForm,
} from './form/submit-form.js';
export * from './identifiers/index.js';
export * from './passkeys/index.js';
export * from './password/index.js';
export * from './policy/index.js';
export * from './polling/index.js';
export * from './rar/index.js';
export * from './resend/index.js';
export {
  attachActions,
  type BrandingPart,
  baseScreen,
  bindScreen,
  brandingView,
  type CountryCodesPart,
  changeLanguageWith,
  type ScreenObject,
} from './screens/bind-screen.js';
export {
  CONSENT_SCREENS,
  type ConsentScreen,
  type ConsentScreenName,
  createConsentScreen,
  createCustomizedConsentScreen,
  createScreen,
  expectScreen,
  isConsentScreen,
  type Screen,
  type ScreenFor,
} from './screens/create-screen.js';
export type {
  ActionDeclaration,
  ActionMethod,
  CustomFields,
  PayloadOf,
  ScreenDeclaration,
} from './screens/declaration.js';
export { DECLARATIONS, type Declarations } from './screens/declarations/index.js';
export { assertScreen, ScreenMismatchError } from './screens/screen-mismatch-error.js';
export { type ScreenWindow, screenWindow } from './shared/screen-window.js';
export * from './store/index.js';
export * from './theme/index.js';
export * from './username/index.js';
