/**
 * The tenant's prompt settings (`/api/v2/prompts`): which Universal Login experience, whether
 * the login asks for the identifier first (`login-id`, then `login-password`) or shows one
 * `login` page, and whether a passkey may be the first factor. The login engine and the page
 * context read the first screen from `firstLoginScreen` here, and only here.
 */
import type { Collection, Store } from '../store/store.js';

export interface PromptSettings {
  universal_login_experience: 'new' | 'classic';
  identifier_first: boolean;
  webauthn_platform_first_factor: boolean;
}

/**
 * The dev tenant starts identifier first (what the starters and the seed's screens expect);
 * a tenant turns it off with `PATCH /prompts {"identifier_first": false}`.
 */
export const DEFAULT_PROMPT_SETTINGS: Readonly<PromptSettings> = Object.freeze({
  universal_login_experience: 'new',
  identifier_first: true,
  webauthn_platform_first_factor: false,
});

const collection = (store: Store): Collection<Partial<PromptSettings>> =>
  store.collection('prompt-settings');

export function promptSettings(store: Store): PromptSettings {
  return { ...DEFAULT_PROMPT_SETTINGS, ...collection(store).get('tenant') };
}

export async function updatePromptSettings(
  store: Store,
  changes: Partial<PromptSettings>,
): Promise<PromptSettings> {
  const next = { ...promptSettings(store), ...changes };
  await collection(store).set('tenant', next);
  return next;
}

/** The screen a login starts on: `login-id` (identifier first) or the one-page `login`. */
export function firstLoginScreen(store: Store): 'login-id' | 'login' {
  return promptSettings(store).identifier_first ? 'login-id' : 'login';
}

/** A passkey signs a user in as the first factor on login-id / login (no password asked). */
export function passkeyFirstFactor(store: Store): boolean {
  return promptSettings(store).webauthn_platform_first_factor;
}
