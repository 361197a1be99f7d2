import { ScreenkitError } from '@screenkit/core';

export type StoreErrorCode =
  | 'store_file_corrupt'
  | 'store_record_invalid'
  | 'store_bad_collection'
  | 'store_key_corrupt'
  | 'store_conflict'
  | 'store_write_failed'
  | 'store_locked'
  | 'store_not_writable';

/** The store cannot be opened or used; `path` names the offending file or collection. */
export class StoreError extends ScreenkitError {
  override name = 'StoreError';
  declare readonly code: StoreErrorCode;
}
