/**
 * Run-time check of an action's payload against the fields its declaration names, so a call that
 * breaks its TypeScript type (plain JS, `as any`, data from a form) fails with a `FormError` naming
 * the field before anything is posted.
 */

import { own, withArticle } from '../catalogue/shape.js';
import { FormError } from './form-error.js';
import type { FieldRules, Payload } from './payload.js';

/** Returns `payload` when every declared field has its type; throws `FormError` at the first that has not. */
export function checkPayload<P extends Payload>(payload: P, rules: FieldRules): P {
  for (const [field, rule] of Object.entries(rules)) {
    const kind = rule.replace('?', '');
    const value = own(payload, field);
    if (value === undefined && kind !== rule) continue;
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    if (actual !== kind) {
      // Worded as the context checker's: "`username` must be a string, got undefined".
      throw new FormError(
        value === undefined ? 'field_missing' : 'field_type',
        field,
        `\`${field}\` must be ${withArticle(kind)}, got ${actual}`,
      );
    }
  }
  return payload;
}
