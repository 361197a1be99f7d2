// @screenkit/core/dom: the default screens' DOM renderer, with core alone (no framework). One
// builder per part of the layout vocabulary (default-screens/layout/parts.ts); each screen's
// file in dom/screens/ composes them, and `screenkit eject` copies that file into a project.
// Nothing here touches the DOM until a builder runs.
export {
  actionButton,
  autoSubmit,
  federatedButtons,
  linkTo,
  passkeyButton,
  resendButton,
  webAuthnButton,
} from './parts/actions.js';
export {
  authorizationDetails,
  choiceList,
  consentPartial,
  identifierSummary,
  message,
  pushPolling,
  qrCode,
  scopeList,
  secretCode,
} from './parts/content.js';
export {
  captchaField,
  checkboxField,
  codeField,
  form,
  hiddenField,
  identifierField,
  passwordField,
  phoneField,
  radioField,
  rememberDeviceField,
  signupIdentifierFields,
  submitButton,
  textField,
} from './parts/form.js';
export { type MountedScreen, type MountOptions, mountParts } from './parts/page.js';
export { build, h, type PartBuilder, type PartScope } from './parts/scope.js';
