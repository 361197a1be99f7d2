import {
  type PasswordValidationResult,
  readPasswordComplexityPolicy,
  readPasswordPolicy,
  type ValidatePasswordOptions,
  validatePasswordFor,
} from '@screenkit/core';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';
import { replaceFieldErrors } from './field-errors.js';

export interface PasswordValidationOptions extends ValidatePasswordOptions {
  /** Also show a failing result in `useErrors()` (field `password`), like the official hook. */
  includeInErrors?: boolean;
}

/**
 * Per-rule validation of `password` against the connection's policy in the context (the
 * official `usePasswordValidation`, same result shape). Recomputed when the password changes.
 */
export function usePasswordValidation(
  password: string,
  options: PasswordValidationOptions = {},
): PasswordValidationResult {
  const store = useScreenStore('usePasswordValidation');
  const transaction = useStore(store, (s) => s.context.transaction);
  const policies = useMemo(() => {
    const context = { transaction };
    return {
      passwordPolicy: readPasswordPolicy(context),
      complexityPolicy: readPasswordComplexityPolicy(context),
    };
  }, [transaction]);
  const personal = options.personalInfo?.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `personal` stands for personalInfo by content
  const result = useMemo(
    () =>
      validatePasswordFor(
        password,
        policies,
        options.personalInfo ? { personalInfo: options.personalInfo } : {},
      ),
    [password, policies, personal],
  );
  const include = options.includeInErrors === true;
  useEffect(() => {
    if (!include) return;
    replaceFieldErrors(
      store,
      'password',
      result.isValid
        ? []
        : [
            {
              code: 'password-policy-error',
              field: 'password',
              message: 'The password does not meet the required criteria.',
            },
          ],
    );
  }, [include, result, store]);
  return result;
}
