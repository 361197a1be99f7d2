/**
 * What a form post carries (`Payload`), the rules its fields follow (`FieldRules`, checked by
 * check-payload.ts) and what the browser may add to it before it is sent (`BrowserStep`, such
 * as browser-capabilities.ts). Form's own types: screen declarations use them, never the reverse.
 */
import type { Kind } from '../catalogue/shape.js';
import type { UniversalLoginContext } from '../context/types.js';
import type { FieldValue } from './submit-form.js';

/** A payload field's type: `'string'` required, `'string?'` optional. */
export type FieldRule = Kind | `${Kind}?`;
export type FieldRules = Readonly<Record<string, FieldRule>>;

export type Payload = Record<string, FieldValue>;

/**
 * What the browser adds to a post, asked when the action runs: its capability fields
 * (`withCapabilities`) or a WebAuthn credential over the screen's `public_key` (the passkey steps
 * in `declarations/payload-rewrites.ts`). Each is its own function, so only the screens that
 * declare one carry it. `page` is the window the screen is on when not this one (a frame).
 */
export type BrowserStep = (
  payload: Payload,
  context: UniversalLoginContext,
  page?: Window,
) => Promise<Payload>;
