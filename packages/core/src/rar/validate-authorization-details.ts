import { isPlainObject } from '../context/shape.js';
import {
  MAX_AUTHORIZATION_DETAILS_BYTES as MAX_BYTES,
  MAX_NESTING_DEPTH as MAX_DEPTH,
  MAX_AUTHORIZATION_DETAILS_ENTRIES as MAX_ENTRIES,
  MAX_PROPERTY_NAME_LENGTH as MAX_NAME,
  MAX_OBJECT_PROPERTIES as MAX_PROPS,
  MAX_REPORTED_VIOLATIONS,
  MAX_PROPERTY_VALUE_LENGTH as MAX_VALUE,
} from './limits.js';
import {
  codePointLength,
  isPropertyName,
  jsonStringBytes,
  utf8LengthUpTo,
} from './text-measure.js';
import type {
  AuthorizationDetail,
  AuthorizationDetailsResult,
  AuthorizationDetailsRule,
  AuthorizationDetailsViolation,
  ValidateAuthorizationDetailsOptions,
} from './types.js';
import { checkVendorEntry } from './vendor-entry.js';
import { parseVendorType } from './vendor-type.js';
import { formatPath, showKey } from './violation-path.js';

/** Thrown inside the walk once enough violations are listed; never escapes. */
const STOP = Symbol('stop');
const IN_PROGRESS = -1;

class Walk {
  readonly errors: AuthorizationDetailsViolation[] = [];
  readonly path: (string | number)[] = [];
  /** Rules 6 to 10 apply (false inside a vendor-schema entry). */
  limits = true;
  truncated = false;

  /**
   * `measure`: the input was already parsed, so rule 1 needs its JSON size and rule 2 its types;
   * `seen` then tracks containers to find cycles and count shared ones once.
   */
  constructor(
    readonly measure: boolean,
    readonly seen: Map<object, number> | null,
  ) {}

  report(rule: AuthorizationDetailsRule, message: string, extra?: string | number): void {
    if (extra !== undefined) this.path.push(extra);
    this.errors.push({ rule, path: formatPath(this.path), message });
    if (extra !== undefined) this.path.pop();
    if (this.errors.length >= MAX_REPORTED_VIOLATIONS) {
      this.truncated = true;
      throw STOP;
    }
  }

  /** Checks any value; returns its JSON size in bytes when measuring. */
  value(value: unknown, depth: number): number {
    switch (typeof value) {
      case 'string':
        if (this.limits && value.length > MAX_VALUE && codePointLength(value) > MAX_VALUE)
          this.report(
            8,
            `value has ${codePointLength(value)} characters; the limit is ${MAX_VALUE}`,
          );
        return this.measure ? jsonStringBytes(value) : 0;
      case 'number':
        if (!Number.isFinite(value)) this.report(2, `${value} is not a JSON number`);
        return this.measure ? String(value).length : 0;
      case 'boolean':
        return value ? 4 : 5;
      case 'object':
        return value === null ? 4 : this.container(value, depth + 1);
      default:
        this.report(2, `a ${typeof value} is not a JSON value`);
        return 0;
    }
  }

  container(value: object, depth: number): number {
    const seen = this.seen;
    if (seen) {
      const known = seen.get(value);
      if (known === IN_PROGRESS) {
        this.report(2, 'the value refers to itself (a cycle cannot be JSON)');
        return 0;
      }
      if (known !== undefined) return known;
    }
    if (depth > MAX_DEPTH) {
      if (this.limits)
        this.report(
          9,
          `nested ${depth} levels deep; the limit is ${MAX_DEPTH} (the entry is level 1)`,
        );
      return 0;
    }
    seen?.set(value, IN_PROGRESS);
    const size = Array.isArray(value) ? this.array(value, depth) : this.object(value, depth);
    seen?.set(value, size);
    return size;
  }

  array(value: unknown[], depth: number): number {
    let size = value.length > 1 ? value.length + 1 : 2;
    for (let i = 0; i < value.length; i++) {
      this.path.push(i);
      size += this.value(value[i], depth);
      this.path.pop();
    }
    return size;
  }

  object(value: object, depth: number): number {
    if (this.measure) {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null)
        this.report(2, `a ${proto?.constructor?.name ?? 'non-plain'} object is not a JSON value`);
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (this.limits && keys.length > MAX_PROPS)
      this.report(6, `object has ${keys.length} properties; the limit is ${MAX_PROPS}`);
    let size = keys.length > 1 ? keys.length + 1 : 2;
    for (const key of keys) {
      if (this.limits) this.name(key);
      if (this.measure) size += jsonStringBytes(key) + 1;
      this.path.push(key);
      size += this.value(record[key], depth);
      this.path.pop();
    }
    return size;
  }

  name(key: string): void {
    if (key.length > MAX_NAME && codePointLength(key) > MAX_NAME)
      this.report(
        7,
        `property name has ${codePointLength(key)} characters; the limit is ${MAX_NAME}`,
        key,
      );
    if (!isPropertyName(key))
      this.report(10, `property name ${showKey(key)} may only contain a-z A-Z 0-9 _ . -`, key);
  }

  entry(value: unknown, index: number, registered: (type: string) => boolean): number {
    this.path.push(index);
    try {
      if (!isPlainObject(value)) {
        this.report(3, `every entry must be an object, not ${describe(value)}`);
        return this.value(value, 0);
      }
      const type = Object.hasOwn(value, 'type') ? value.type : undefined;
      if (typeof type !== 'string')
        this.report(
          5,
          type === undefined ? 'entry has no "type"' : '"type" must be a string',
          'type',
        );
      else if (!registered(type))
        this.report(5, `type ${showKey(type)} is not registered on the API`, 'type');
      const vendor = parseVendorType(type);
      if (!vendor) return this.container(value, 1);
      checkVendorEntry(value, vendor, (at, message) => {
        const depth = this.path.length;
        this.path.push(...at);
        this.report('vendor-schema', message);
        this.path.length = depth;
      });
      this.limits = false;
      return this.container(value, 1);
    } finally {
      this.limits = true;
      this.path.pop();
    }
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

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
  const walk = new Walk(!fromText, fromText ? null : new Map());
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
      if (bytes > MAX_BYTES) walk.report(1, sizeMessage(bytes));
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
      walk.seen?.set(value, IN_PROGRESS);
      let size = value.length > 1 ? value.length + 1 : 2;
      for (let i = 0; i < value.length; i++) size += walk.entry(value[i], i, registered);
      if (!fromText && size > MAX_BYTES) walk.report(1, sizeMessage(size));
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

function sizeMessage(bytes: number): string {
  const size = Number.isFinite(bytes) ? `${bytes} bytes` : `more than ${MAX_BYTES} bytes`;
  return `authorization_details is ${size}; the limit is 5 Kb (${MAX_BYTES} bytes)`;
}
