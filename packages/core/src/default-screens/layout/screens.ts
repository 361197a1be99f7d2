/**
 * Where a screen's default differs from what its declaration implies (derive.ts): a value the
 * page already holds instead of an input, a list to pick from, a push to wait for, a code to
 * copy, the consent request. Each entry receives the derived parts and returns the screen's.
 */
import type { ScreenName } from '../../catalogue/catalogue.js';
import type { FieldPart, Part } from './parts.js';

type Adjust = (derived: readonly Part[]) => Part[];

const submit: FieldPart = { type: 'SubmitButton' };
const code: FieldPart = { type: 'CodeField', name: 'code' };
const captcha: FieldPart = { type: 'CaptchaField' };
const summary: Part = { type: 'IdentifierSummary' };

const form = (action: string, ...parts: FieldPart[]): Part => ({ type: 'Form', action, parts });
const primary = (action: string, text = 'buttonText'): Part => ({
  type: 'ActionButton',
  action,
  text,
  variant: 'primary',
});
const secondary = (action: string, text: string): Part => ({
  type: 'ActionButton',
  action,
  text,
  variant: 'secondary',
});

/** The derived parts without those of `types` (or, with `action`, that action's only). */
const without = (parts: readonly Part[], ...types: Part['type'][]) =>
  parts.filter((part) => !types.includes(part.type));
const withoutAction = (parts: readonly Part[], ...actions: string[]) =>
  parts.filter((part) => !('action' in part) || !actions.includes(part.action));
/** Replaces the part posting `action`. */
const replacing = (parts: readonly Part[], action: string, ...next: Part[]) =>
  parts.flatMap((part) => ('action' in part && part.action === action ? next : [part]));

const phoneChoice: FieldPart = {
  type: 'RadioField',
  name: 'type',
  text: 'phoneMethodText',
  options: [
    { value: 'sms', text: 'smsOptionText' },
    { value: 'voice', text: 'voiceOptionText' },
  ],
};

const consent: Adjust = (parts) => [
  { type: 'ScopeList' },
  secondary('deny', 'declineButtonText'),
  primary('accept', 'acceptButtonText'),
  ...withoutAction(parts, 'accept', 'deny'),
];

const organizationPicker: Adjust = (parts) => [
  { type: 'ChoiceList', action: 'selectOrganization', list: 'organizations' },
  ...without(parts, 'ActionButton'),
  { type: 'ActionButton', action: 'skipOrganizationSelection', text: 'skipText', variant: 'link' },
];

const pushChallenge: Adjust = (parts) => [
  { type: 'PushPolling', action: 'continue' },
  ...withoutAction(parts, 'continue'),
];

export const SCREEN_LAYOUTS: Partial<Record<ScreenName, Adjust>> = {
  'login-id': (parts) =>
    parts.map((part) =>
      part.type === 'Form'
        ? { ...part, parts: [{ type: 'IdentifierField', autofill: true }, captcha, submit] }
        : part,
    ),
  // The identifier comes from login-id: shown with its edit link, posted as it was entered.
  'login-password': (parts) => [
    summary,
    form(
      'login',
      { type: 'HiddenField', name: 'username', from: 'username' },
      { type: 'PasswordField', name: 'password', purpose: 'current' },
      captcha,
      submit,
    ),
    ...without(parts, 'Form'),
  ],
  'login-passwordless-email-code': (parts) => [
    summary,
    form('submitCode', code, captcha, submit),
    ...without(parts, 'Form', 'LinkTo'),
  ],
  'login-passwordless-sms-otp': (parts) => [
    summary,
    form('submitOTP', code, captcha, submit),
    ...without(parts, 'Form', 'LinkTo'),
  ],
  'login-passwordless-email-link': (parts) => [summary, ...parts],
  'signup-password': (parts) => [
    summary,
    form(
      'signup',
      { type: 'HiddenField', name: 'email', from: 'email' },
      { type: 'HiddenField', name: 'username', from: 'username' },
      { type: 'HiddenField', name: 'phoneNumber', from: 'phone_number' },
      { type: 'PasswordField', name: 'password', purpose: 'new' },
      captcha,
      submit,
    ),
    ...without(parts, 'Form'),
  ],
  signup: (parts) =>
    parts.map((part) =>
      part.type === 'Form'
        ? {
            ...part,
            parts: part.parts.map((field) =>
              field.type === 'PasswordField' ? { ...field, optional: undefined } : field,
            ) as FieldPart[],
          }
        : part,
    ),
  'phone-identifier-enrollment': (parts) => [
    summary,
    form('continuePhoneEnrollment', { ...phoneChoice, options: textOrVoice }, submit),
    ...withoutAction(parts, 'continuePhoneEnrollment'),
  ],
  'phone-identifier-challenge': (parts) => [summary, ...parts],
  'email-identifier-challenge': (parts) => [summary, ...parts],
  'reset-password-email': (parts) => [summary, ...parts],
  'reset-password-success': () => [{ type: 'LinkTo', link: 'login', text: 'backToLoginText' }],
  'reset-password-mfa-phone-challenge': (parts) => [
    form('continue', phoneChoice, submit),
    ...withoutAction(parts, 'continue'),
  ],
  'reset-password-mfa-push-challenge-push': pushChallenge,
  consent,
  'consent-tenant-scopes': consent,
  'customized-consent': (parts) => [
    { type: 'ConsentPartial' },
    { type: 'AuthorizationDetails' },
    ...consent(parts),
  ],
  logout: () => [
    {
      type: 'ActionButton',
      action: 'confirmLogout',
      text: 'declineButtonText',
      variant: 'secondary',
      payload: { action: 'deny' },
    },
    {
      type: 'ActionButton',
      action: 'confirmLogout',
      text: 'acceptButtonText',
      variant: 'primary',
      payload: { action: 'accept' },
    },
  ],
  'mfa-push-challenge-push': pushChallenge,
  'mfa-push-enrollment-code': (parts) => [
    { type: 'SecretCode', from: 'text_code', text: 'secretCodeText' },
    ...parts,
  ],
  'mfa-push-enrollment-qr': (parts) => [
    { type: 'QrCode', from: 'qr_code', text: 'qrCodeText' },
    { type: 'PushPolling', action: 'continue' },
    ...withoutAction(parts, 'continue'),
  ],
  'mfa-push-list': (parts) => [
    { type: 'ChoiceList', action: 'selectMfaPushDevice', list: 'push-devices' },
    ...withoutAction(parts, 'selectMfaPushDevice'),
  ],
  'mfa-push-welcome': (parts) => [
    { type: 'LinkTo', link: 'ios', text: 'iosLinkText' },
    { type: 'LinkTo', link: 'android', text: 'androidLinkText' },
    ...replacing(parts, 'enroll', primary('enroll')),
  ],
  'mfa-otp-enrollment-code': (parts) => [
    { type: 'SecretCode', from: 'text_code', text: 'secretCodeText' },
    ...parts,
  ],
  'mfa-otp-enrollment-qr': (parts) => [
    { type: 'QrCode', from: 'qr_code', text: 'qrCodeText' },
    ...parts,
  ],
  'mfa-phone-challenge': (parts) => [
    form('continue', phoneChoice, submit),
    ...withoutAction(parts, 'continue'),
  ],
  'mfa-phone-enrollment': (parts) => [
    form('continueEnrollment', { type: 'PhoneField', name: 'phone' }, phoneChoice, submit),
    ...withoutAction(parts, 'continueEnrollment'),
  ],
  'mfa-country-codes': (parts) => [
    { type: 'ChoiceList', action: 'selectCountryCode', list: 'country-codes' },
    ...withoutAction(parts, 'selectCountryCode'),
  ],
  'mfa-sms-list': (parts) => [
    { type: 'ChoiceList', action: 'selectPhoneNumber', list: 'phone-numbers' },
    ...withoutAction(parts, 'selectPhoneNumber'),
  ],
  'mfa-email-list': (parts) => [
    { type: 'ChoiceList', action: 'selectMfaEmail', list: 'emails' },
    ...withoutAction(parts, 'selectMfaEmail'),
  ],
  'mfa-recovery-code-challenge-new-code': () => [
    { type: 'SecretCode', from: 'text_code', text: 'secretCodeText' },
    primary('continue', 'codeSavedButtonText'),
  ],
  'mfa-recovery-code-enrollment': () => [
    { type: 'SecretCode', from: 'text_code', text: 'secretCodeText' },
    form(
      'continue',
      { type: 'CheckboxField', name: 'isCodeCopied', text: 'codeSavedText', required: true },
      submit,
    ),
  ],
  'mfa-begin-enroll-options': () => [
    { type: 'ChoiceList', action: 'enroll', list: 'enroll-factors' },
  ],
  'mfa-login-options': (parts) => [
    { type: 'ChoiceList', action: 'enroll', list: 'login-factors' },
    ...withoutAction(parts, 'enroll'),
  ],
  'mfa-detect-browser-capabilities': () => [{ type: 'AutoSubmit', action: 'detectCapabilities' }],
  'mfa-webauthn-not-available-error': () => [secondary('tryAnotherMethod', 'tryAnotherMethodText')],
  'mfa-webauthn-error': (parts) =>
    replacing(parts, 'tryAgain', primary('tryAgain', 'tryAgainText')),
  'device-code-confirmation': () => [
    { type: 'SecretCode', from: 'text_code', text: 'deviceCodeText' },
    { type: 'Message', text: 'confirmationText' },
    secondary('cancel', 'cancelButtonText'),
    primary('confirm', 'confirmButtonText'),
  ],
  'device-code-activation': () => [
    form('continue', { type: 'CodeField', name: 'code', text: 'placeholder' }, submit),
  ],
  'organization-picker': organizationPicker,
  'pre-login-organization-picker': organizationPicker,
  'email-verification-result': () => [{ type: 'LinkTo', link: 'login', text: 'loginLinkText' }],
  'accept-invitation': () => [primary('acceptInvitation', 'acceptInvitationText')],
  'passkey-enrollment': () => passkeyEnrollment,
  'passkey-enrollment-local': () => passkeyEnrollment,
  'interstitial-captcha': () => [form('submitCaptcha', captcha, submit)],
  'brute-force-protection-unblock': () => [primary('unblockAccount', 'unblockText')],
  confirmation: (parts) => replacing(parts, 'proceedToSignup', primary('proceedToSignup')),
};

const textOrVoice = [
  { value: 'text', text: 'smsOptionText' },
  { value: 'voice', text: 'voiceOptionText' },
] as const;

const passkeyEnrollment: Part[] = [
  {
    type: 'WebAuthnButton',
    action: 'continuePasskeyEnrollment',
    text: 'createPasskeyText',
  },
  form(
    'abortPasskeyEnrollment',
    { type: 'CheckboxField', name: 'doNotShowAgain', text: 'doNotShowAgainText' },
    { type: 'SubmitButton', text: 'abortPasskeyEnrollmentText', variant: 'secondary' },
  ),
];
