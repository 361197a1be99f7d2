/**
 * Run-time check of an action's payload against the fields its declaration names, so a call that
 * breaks its TypeScript type (plain JS, `as any`, data from a form) fails with a `FormError` naming
 * the field before anything is posted.
 */
import type { FieldRules, Payload } from '../screens/declaration.js';
import { FormError } from './form-error.js';

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Returns `payload` when every declared field has its type; throws `FormError` at the first that has not. */
export function checkPayload<P extends Payload>(
  payload: P,
  rules: FieldRules,
  positional: readonly string[] = [],
): P {
  for (const [field, rule] of Object.entries(rules)) {
    const optional = rule.endsWith('?');
    const kind = optional ? rule.slice(0, -1) : rule;
    const value = Object.hasOwn(payload, field) ? payload[field] : undefined;
    const where = positional.includes(field) ? `argument ${field}` : `payload field ${field}`;
    if (value === undefined) {
      if (optional) continue;
      throw new FormError('field_missing', field, `The ${where} is required (${kind})`);
    }
    const actual = kindOf(value);
    if (actual !== kind) {
      throw new FormError('field_type', field, `The ${where} must be a ${kind}, got ${actual}`);
    }
  }
  return payload;
}
