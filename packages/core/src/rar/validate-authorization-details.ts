/**
 * `validateAuthorizationDetails`: the `authorization_details` request parameter, as text or
 * already parsed, against the seed's section 8 limits and vendor schemas. Text too large is
 * refused before parsing; the value is then walked entry by entry (authorization-details-walk.ts)
 * and every violation listed, up to a bound; nothing it is given makes it throw.
 */
import {
  describe,
  IN_PROGRESS,
  STOP,
  sizeMessage,
  WALK_BYTES,
  Walk,
  type Walked,
} from './authorization-details-walk.js';
import {
  MAX_AUTHORIZATION_DETAILS_BYTES as MAX_BYTES,
  MAX_AUTHORIZATION_DETAILS_ENTRIES as MAX_ENTRIES,
} from './limits.js';
import { utf8LengthUpTo } from './text-measure.js';
import type {
  AuthorizationDetail,
  AuthorizationDetailsResult,
  ValidateAuthorizationDetailsOptions,
} from './types.js';
import { formatPath } from './violation-path.js';

type RegisteredTypes = ValidateAuthorizationDetailsOptions['registeredTypes'];

function registeredLookup(types: RegisteredTypes | undefined): (type: string) => boolean {
  if (types instanceof Set) return (type) => types.has(type);
  if (Array.isArray(types) && types.every((t) => typeof t === 'string'))
    return (type) => types.includes(type);
  const set = new Set<string>();
  if (types && typeof (types as Iterable<unknown>)[Symbol.iterator] === 'function') {
    for (const entry of types as Iterable<unknown>) {
      const type =
        typeof entry === 'object' && entry !== null ? (entry as { type?: unknown }).type : entry;
      if (typeof type === 'string') set.add(type);
    }
  }
  return (type) => set.has(type);
}

/**
 * Validates the `authorization_details` request parameter against the ten limits of the seed's
 * section 8 (see `limits.ts` for how each is read) and vendor-schema entries against seed 2.2 A.
 * `input` is the raw parameter (a JSON string) or an already parsed value. Every violation is
 * listed (up to `MAX_REPORTED_VIOLATIONS`). Never throws, whatever the input.
 */
export function validateAuthorizationDetails(
  input: unknown,
  options: ValidateAuthorizationDetailsOptions,
): AuthorizationDetailsResult {
  const fromText = typeof input === 'string';
  const walk = new Walk(!fromText, fromText ? null : new Map<object, Walked>());
  let value = input;
  try {
    const registered = registeredLookup(options?.registeredTypes);
    if (fromText) {
      const text = input as string;
      // Bytes are at least the code units and at most three times them: count only in between.
      const bytes =
        text.length > MAX_BYTES
          ? Number.POSITIVE_INFINITY
          : text.length * 3 <= MAX_BYTES
            ? 0
            : utf8LengthUpTo(text, MAX_BYTES);
      if (bytes > MAX_BYTES) {
        // Refused before parsing: a parser's work is not spent on text that cannot be valid.
        walk.report(1, sizeMessage(bytes));
        return { valid: false, errors: walk.errors };
      }
      try {
        value = JSON.parse(text);
      } catch (error) {
        walk.report(2, `not valid JSON: ${(error as Error).message.slice(0, 200)}`);
        return { valid: false, errors: walk.errors };
      }
    }
    if (!Array.isArray(value)) {
      walk.report(3, `authorization_details must be an array of objects, not ${describe(value)}`);
      if (!fromText) walk.value(value, -1);
    } else {
      if (value.length > MAX_ENTRIES)
        walk.report(4, `the array has ${value.length} entries; the limit is ${MAX_ENTRIES}`);
      if (!fromText) {
        if (Object.getPrototypeOf(value) !== Array.prototype)
          walk.report(2, 'an array of a subclass (or a proxy) is not a JSON value');
        if (value.length > WALK_BYTES / 2) walk.add(value.length * 2);
        walk.add(value.length > 1 ? value.length + 1 : 2);
      }
      walk.seen?.set(value, IN_PROGRESS);
      for (let i = 0; i < value.length; i++) walk.entry(value[i], i, registered);
      if (!fromText && walk.bytes > MAX_BYTES) walk.report(1, sizeMessage(walk.bytes));
    }
  } catch (error) {
    if (error !== STOP) {
      // A getter or proxy threw while being read: the value is not plain JSON data.
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreadable value';
      walk.errors.push({
        rule: 2,
        path: formatPath(walk.path),
        message: `could not be read as JSON: ${reason}`,
      });
    }
  }
  if (walk.errors.length === 0) return { valid: true, details: value as AuthorizationDetail[] };
  return walk.truncated
    ? { valid: false, errors: walk.errors, truncated: true }
    : { valid: false, errors: walk.errors };
}
