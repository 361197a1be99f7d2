/**
 * The walk over an `authorization_details` value that checks the seed's section 8 limits on
 * every level (rules 2 and 5 to 10, and rule 1's JSON size of an already parsed value),
 * vendor-schema entries with their own exemptions (seed 2.2 A), cycles and shared containers,
 * with its work bounded by the input's size. validate-authorization-details.ts runs it.
 */
import { isPlainObject } from '../catalogue/shape.js';
import {
  MAX_AUTHORIZATION_DETAILS_BYTES as MAX_BYTES,
  MAX_NESTING_DEPTH as MAX_DEPTH,
  MAX_PROPERTY_NAME_LENGTH as MAX_NAME,
  MAX_OBJECT_PROPERTIES as MAX_PROPS,
  MAX_REPORTED_VIOLATIONS,
  MAX_PROPERTY_VALUE_LENGTH as MAX_VALUE,
} from './limits.js';
import { codePointLength, isPropertyName, jsonStringBytes } from './text-measure.js';
import type { AuthorizationDetailsRule, AuthorizationDetailsViolation } from './types.js';
import { checkVendorEntry } from './vendor-entry.js';
import { parseVendorType } from './vendor-type.js';
import { formatPath, showKey } from './violation-path.js';

/** Thrown inside the walk once enough violations are listed; never escapes. */
export const STOP = Symbol('stop');
/**
 * A parsed value is walked until its JSON passes this many bytes, then the walk stops (rule 1 is
 * broken anyway): work stays bounded by the input's size, whatever a proxy or a huge object or
 * a shared-reference graph claims to hold.
 */
export const WALK_BYTES = 2 * MAX_BYTES;
/** The JSON fields of a vendor-schema entry's shape (seed 2.2 A): not bound by rules 6 to 10. */
const VENDOR_ENTRY_FIELDS = new Set(['type', 'instruction']);
const VENDOR_PROPERTY_FIELDS = new Set([
  'display',
  'name',
  'display_order',
  'description',
  'value',
]);

/** What a walked container was: its JSON size and height (levels, itself included). */
export interface Walked {
  size: number;
  height: number;
  /** Walked as a vendor `properties` map: rules 6, 7 and 10 were not applied to its keys. */
  exempt: boolean;
}
export const IN_PROGRESS: Walked = { size: 0, height: 0, exempt: false };

export class Walk {
  readonly errors: AuthorizationDetailsViolation[] = [];
  readonly path: (string | number)[] = [];
  truncated = false;
  /** Bytes of JSON counted so far (parsed input only). */
  bytes = 0;

  /**
   * `measure`: the input was already parsed, so rule 1 needs its JSON size and rule 2 its types;
   * `seen` then tracks containers to find cycles and to re-check shared ones where it matters.
   */
  constructor(
    readonly measure: boolean,
    readonly seen: Map<object, Walked> | null,
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

  add(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > WALK_BYTES) {
      this.path.length = 0;
      this.report(1, sizeMessage(Number.POSITIVE_INFINITY));
      throw STOP;
    }
  }

  /** Checks any value at `depth` (its container's level); returns its height in levels. */
  value(value: unknown, depth: number, exemptString = false): number {
    switch (typeof value) {
      case 'string':
        if (!exemptString && value.length > MAX_VALUE && codePointLength(value) > MAX_VALUE)
          this.report(
            8,
            `value has ${codePointLength(value)} characters; the limit is ${MAX_VALUE}`,
          );
        if (this.measure) this.add(jsonStringBytes(value));
        return 0;
      case 'number':
        if (!Number.isFinite(value)) this.report(2, `${value} is not a JSON number`);
        if (this.measure) this.add(String(value).length);
        return 0;
      case 'boolean':
        if (this.measure) this.add(value ? 4 : 5);
        return 0;
      case 'object':
        if (value === null) {
          if (this.measure) this.add(4);
          return 0;
        }
        return this.container(value, depth + 1, false);
      default:
        this.report(2, `a ${typeof value} is not a JSON value`);
        return 0;
    }
  }

  /**
   * A container at level `depth`. A shared one is walked once; meeting it again deeper
   * re-checks rule 9 with its height, and meeting it outside a vendor `properties` map after
   * being walked as one walks it again with every rule.
   */
  container(value: object, depth: number, exempt: boolean): number {
    const known = this.seen?.get(value);
    if (known === IN_PROGRESS) {
      this.report(2, 'the value refers to itself (a cycle cannot be JSON)');
      return 0;
    }
    if (known && (exempt || !known.exempt)) {
      this.add(known.size);
      if (depth + known.height - 1 > MAX_DEPTH) this.tooDeep(depth + known.height - 1);
      return known.height;
    }
    if (depth > MAX_DEPTH) {
      this.tooDeep(depth);
      return 1;
    }
    this.seen?.set(value, IN_PROGRESS);
    const before = this.bytes;
    // (A walk that throws ends the whole validation: nothing to clean up.)
    const height =
      1 + (Array.isArray(value) ? this.array(value, depth) : this.object(value, depth, exempt));
    this.seen?.set(value, { size: this.bytes - before, height, exempt });
    return height;
  }

  tooDeep(depth: number): void {
    this.report(9, `nested ${depth} levels deep; the limit is ${MAX_DEPTH} (the entry is level 1)`);
  }

  array(value: unknown[], depth: number): number {
    if (this.measure) {
      if (Object.getPrototypeOf(value) !== Array.prototype)
        this.report(2, 'an array of a subclass (or a proxy) is not a JSON value');
      // Every item takes at least 2 bytes ("1,"): a longer array cannot fit the walk's budget.
      if (value.length > WALK_BYTES / 2) this.add(value.length * 2);
      this.add(value.length > 1 ? value.length + 1 : 2);
    }
    let height = 0;
    for (let i = 0; i < value.length; i++) {
      this.path.push(i);
      height = Math.max(height, this.value(value[i], depth));
      this.path.pop();
    }
    return height;
  }

  object(value: object, depth: number, exempt: boolean): number {
    const record = value as Record<string, unknown>;
    const keys = this.measure ? this.ownKeys(value) : Object.keys(record);
    if (!exempt && keys.length > MAX_PROPS)
      this.report(6, `object has ${keys.length} properties; the limit is ${MAX_PROPS}`);
    let height = 0;
    for (const key of keys) {
      if (!exempt) this.name(key);
      if (this.measure) this.add(jsonStringBytes(key) + 1);
      this.path.push(key);
      const item = record[key];
      height = Math.max(
        height,
        exempt && isPlainObject(item)
          ? this.vendorProperty(item, depth + 1)
          : this.value(item, depth),
      );
      this.path.pop();
    }
    return height;
  }

  /** One property object of a vendor `properties` map: its shape fields skip rule 8. */
  vendorProperty(value: Record<string, unknown>, depth: number): number {
    return this.shaped(value, depth, VENDOR_PROPERTY_FIELDS);
  }

  /**
   * An object whose `fields` are a vendor shape's own (their strings skip rule 8, a `properties`
   * map skips rules 6, 7 and 10 for its keys); anything else it holds meets every rule.
   */
  shaped(value: Record<string, unknown>, depth: number, fields: ReadonlySet<string>): number {
    const known = this.seen?.get(value);
    if (known) return this.container(value, depth, false); // shared or cyclic: every rule
    this.seen?.set(value, IN_PROGRESS);
    const before = this.bytes;
    let height = 0;
    {
      const keys = this.measure ? this.ownKeys(value) : Object.keys(value);
      if (keys.length > MAX_PROPS)
        this.report(6, `object has ${keys.length} properties; the limit is ${MAX_PROPS}`);
      for (const key of keys) {
        this.name(key);
        if (this.measure) this.add(jsonStringBytes(key) + 1);
        this.path.push(key);
        const item = value[key];
        const inner =
          key === 'properties' && fields === VENDOR_ENTRY_FIELDS && isPlainObject(item)
            ? this.container(item, depth + 1, true)
            : this.value(item, depth, fields.has(key));
        height = Math.max(height, inner);
        this.path.pop();
      }
    }
    this.seen?.set(value, { size: this.bytes - before, height: height + 1, exempt: true });
    return height + 1;
  }

  /** `Object.keys` of a parsed object, with the same checks and budget as `object`. */
  ownKeys(value: object): string[] {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      this.report(2, `a ${proto?.constructor?.name ?? 'non-plain'} object is not a JSON value`);
    // Own keys first: one trap call on a proxy, bounded before anything is read per key.
    const own = Reflect.ownKeys(value);
    if (own.length > WALK_BYTES / 4) this.add(own.length * 4); // `"":0,` at the least
    const keys = Object.keys(value);
    if (own.length !== keys.length) {
      for (const key of own)
        if (typeof key === 'symbol') this.report(2, 'a symbol-keyed property is not JSON data');
    }
    this.add(keys.length > 1 ? keys.length + 1 : 2);
    return keys;
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

  entry(value: unknown, index: number, registered: (type: string) => boolean): void {
    this.path.push(index);
    try {
      if (!isPlainObject(value)) {
        this.report(3, `every entry must be an object, not ${describe(value)}`);
        this.value(value, 0);
        return;
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
      if (!vendor) {
        this.container(value, 1, false);
        return;
      }
      checkVendorEntry(value, vendor, (at, message) => {
        const depth = this.path.length;
        this.path.push(...at);
        this.report('vendor-schema', message);
        this.path.length = depth;
      });
      this.shaped(value, 1, VENDOR_ENTRY_FIELDS);
    } finally {
      this.path.length = 0;
    }
  }
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

export function sizeMessage(bytes: number): string {
  const size = Number.isFinite(bytes) ? `${bytes} bytes` : `more than ${MAX_BYTES} bytes`;
  return `authorization_details is ${size}; the limit is 5 Kb (${MAX_BYTES} bytes)`;
}
