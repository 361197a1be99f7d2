/**
 * The screen catalogue: every prompt of the hosted login and the screens it renders, declared
 * once. Types (`PromptName`, `ScreenName`), runtime checks, dev-server fixtures and docs all
 * derive from this object, so adding a screen here is the only edit needed.
 *
 * Source: the official CLI's prompt/screen map; screens it lacks (marked "inferred") take the
 * prompt their name implies.
 */
export const SCREENS_BY_PROMPT = {
  login: ['login'],
  'login-id': ['login-id'],
  'login-password': ['login-password'],
  'login-passwordless': [
    'login-passwordless-email-code',
    'login-passwordless-email-link', // inferred
    'login-passwordless-sms-otp',
  ],
  'login-email-verification': ['login-email-verification'],
  signup: ['signup'],
  'signup-id': ['signup-id'],
  'signup-password': ['signup-password'],
  'phone-identifier-enrollment': ['phone-identifier-enrollment'],
  'phone-identifier-challenge': ['phone-identifier-challenge'],
  'email-identifier-challenge': ['email-identifier-challenge'],
  'reset-password': [
    'reset-password',
    'reset-password-email',
    'reset-password-error',
    'reset-password-request',
    'reset-password-success',
    'reset-password-mfa-email-challenge',
    'reset-password-mfa-otp-challenge',
    'reset-password-mfa-phone-challenge',
    'reset-password-mfa-push-challenge-push',
    'reset-password-mfa-recovery-code-challenge',
    'reset-password-mfa-sms-challenge',
    'reset-password-mfa-voice-challenge',
    'reset-password-mfa-webauthn-platform-challenge',
    'reset-password-mfa-webauthn-roaming-challenge',
  ],
  'custom-form': ['custom-form'], // inferred
  consent: ['consent', 'consent-tenant-scopes' /* inferred */],
  'customized-consent': ['customized-consent'],
  logout: ['logout', 'logout-aborted', 'logout-complete'],
  'mfa-push': [
    'mfa-push-challenge-push',
    'mfa-push-enrollment-code', // inferred
    'mfa-push-enrollment-qr',
    'mfa-push-list',
    'mfa-push-success', // inferred
    'mfa-push-welcome',
  ],
  'mfa-otp': ['mfa-otp-challenge', 'mfa-otp-enrollment-code', 'mfa-otp-enrollment-qr'],
  'mfa-voice': ['mfa-voice-challenge', 'mfa-voice-enrollment'],
  'mfa-phone': ['mfa-phone-challenge', 'mfa-phone-enrollment'],
  'mfa-webauthn': [
    'mfa-webauthn-change-key-nickname',
    'mfa-webauthn-enrollment-success',
    'mfa-webauthn-error',
    'mfa-webauthn-not-available-error',
    'mfa-webauthn-platform-challenge',
    'mfa-webauthn-platform-enrollment',
    'mfa-webauthn-roaming-challenge',
    'mfa-webauthn-roaming-enrollment',
  ],
  'mfa-sms': ['mfa-country-codes', 'mfa-sms-challenge', 'mfa-sms-enrollment', 'mfa-sms-list'],
  'mfa-email': ['mfa-email-challenge', 'mfa-email-list'],
  'mfa-recovery-code': [
    'mfa-recovery-code-challenge',
    'mfa-recovery-code-challenge-new-code',
    'mfa-recovery-code-enrollment',
  ],
  mfa: [
    'mfa-begin-enroll-options',
    'mfa-detect-browser-capabilities',
    'mfa-enroll-result',
    'mfa-login-options',
  ],
  status: ['status'], // inferred
  'device-flow': [
    'device-code-activation',
    'device-code-activation-allowed',
    'device-code-activation-denied',
    'device-code-confirmation',
  ],
  'email-verification': ['email-verification-result'],
  'email-otp-challenge': ['email-otp-challenge'],
  organizations: ['organization-picker', 'organization-selection', 'pre-login-organization-picker'],
  invitation: ['accept-invitation'],
  common: ['redeem-ticket'],
  passkeys: ['passkey-enrollment', 'passkey-enrollment-local'],
  captcha: ['interstitial-captcha'],
  'brute-force-protection': [
    'brute-force-protection-unblock',
    'brute-force-protection-unblock-failure',
    'brute-force-protection-unblock-success',
  ],
  'async-approval-flow': [
    // all four inferred
    'async-approval-accepted',
    'async-approval-denied',
    'async-approval-error',
    'async-approval-wrong-user',
  ],
  confirmation: ['confirmation'], // inferred
} as const satisfies Record<string, readonly string[]>;

type Catalogue = typeof SCREENS_BY_PROMPT;

/** Name of a prompt of the hosted login, e.g. `'customized-consent'`. */
export type PromptName = keyof Catalogue;

/** Name of a screen of the hosted login, e.g. `'login-id'`. */
export type ScreenName = Catalogue[PromptName][number];

/** The screens of prompt `P`. */
export type ScreenOf<P extends PromptName> = Catalogue[P][number];

const PROMPTS = Object.keys(SCREENS_BY_PROMPT) as PromptName[];

// Built once: screen -> prompt. A Map, so a hostile name such as `__proto__` finds nothing.
const PROMPT_BY_SCREEN = new Map<string, PromptName>(
  PROMPTS.flatMap((prompt) =>
    SCREENS_BY_PROMPT[prompt].map((screen) => [screen, prompt] as [string, PromptName]),
  ),
);
const PROMPT_SET = new Set<string>(PROMPTS);

/** Every prompt name, in catalogue order. */
export function listPrompts(): PromptName[] {
  return [...PROMPTS];
}

/** Every screen name, or only those of one prompt, in catalogue order. */
export function listScreens(prompt?: PromptName): ScreenName[] {
  if (prompt !== undefined) return [...(SCREENS_BY_PROMPT[prompt] ?? [])];
  return [...PROMPT_BY_SCREEN.keys()] as ScreenName[];
}

/** The prompt a screen belongs to, or `undefined` for a name not in the catalogue. */
export function promptOfScreen(screen: string): PromptName | undefined {
  return PROMPT_BY_SCREEN.get(screen);
}

export function isPromptName(name: unknown): name is PromptName {
  return typeof name === 'string' && PROMPT_SET.has(name);
}

export function isScreenName(name: unknown): name is ScreenName {
  return typeof name === 'string' && PROMPT_BY_SCREEN.has(name);
}
