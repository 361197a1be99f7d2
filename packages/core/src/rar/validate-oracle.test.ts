// The validator against an oracle written here, independently of it and as plainly as possible
// (JSON.stringify for sizes, recursion for the rest): on random entries, vendor-schema ones
// included, and on values JSON cannot hold, both must say the same "valid" or "invalid".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAuthorizationDetails } from './validate-authorization-details.js';

const REGISTERED = ['payment', 'account', 'urn:acme:schemas:authorization-details:v1:kyc'];
const VENDOR =
  /^urn:[A-Za-z0-9][A-Za-z0-9-]*:schemas:authorization-details:(v[0-9]+):[A-Za-z0-9_.-]+$/;

// ---- the oracle -------------------------------------------------------------------------------

const chars = (s: string) => [...s].length;
const bytes = (s: string) => new TextEncoder().encode(s).length;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rule 2 for a parsed value: exactly what JSON can hold, nothing JSON.stringify would drop. */
function isJsonData(value: unknown, ancestors: unknown[] = []): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (ancestors.includes(value)) return false;
  const inner = [...ancestors, value];
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || !isJsonData(value[i], inner)) return false;
    }
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  return Object.values(value).every((v) => isJsonData(v, inner));
}

function vendorShapeOk(entry: Record<string, unknown>, version: string): boolean {
  if (version !== 'v1' || typeof entry.instruction !== 'string') return false;
  if (!isRecord(entry.properties)) return false;
  for (const prop of Object.values(entry.properties)) {
    if (!isRecord(prop) || typeof prop.display !== 'boolean') return false;
    if (prop.display && typeof prop.name !== 'string') return false;
    const order = prop.display_order;
    if (order !== undefined || prop.display) {
      const digits = typeof order === 'string' && /^[0-9]{1,15}$/.test(order);
      const integer = typeof order === 'number' && Number.isSafeInteger(order) && order >= 0;
      if (!digits && !integer) return false;
    }
    if ('description' in prop && typeof prop.description !== 'string') return false;
    const v = prop.value;
    if (!(typeof v === 'string' || typeof v === 'boolean' || Number.isFinite(v))) return false;
  }
  return true;
}

type Role = 'plain' | 'vendor-entry' | 'vendor-map' | 'vendor-property';
const SHAPE_STRINGS: Record<Role, string[]> = {
  plain: [],
  'vendor-entry': ['type', 'instruction'],
  'vendor-map': [],
  'vendor-property': ['display', 'name', 'display_order', 'description', 'value'],
};

/**
 * Rules 6 to 10 for `value` at `level` (entry = 1, each object or array one deeper). In a
 * vendor-schema entry the shape's own strings skip rule 8 and the `properties` map's own keys
 * skip rules 6, 7 and 10; everything else meets every rule.
 */
function limitsOk(value: unknown, level: number, role: Role = 'plain'): boolean {
  if (typeof value === 'string') return chars(value) <= 255;
  if (typeof value !== 'object' || value === null) return true;
  if (level > 5) return false;
  if (Array.isArray(value)) return value.every((v) => limitsOk(v, level + 1));
  const keys = Object.keys(value);
  const map = role === 'vendor-map';
  if (!map && keys.length > 10) return false;
  for (const key of keys) {
    if (!map && (chars(key) > 255 || !/^[A-Za-z0-9_.-]*$/.test(key))) return false;
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && SHAPE_STRINGS[role].includes(key)) continue;
    const inner: Role =
      map && isRecord(v)
        ? 'vendor-property'
        : role === 'vendor-entry' && key === 'properties' && isRecord(v)
          ? 'vendor-map'
          : 'plain';
    if (!limitsOk(v, level + 1, inner)) return false;
  }
  return true;
}

function oracle(input: unknown): boolean {
  let value = input;
  if (typeof input === 'string') {
    if (bytes(input) > 5120) return false;
    try {
      value = JSON.parse(input);
    } catch {
      return false;
    }
  } else {
    if (!isJsonData(value)) return false;
    if (bytes(JSON.stringify(value)) > 5120) return false;
  }
  if (!Array.isArray(value) || value.length > 5) return false;
  for (const entry of value) {
    if (!isRecord(entry)) return false;
    const type = Object.hasOwn(entry, 'type') ? entry.type : undefined;
    if (typeof type !== 'string' || !REGISTERED.includes(type)) return false;
    const vendor = type.length <= 1024 ? VENDOR.exec(type) : null;
    if (vendor) {
      if (!vendorShapeOk(entry, vendor[1] as string)) return false;
      if (!limitsOk(entry, 1, 'vendor-entry')) return false;
    } else if (!limitsOk(entry, 1)) return false;
  }
  return true;
}

// ---- generators -------------------------------------------------------------------------------

const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'amount', 'x.y', 'k-1', '_', '') },
  { weight: 1, arbitrary: fc.constantFrom('bad!', 'with space', 'é', 'k'.repeat(256)) },
);
const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('s'.repeat(255), 's'.repeat(256), '€'.repeat(256)) },
);
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 3 }),
    fc.dictionary(key, tie('json'), { maxKeys: 4 }),
  ),
}));
const bigObject = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 4 }).map((k) => k.replace(/[^a-z]/gi, 'q')),
  fc.integer(),
  { minKeys: 9, maxKeys: 13 },
);
const plainEntry = fc
  .record({
    type: fc.constantFrom('payment', 'account', 'unregistered'),
    extra: fc.dictionary(key, fc.oneof(json, bigObject), { maxKeys: 4 }),
  })
  .map(({ type, extra }) => ({ ...extra, type }));
const vendorProp = fc.record(
  {
    display: fc.oneof(fc.boolean(), fc.constant('yes')),
    name: text,
    display_order: fc.oneof(fc.nat(9), fc.constantFrom('1', '-1', 'x')),
    description: fc.oneof(text, fc.constant(3)),
    value: fc.oneof(text, fc.integer(), fc.boolean(), json),
    other: json,
  },
  { requiredKeys: ['display', 'value'] },
);
const vendorEntry = fc.record(
  {
    type: fc.constantFrom(
      'urn:acme:schemas:authorization-details:v1:kyc',
      'urn:acme:schemas:authorization-details:v2:kyc',
    ),
    instruction: fc.oneof(text, fc.constant('i'.repeat(300))),
    properties: fc.dictionary(
      fc.oneof(key, fc.constant('Full Name')),
      fc.oneof({ weight: 5, arbitrary: vendorProp }, { weight: 1, arbitrary: json }),
      { maxKeys: 12 },
    ),
    extra: json,
    'bad key!': json,
  },
  { requiredKeys: ['type', 'instruction', 'properties'] },
);
const details = fc.array(fc.oneof(plainEntry, vendorEntry, json), { maxLength: 6 });

/** Values JSON cannot hold, and shared references, placed somewhere inside a value. */
const hostile = fc.constantFrom<(() => unknown)[]>(
  () => undefined,
  () => () => 1,
  () => Symbol('s'),
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => new Date(0),
  () => new Map(),
  () => Object.assign(Object.create({ inherited: 1 }), { a: 1 }),
  () => ({ [Symbol('k')]: 1, a: 1 }),
  () => Object.assign([1], { 2: 3 }), // a hole at index 1
  () => 10n,
);

function containers(value: unknown, out: object[] = []): object[] {
  if (typeof value === 'object' && value !== null && out.length < 50) {
    out.push(value);
    for (const v of Object.values(value)) containers(v, out);
  }
  return out;
}

/** Puts `make()` (or a reference to another container: a cycle or a shared object) inside. */
function inject(value: unknown[], pick: number, make: () => unknown, mode: number): void {
  const all = containers(value);
  const target = all[pick % all.length] as Record<string, unknown>;
  const other = all[(pick * 7 + 3) % all.length];
  const item = mode === 0 ? make() : other;
  if (Array.isArray(target)) target.push(item);
  else target.z = item;
}

const validate = (input: unknown) =>
  validateAuthorizationDetails(input, { registeredTypes: REGISTERED }).valid;

describe('validateAuthorizationDetails agrees with an independent oracle of the ten rules', () => {
  it('on random entries (plain and vendor-schema), as text and parsed: 0 disagreements', () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(details, (value) => {
        const expected = oracle(value);
        expect(validate(value)).toBe(expected);
        expect(validate(JSON.stringify(value))).toBe(oracle(JSON.stringify(value)));
        if (expected) valid++;
        else invalid++;
      }),
      { numRuns: 800 },
    );
    // Both verdicts must be common, or the comparison would say little.
    expect(valid).toBeGreaterThan(100);
    expect(invalid).toBeGreaterThan(100);
  }, 60_000); // generous bounds for a loaded machine, not speed checks

  it('on values holding non-JSON data, cycles and shared references: 0 disagreements', () => {
    fc.assert(
      fc.property(
        details,
        fc.nat(),
        hostile,
        fc.integer({ min: 0, max: 2 }),
        (value, pick, make, mode) => {
          inject(value, pick, make, mode);
          expect(validate(value)).toBe(oracle(value));
        },
      ),
      { numRuns: 800 },
    );
  }, 60_000);
});
