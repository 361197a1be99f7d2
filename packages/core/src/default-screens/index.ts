// @screenkit/core/default-screens: what the default screens are made of, without a framework:
// the page (store, bound screen, texts), forms and their fields, the views of every part and
// the parts that act over time. `@screenkit/core/dom` and `@screenkit/react/ui` render them.
export type * from './layout/parts.js';
export {
  type CaptchaState,
  type CeremonyModel,
  type CeremonyState,
  claimAutoSubmit,
  copyText,
  createCeremonyModel,
  createPushModel,
  createResendModel,
  type PushModel,
  type PushState,
  RESEND_COOLDOWN_SECONDS,
  type ResendModel,
  type ResendState,
  startCaptcha,
} from './runtime/behaviours.js';
export {
  createFormModel,
  type FormModel,
  type FormOutcome,
  type FormState,
  inputIds,
} from './runtime/form.js';
export {
  type FieldLogic,
  fieldLogic,
  type InputKind,
  type InputOption,
  type InputView,
  identifierTextKey,
  type Values,
} from './runtime/inputs.js';
export { bindScreenToStore, createDefaultPage, type DefaultPage } from './runtime/page.js';
export {
  type PasswordRuleView,
  passwordChecklist,
  passwordRuleLabel,
  passwordRules,
  passwordRuleTextKey,
} from './runtime/password-rules.js';
export { type QrView, qrPath, qrView } from './runtime/qr.js';
export {
  type ChoiceView,
  choices,
  type FederatedButtonView,
  factorTextKey,
  federatedButtons,
  type HeaderView,
  headerView,
  type IdentifierSummaryView,
  identifierSummary,
  type LinkView,
  linkView,
  offersPasskey,
  pageTitle,
  safeHref,
  secretCode,
} from './runtime/views.js';
export { COMMON_TEXTS } from './texts/common.js';
export {
  fillText,
  languageOf,
  type ScreenTexts,
  type TextLookup,
  type Texts,
  type TextVars,
  textLookup,
} from './texts/lookup.js';
