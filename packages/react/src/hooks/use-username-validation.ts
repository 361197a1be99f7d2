import {
  readUsernamePolicy,
  type UsernameValidationResult,
  validateUsername,
} from '@screenkit/core';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';
import { replaceFieldErrors } from './field-errors.js';

/** Validates `username` against the connection's username policy (the official hook's shape). */
export function useUsernameValidation(
  username: string,
  options: { includeInErrors?: boolean } = {},
): UsernameValidationResult {
  const store = useScreenStore('useUsernameValidation');
  const transaction = useStore(store, (s) => s.context.transaction);
  const policy = useMemo(() => readUsernamePolicy({ transaction }), [transaction]);
  const result = useMemo(() => validateUsername(username, policy), [username, policy]);
  const include = options.includeInErrors === true;
  useEffect(() => {
    if (include) replaceFieldErrors(store, 'username', result.errors);
  }, [include, result, store]);
  return result;
}
