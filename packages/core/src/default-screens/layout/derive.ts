/**
 * A screen's default layout, derived from its declaration: the action that takes input becomes
 * a form whose inputs follow the fields it declares (`code` is a code input, `password` a
 * password with the connection's rules, `captcha?` the captcha, `rememberDevice?` the checkbox);
 * WebAuthn actions become ceremony buttons, `federated*` the social buttons, `resend*` a resend
 * with cooldown, the way out (`tryAnotherMethod`, `goBack`, ...) a link-styled button, and each
 * declared `links` entry a link. screens.ts adjusts the screens that really differ.
 */
import type { FieldRules, ScreenDeclaration } from '../../screens/declaration.js';
import {
  passkeyAssertion,
  passkeyAttestation,
  webauthnAssertion,
  webauthnAttestation,
} from '../../screens/declarations/payload-rewrites.js';
import type { FieldPart, Part } from './parts.js';

/** Actions no default part posts by itself, and why (the layout test holds every other one). */
export const NOT_SHOWN: Readonly<Record<string, string>> = {
  googleOneTap: "posts Google's One Tap credential: needs Google's script, not a default part",
  pickCountryCode: 'the phone inputs pick the country in the page (country_codes)',
  selectPhoneCountryCode: 'the phone inputs pick the country in the page (country_codes)',
  switchConnection:
    'the federated buttons post federatedLogin; switching database connection is a tenant choice',
  pickEmail: 'one enrolled email is shown; the list screen is reached through try another method',
  pickSms: 'one enrolled phone is shown; the list screen is reached through try another method',
  pickPhone: 'one enrolled phone is shown; the list screen is reached through try another method',
  reportBrowserError: "posted by the WebAuthn button when the browser's ceremony fails",
  reportWebAuthnError: "posted by the WebAuthn button when the browser's ceremony fails",
  showError: "posted by the WebAuthn button when the browser's ceremony fails",
};

/** The way out of a screen: link-styled buttons under the form, with their text key. */
const WAY_OUT: Readonly<Record<string, string>> = {
  tryAnotherMethod: 'tryAnotherMethodText',
  pickAuthenticator: 'tryAnotherMethodText',
  goBack: 'backText',
  backAction: 'backText',
  returnToPrevious: 'backText',
  backToLogin: 'backToLoginText',
  enterCodeManually: 'enterCodeManuallyText',
  toggleView: 'toggleViewText',
  switchToOtp: 'switchToOtpText',
  switchToPassword: 'switchToPasswordText',
  switchToSms: 'switchToSmsText',
  switchToText: 'switchToSmsText',
  switchToVoice: 'switchToVoiceText',
  getACall: 'switchToVoiceText',
  snoozeEnrollment: 'snoozeEnrollmentText',
  refuseEnrollmentOnThisDevice: 'refuseEnrollmentText',
  usePassword: 'usePasswordText',
  noThanks: 'noThanksText',
  skipOrganizationSelection: 'skipText',
  skipPassword: 'skipPasswordText',
  abortPasskeyEnrollment: 'abortPasskeyEnrollmentText',
  cancel: 'cancelText',
  deny: 'declineButtonText',
};

/** `screen.data` flags some ways out depend on (the service shows them only then). */
const WHEN: Readonly<Record<string, string>> = {
  switchToOtp: 'show_switch_to_otp_button',
  switchToPassword: 'show_switch_to_password_button',
  getACall: 'show_link_voice',
  switchToVoice: 'show_link_voice',
  switchToSms: 'show_link_sms',
  switchToText: 'show_link_sms',
  skipPassword: 'show_skip_password',
};

const RESEND = /^resend/;
const FEDERATED = /^federated/;

/** Inputs for a form from the action's declared fields, in a stable order. */
export function fieldsFor(screen: string, fields: FieldRules): FieldPart[] {
  const parts: FieldPart[] = [];
  const has = (name: string) => Object.hasOwn(fields, name);
  const signup = screen.startsWith('signup');
  if (signup && (has('email') || has('username') || has('phone') || has('phoneNumber')))
    parts.push({
      type: 'SignupIdentifierFields',
      phoneField: has('phoneNumber') ? 'phoneNumber' : 'phone',
    });
  else if (has('identifier') || has('username')) parts.push({ type: 'IdentifierField' });
  if (has('phone') && !signup) parts.push({ type: 'PhoneField', name: 'phone' });
  if (has('password'))
    parts.push({
      type: 'PasswordField',
      name: 'password',
      purpose: signup ? 'new' : 'current',
      ...(fields.password === 'string?' ? { optional: true } : {}),
    });
  if (has('password-reset'))
    parts.push({
      type: 'PasswordField',
      name: 'password-reset',
      purpose: 'new',
      ...(has('re-enter-password') ? { confirm: 're-enter-password' } : {}),
    });
  if (has('code')) parts.push({ type: 'CodeField', name: 'code' });
  if (has('nickname'))
    parts.push({
      type: 'TextField',
      name: 'nickname',
      text: 'nicknamePlaceholder',
      autocomplete: 'off',
      prefill: 'nickname',
    });
  if (has('organizationName'))
    parts.push({
      type: 'TextField',
      name: 'organizationName',
      text: 'organizationPlaceholder',
      autocomplete: 'organization',
    });
  if (has('rememberDevice')) parts.push({ type: 'RememberDeviceField' });
  if (has('isCodeCopied'))
    parts.push({ type: 'CheckboxField', name: 'isCodeCopied', text: 'codeSavedText' });
  if (has('captcha')) parts.push({ type: 'CaptchaField' });
  parts.push({ type: 'SubmitButton' });
  return parts;
}

type Browser = ScreenDeclaration['actions'][string]['browser'];
const CEREMONIES = new Set<Browser>([webauthnAssertion, webauthnAttestation, passkeyAttestation]);

/** Fields a form asks the user for (the rest are picked, flagged or added by the browser). */
const INPUT_FIELDS = new Set([
  'identifier',
  'username',
  'email',
  'phone',
  'phoneNumber',
  'password',
  'password-reset',
  'code',
  'nickname',
  'organizationName',
  'captcha',
]);

/** The layout of a declared screen, before screens.ts adjusts it. */
export function deriveLayout(declaration: ScreenDeclaration): Part[] {
  const main: Part[] = [];
  const alternatives: Part[] = [];
  const after: Part[] = [];
  for (const [name, action] of Object.entries(declaration.actions)) {
    if (Object.hasOwn(NOT_SHOWN, name)) continue;
    const fields = action.fields ?? {};
    const inputs = Object.keys(fields).filter((field) => INPUT_FIELDS.has(field));
    if (FEDERATED.test(name)) alternatives.push({ type: 'FederatedButtons', action: name });
    else if (action.browser === passkeyAssertion)
      alternatives.push({ type: 'PasskeyButton', action: name });
    else if (CEREMONIES.has(action.browser))
      main.push({
        type: 'WebAuthnButton',
        action: name,
        text: 'buttonText',
        ...errorActionOf(declaration),
        ...(Object.hasOwn(fields, 'rememberDevice') ? { rememberDevice: true } : {}),
      });
    else if (RESEND.test(name)) after.push({ type: 'ResendButton', action: name });
    else if (Object.hasOwn(WAY_OUT, name))
      after.push({
        type: 'ActionButton',
        action: name,
        text: WAY_OUT[name] as string,
        variant: 'link',
        ...(Object.hasOwn(WHEN, name) ? { when: WHEN[name] as string } : {}),
      });
    else if (
      inputs.length > 0 &&
      inputs.some((field) => field !== 'captcha' || inputs.length === 1)
    )
      main.push({ type: 'Form', action: name, parts: fieldsFor(declaration.name, fields) });
    else main.push({ type: 'ActionButton', action: name, text: 'buttonText', variant: 'primary' });
  }
  return [...main, ...linksOf(declaration), ...alternatives, ...after];
}

function errorActionOf(declaration: ScreenDeclaration): { errorAction?: string } {
  const name = ['reportBrowserError', 'reportWebAuthnError', 'showError'].find((action) =>
    Object.hasOwn(declaration.actions, action),
  );
  return name ? { errorAction: name } : {};
}

/** The declared links the service's pages show, with their texts. */
function linksOf(declaration: ScreenDeclaration): Part[] {
  const links = declaration.links ?? {};
  const parts: Part[] = [];
  if (Object.hasOwn(links, 'reset_password') && passwordIn(declaration))
    parts.push({ type: 'LinkTo', link: 'reset_password', text: 'forgotPasswordText' });
  if (Object.hasOwn(links, 'signup'))
    parts.push({
      type: 'LinkTo',
      link: 'signup',
      text: 'footerLinkText',
      lead: 'footerText',
    });
  if (Object.hasOwn(links, 'login'))
    parts.push({ type: 'LinkTo', link: 'login', text: 'loginLinkText', lead: 'loginLeadText' });
  return parts;
}

function passwordIn(declaration: ScreenDeclaration): boolean {
  return Object.values(declaration.actions).some((action) =>
    Object.hasOwn(action.fields ?? {}, 'password'),
  );
}
