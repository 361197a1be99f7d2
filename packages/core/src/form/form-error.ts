import { ScreenkitError } from '../errors/screenkit-error.js';

export type FormErrorCode =
  | 'reserved_field'
  | 'invalid_field_name'
  | 'no_transport'
  | 'payload_type'
  | 'field_missing'
  | 'field_type'
  | 'passkey_unavailable';

/** A form submission could not be built or sent; `path` names the offending field. */
export class FormError extends ScreenkitError {
  override name = 'FormError';
  declare readonly code: FormErrorCode;
  // No constructor of its own (ScreenkitError's): one less in every bundle.
}
