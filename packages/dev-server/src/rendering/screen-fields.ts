/**
 * The form fields of the built-in (standard mode) pages and the checks the page host applies
 * to posts: one list, so what the page asks for is what the post handler requires.
 */
import type { PromptName, ScreenName } from '@screenkit/core';

export interface ScreenField {
  name: string;
  type: 'text' | 'email' | 'password' | 'tel';
  label: string;
  autocomplete?: string;
}

const CONSENT_PROMPTS = new Set(['consent', 'customized-consent']);

export function isConsentPrompt(prompt: string): boolean {
  return CONSENT_PROMPTS.has(prompt);
}

/**
 * Screens whose form posts other actions than `default` (what core's declaration of each
 * posts: `confirmLogout` sends accept or deny, the device confirmation confirm or cancel), and
 * result screens that post nothing.
 */
const SCREEN_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  logout: ['accept', 'deny'],
  'logout-aborted': [],
  'logout-complete': [],
  'device-code-confirmation': ['confirm', 'cancel'],
  'device-code-activation-allowed': [],
  'device-code-activation-denied': [],
};

/** The actions a screen's form may post; anything else is an invalid post. */
export function screenActions(prompt: PromptName, screen?: ScreenName): readonly string[] {
  const own = screen === undefined ? undefined : SCREEN_ACTIONS[screen];
  if (own) return own;
  return isConsentPrompt(prompt) ? ['accept', 'deny'] : ['default'];
}

export function screenFields(prompt: PromptName, screen: ScreenName): ScreenField[] {
  if (isConsentPrompt(prompt)) return [];
  const fields: ScreenField[] = [];
  const identifier: ScreenField = {
    name: 'username',
    type: 'email',
    label: 'Email address',
    autocomplete: 'username',
  };
  if (['login', 'login-id', 'signup', 'signup-id', 'reset-password-request'].includes(screen))
    fields.push(identifier);
  if (['login', 'signup', 'login-password', 'signup-password', 'reset-password'].includes(screen)) {
    fields.push({
      name: 'password',
      type: 'password',
      label: 'Password',
      autocomplete: screen.startsWith('signup') ? 'new-password' : 'current-password',
    });
  }
  if (screen.endsWith('-enrollment') && (screen.includes('sms') || screen.includes('phone')))
    fields.push({ name: 'phone', type: 'tel', label: 'Phone number', autocomplete: 'tel' });
  else if (
    /(challenge|otp|email-code|sms-otp|verification|device-code-activation)$/.test(screen) &&
    !screen.includes('push')
  )
    fields.push({ name: 'code', type: 'text', label: 'Code', autocomplete: 'one-time-code' });
  return fields;
}
