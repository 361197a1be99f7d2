import {
  isPromptName,
  type PromptName,
  promptOfScreen,
  SCREENS_BY_PROMPT,
} from '../catalogue/catalogue.js';
import {
  arrayOf,
  check,
  describe,
  isPlainObject,
  optional,
  type Shape,
} from '../catalogue/shape.js';
import { CONSENT_DATA } from '../catalogue/shared-shapes.js';
import { ContextError } from '../errors/context-error.js';
import type { UniversalLoginContext } from './types.js';

const stringMap = 'object?' as const;

/** REFERENCE section 1: required fields are required, present optional parts are type-checked. */
const CONTEXT_SHAPE: Shape = {
  prompt: { name: 'string' },
  screen: {
    name: 'string',
    links: stringMap,
    captcha: optional({
      provider: 'string',
      image: 'string?',
      siteKey: 'string?',
      clientSubdomain: 'string?',
    }),
    data: 'object?',
    texts: stringMap,
  },
  transaction: {
    state: 'string',
    locale: 'string?',
    errors: arrayOf({ code: 'string', field: 'string?', message: 'string', rules: 'array?' }),
    country_code: optional({ code: 'string', prefix: 'string' }),
    connection: 'object?',
    alternate_connections: arrayOf('object'),
  },
  client: optional({
    id: 'string',
    name: 'string',
    logo_uri: 'string?',
    description: 'string?',
    metadata: stringMap,
  }),
  // Live pages send `{ usage: "deny" }` alone when the client refuses organizations.
  organization: optional({
    id: 'string?',
    name: 'string?',
    usage: 'string?',
    display_name: 'string?',
    branding: optional({
      logo_url: 'string?',
      colors: optional({ primary: 'string?', page_background: 'string?' }),
    }),
    metadata: stringMap,
  }),
  user: optional({
    id: 'string?',
    email: 'string?',
    username: 'string?',
    phone_number: 'string?',
    picture: 'string?',
    enrolled_factors: arrayOf('string'),
    organizations: arrayOf('object'),
    user_metadata: 'object?',
    app_metadata: 'object?',
  }),
  tenant: optional({
    name: 'string?',
    friendly_name: 'string?',
    enabled_locales: arrayOf('string'),
    enabled_factors: arrayOf('string'),
  }),
  branding: optional({
    settings: optional({
      colors: 'object?',
      favicon_url: 'string?',
      logo_url: 'string?',
      font: optional({ url: 'string' }),
    }),
    themes: optional({ default: 'object' }),
  }),
  // The SDK's shape (see CountryCodesContext in types.ts), not transaction.country_code's.
  country_codes: optional({
    available: arrayOf({ code: 'string', label: 'string', dial_code: 'string' }),
    recommended: 'string?',
  }),
  untrusted_data: optional({
    submitted_form_data: 'object?',
    authorization_params: optional({
      login_hint: 'string?',
      screen_hint: 'string?',
      ui_locales: 'string?',
    }),
  }),
};

/**
 * Checks that `value` is a page context and returns it typed. Throws `ContextError` with the path
 * of the first problem. The value is returned as is: unknown extra fields pass through.
 */
export function validateContext(value: unknown): UniversalLoginContext {
  const context = checkContext(value);
  checkScreenBelongsToPrompt(String(context.prompt.name), String(context.screen.name));
  return context;
}

/**
 * `validateContext` without the catalogue (is the screen one of the 91, under its prompt): the
 * whole context's shape, and the consent request on consent pages. Production React bundles
 * check with it, so a page does not carry all 91 screen names; a screen bound there still
 * checks its own name (`ScreenMismatchError`), and development builds check the catalogue too.
 */
export function checkContext(value: unknown): UniversalLoginContext {
  const context = checkContextShape(value);
  const prompt = context.prompt.name;
  // Consent pages are read without binding a screen (templates, the store, the preview), so
  // their request is checked here too, against the shape both consent declarations declare as
  // their `data` (imported alone, so a bundle does not carry their actions and views).
  if (prompt === 'consent' || prompt === 'customized-consent')
    check(context.screen.data, optional(CONSENT_DATA), 'screen.data');
  return context;
}

/**
 * Everything `validateContext` checks except that the screen is in the catalogue under its
 * prompt. `bindScreen` uses it: it checks the screen's own name against its declaration, and
 * so a one-screen bundle does not carry the names of all 91.
 */
export function checkContextShape(value: unknown): UniversalLoginContext {
  if (value === undefined || value === null) {
    throw new ContextError(
      'context_missing',
      '',
      'window.universal_login_context is not set: outside the login page, pass a context',
    );
  }
  if (!isPlainObject(value)) {
    throw new ContextError(
      'context_not_object',
      '',
      `The login page context must be an object, got ${describe(value)}`,
    );
  }
  check(value, CONTEXT_SHAPE, '');
  const context = value as UniversalLoginContext;
  try {
    // Read once more after the check: a getter may answer differently the second time.
    String(context.prompt.name);
    String(context.screen.name);
  } catch {
    throw new ContextError('field_unreadable', 'screen.name', '`screen.name` cannot be read twice');
  }
  return context;
}

function checkScreenBelongsToPrompt(prompt: string, screen: string): void {
  const owner = promptOfScreen(screen);
  if (owner === undefined) {
    throw new ContextError(
      'screen_unknown',
      'screen.name',
      `Unknown screen ${JSON.stringify(screen)}: it is not in the screen catalogue (see listScreens())`,
    );
  }
  if (owner !== prompt) {
    const expected = isPromptName(prompt)
      ? ` (prompt ${JSON.stringify(prompt)} has ${(SCREENS_BY_PROMPT[prompt as PromptName] as readonly string[]).join(', ')})`
      : '';
    throw new ContextError(
      'screen_prompt_mismatch',
      'screen.name',
      `Screen ${JSON.stringify(screen)} belongs to prompt ${JSON.stringify(owner)}, not ${JSON.stringify(prompt)}${expected}`,
    );
  }
}
