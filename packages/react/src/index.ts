// @screenkit/react: a provider and hooks over @screenkit/core's vanilla screen store.
// No template engine here: <ConsentPartial /> lives at '@screenkit/react/consent-partial'
// (runtime compilation) and '@screenkit/react/consent-partial/runtime' (precompiled templates).

export {
  useBranding,
  useClient,
  useOrganization,
  usePrompt,
  useScreen,
  useTenant,
  useTexts,
  useTransaction,
  useUntrustedData,
  useUser,
} from './hooks/context-hooks.js';
export { bindToStore, useBoundScreen } from './hooks/use-bound-screen.js';
export { type UseCaptchaResult, useCaptcha } from './hooks/use-captcha.js';
export { useChangeLanguage } from './hooks/use-change-language.js';
export {
  type ConsentHookResult,
  useConsent,
  useCustomizedConsent,
} from './hooks/use-consent.js';
export { type ErrorsView, useErrors } from './hooks/use-errors.js';
export { useLoginIdentifiers, useSignupIdentifiers } from './hooks/use-identifiers.js';
export { type MfaPollingResult, useMfaPolling } from './hooks/use-mfa-polling.js';
export {
  type UsePasskeyAutofillOptions,
  type UsePasskeyAutofillResult,
  usePasskeyAutofill,
} from './hooks/use-passkey-autofill.js';
export {
  type PasswordValidationOptions,
  usePasswordValidation,
} from './hooks/use-password-validation.js';
export { type UseResendOptions, type UseResendReturn, useResend } from './hooks/use-resend.js';
export { type SubmitView, useSubmit } from './hooks/use-submit.js';
export { useAuth0Themes, useThemeVariables } from './hooks/use-theme.js';
export { useUsernameValidation } from './hooks/use-username-validation.js';
export { ScreenProviderError } from './provider/provider-error.js';
export {
  ScreenProvider,
  type ScreenProviderProps,
  useScreenPage,
  useScreenStore,
} from './provider/screen-provider.js';
