import { ScreenkitError } from './screenkit-error.js';

export type ContextErrorCode =
  | 'context_missing'
  | 'context_invalid_json'
  | 'context_not_object'
  | 'field_missing'
  | 'field_type'
  | 'field_unreadable'
  | 'screen_unknown'
  | 'screen_prompt_mismatch';

/** The page context is missing or malformed; `path` names the offending field. */
export class ContextError extends ScreenkitError {
  override name = 'ContextError';
  declare readonly code: ContextErrorCode;
  // No constructor of its own (ScreenkitError's): one less in every bundle.
}
