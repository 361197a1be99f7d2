/**
 * Run-time check of an action's payload against the fields its declaration names, so a call that
 * breaks its TypeScript type (plain JS, `as any`, data from a form) fails with a `FormError` naming
 * the field before anything is posted.
 */
import type { FieldRules, Payload } from '../screens/declaration.js';
import { FormError } from './form-error.js';

/** Returns `payload` when every declared field has its type; throws `FormError` at the first that has not. */
export function checkPayload<P extends Payload>(
  payload: P,
  rules: FieldRules,
  positional: readonly string[] = [],
): P {
  for (const [field, rule] of Object.entries(rules)) {
    const kind = rule.replace('?', '');
    const value = Object.hasOwn(payload, field) ? payload[field] : undefined;
    if (value === undefined && kind !== rule) continue;
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    if (actual !== kind) {
      // "The payload field username must be a string, got undefined" (field_missing).
      throw new FormError(
        value === undefined ? 'field_missing' : 'field_type',
        field,
        `The ${positional.includes(field) ? 'argument' : 'payload field'} ${field} must be a ${kind}, got ${actual}`,
      );
    }
  }
  return payload;
}
