import { describe, expect, it } from 'vitest';
import { userProfile } from '../../test-fixtures/contexts.js';
import { VENDOR_ENTRIES_SKIP_RULES } from './limits.js';
import { validateAuthorizationDetails } from './validate-authorization-details.js';
import { parseVendorType } from './vendor-type.js';

const type = userProfile.type;
const validate = (input: unknown, registeredTypes: string[] = [type]) =>
  validateAuthorizationDetails(input, { registeredTypes });
const errors = (input: unknown) => {
  const result = validate(input);
  return result.valid ? [] : result.errors.map((e) => [e.rule, e.path, e.message]);
};

describe('parseVendorType', () => {
  it('splits the vendor URN into vendor, version and custom value', () => {
    expect(parseVendorType(type)).toEqual({
      vendor: 'auth0',
      version: 'v1',
      customValue: 'user-profile',
    });
    expect(parseVendorType('urn:acme:schemas:authorization-details:v2:kyc')).toEqual({
      vendor: 'acme',
      version: 'v2',
      customValue: 'kyc',
    });
  });
  it('returns null for anything else', () => {
    for (const other of [
      'money_transfer',
      'urn:auth0:schemas:authorization-details:v1:',
      'urn:auth0:schemas:other:v1:x',
      'urn::schemas:authorization-details:v1:x',
      42,
      null,
      undefined,
    ])
      expect(parseVendorType(other)).toBeNull();
  });
});

describe('vendor-schema entries (seed 2.2 A)', () => {
  it('accepts the seed shape, as text and parsed', () => {
    expect(validate([userProfile]).valid).toBe(true);
    expect(validate(JSON.stringify([userProfile])).valid).toBe(true);
  });
  it('still needs a registered type (rule 5)', () => {
    expect(validateAuthorizationDetails([userProfile], { registeredTypes: [] })).toMatchObject({
      valid: false,
      errors: [{ rule: 5, path: '[0].type' }],
    });
  });
  it('skips exactly the rules VENDOR_ENTRIES_SKIP_RULES names, which bind the same data in other types', () => {
    // Breaks rules 6 (12 properties), 7 (a 256-character name), 8 (a 300-character value),
    // 9 (nesting past 5 levels) and 10 (a space in a name).
    const properties: Record<string, unknown> = {
      ['n'.repeat(256)]: { display: false, value: 1 },
      'with space': { display: false, value: 'v'.repeat(300) },
    };
    for (let i = 0; i < 10; i++) properties[`p${i}`] = { display: false, value: i };
    const deep = { a: { b: { c: { d: { e: 'x' } } } } };
    const rules = (input: unknown[], registered: string[]) => {
      const result = validateAuthorizationDetails(input, { registeredTypes: registered });
      return new Set(result.valid ? [] : result.errors.map((e) => e.rule));
    };
    const plain = rules([{ type: 'profile', properties, deep }], ['profile']);
    expect([...plain].sort((a, b) => Number(a) - Number(b))).toEqual([
      ...VENDOR_ENTRIES_SKIP_RULES,
    ]);
    const vendor = rules([{ type, instruction: 'Share', properties }], [type]);
    expect(VENDOR_ENTRIES_SKIP_RULES.filter((rule) => vendor.has(rule))).toEqual([]);
  });

  it('is not bound by rules 6 to 10 (they hold for other types only)', () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 12; i++) properties[`claim ${i}`] = { display: false, value: i };
    expect(validate([{ type, instruction: 'i'.repeat(300), properties }]).valid).toBe(true);
  });
  it('reports every shape violation with its path', () => {
    expect(errors([{ type }])).toEqual([
      ['vendor-schema', '[0].instruction', 'a vendor-schema entry needs an "instruction" string'],
      ['vendor-schema', '[0].properties', 'a vendor-schema entry needs a "properties" object'],
    ]);
    const bad = {
      type,
      instruction: 'Share',
      properties: {
        a: { display: 'yes', value: 1 },
        b: { display: true, value: 'x' },
        c: { display: true, name: 'C', display_order: 'first', value: { nested: 1 } },
        d: { display: false, description: 3, value: null },
        e: 'not an object',
      },
    };
    expect(errors([bad])).toEqual([
      ['vendor-schema', '[0].properties.a.display', '"display" must be true or false'],
      ['vendor-schema', '[0].properties.b.name', 'a displayed property needs a "name" string'],
      [
        'vendor-schema',
        '[0].properties.b.display_order',
        '"display_order" must be a non-negative integer (or its digits)',
      ],
      [
        'vendor-schema',
        '[0].properties.c.display_order',
        '"display_order" must be a non-negative integer (or its digits)',
      ],
      [
        'vendor-schema',
        '[0].properties.c.value',
        '"value" must be a string, a number or a boolean',
      ],
      ['vendor-schema', '[0].properties.d.description', '"description" must be a string'],
      [
        'vendor-schema',
        '[0].properties.d.value',
        '"value" must be a string, a number or a boolean',
      ],
      ['vendor-schema', '[0].properties.e', 'a property must be an object'],
    ]);
  });
  it('accepts display_order as an integer and every value kind', () => {
    const properties = {
      s: { display: true, name: 'S', display_order: 1, value: 's' },
      n: { display: true, name: 'N', display_order: '2', value: 2.5 },
      b: { display: true, name: 'B', display_order: '3', value: false },
    };
    expect(validate([{ type, instruction: 'ok', properties }]).valid).toBe(true);
  });
  it('rejects a version other than v1', () => {
    const v2 = 'urn:auth0:schemas:authorization-details:v2:user-profile';
    const result = validate([{ ...userProfile, type: v2 }], [v2]);
    expect(result).toMatchObject({
      valid: false,
      errors: [{ rule: 'vendor-schema', path: '[0].type' }],
    });
  });
  it('mixes with other types in one request', () => {
    const result = validateAuthorizationDetails([userProfile, { type: 'payment', amount: 3 }], {
      registeredTypes: [type, 'payment'],
    });
    expect(result.valid).toBe(true);
  });

  it('holds everything outside its own shape to every rule (issue 15)', () => {
    const shape = { type, instruction: 'Share', properties: { a: { display: false, value: 1 } } };
    const ruleSet = (extra: Record<string, unknown>) => {
      const result = validate([{ ...shape, ...extra }]);
      return result.valid ? [] : [...new Set(result.errors.map((e) => e.rule))];
    };
    let deep: unknown = 'x';
    for (let i = 0; i < 7; i++) deep = { d: deep };
    expect(ruleSet({ deep })).toContain(9);
    expect(ruleSet({ big: ['v'.repeat(250)].concat(Array(25).fill('w'.repeat(250))) })).toContain(
      1,
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(ruleSet({ cyclic })).toContain(2);
    expect(ruleSet({ fn: () => 1 })).toContain(2);
    expect(ruleSet({ 'bad!': 1 })).toContain(10);
    expect(ruleSet({ long: 'l'.repeat(300) })).toContain(8);
    // Inside a property object too, past its shape fields.
    const props = { a: { display: false, value: 1, 'x y': { z: 'l'.repeat(300) } } };
    expect(validate([{ ...shape, properties: props }])).toMatchObject({
      valid: false,
      errors: [
        { rule: 10, path: '[0].properties.a["x y"]' },
        { rule: 8, path: '[0].properties.a["x y"].z' },
      ],
    });
  });

  it('checks a shared object wherever it appears', () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 12; i++) properties[`claim ${i}`] = { display: false, value: i };
    // The exempt properties map, reused as an ordinary field, meets rules 6 and 10 there.
    const result = validate([{ type, instruction: 'i', properties, copy: properties }]);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(new Set(result.errors.map((e) => e.path))).toContain('[0].copy');
    // An object within the depth limit where first met, too deep where met again.
    const leaf = { a: { b: { c: 1 } } };
    const again = validate([{ type: 'x', shallow: leaf, d: { e: { f: leaf } } }], ['x']);
    expect(again).toMatchObject({ valid: false, errors: [{ rule: 9, path: '[0].d.e.f' }] });
  });

  it('stops at the first budget check on a proxy or object with huge key lists', () => {
    // The engine itself lists a proxy's keys once (its trap's array); after that the walk reads
    // no property of it: count the trap calls (not a timing assertion).
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${i}`);
    let reads = 0;
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => keys,
        getOwnPropertyDescriptor: () => {
          reads++;
          return { enumerable: true, configurable: true, value: 1 };
        },
        get: () => {
          reads++;
          return 1;
        },
      },
    );
    const plain = Object.fromEntries(keys.map((k) => [k, 1]));
    for (const huge of [proxy, plain]) {
      const result = validate([{ type, instruction: 'i', properties: {}, huge }]);
      expect(result).toMatchObject({
        valid: false,
        errors: [{ rule: 1, message: expect.stringMatching(/more than 5120 bytes/) }],
      });
    }
    expect(reads).toBe(0);
  });
});
