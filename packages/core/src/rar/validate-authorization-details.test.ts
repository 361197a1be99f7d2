import { describe, expect, it } from 'vitest';
import { moneyTransfer, userProfile } from '../../test-fixtures/contexts.js';
import {
  MAX_AUTHORIZATION_DETAILS_BYTES,
  MAX_NESTING_DEPTH,
  MAX_REPORTED_VIOLATIONS,
} from './limits.js';
import type { AuthorizationDetailsResult } from './types.js';
import { validateAuthorizationDetails } from './validate-authorization-details.js';

const registeredTypes = ['money_transfer', 'payment', userProfile.type];
const validate = (input: unknown) => validateAuthorizationDetails(input, { registeredTypes });

function errorsOf(result: AuthorizationDetailsResult) {
  return result.valid ? [] : result.errors;
}
function rules(result: AuthorizationDetailsResult) {
  return errorsOf(result).map((e) => e.rule);
}
/** Both forms of input must agree: the request parameter as sent, and parsed. */
function both(value: unknown) {
  const fromText = validate(JSON.stringify(value));
  const parsed = validate(value);
  expect(rules(parsed)).toEqual(rules(fromText));
  return fromText;
}

describe('validateAuthorizationDetails: valid input', () => {
  it('accepts the seed money_transfer entry as text and parsed, returning the details', () => {
    const text = validate(JSON.stringify([moneyTransfer]));
    expect(text).toEqual({ valid: true, details: [moneyTransfer] });
    const parsed = validate([moneyTransfer]);
    expect(parsed.valid && parsed.details[0]).toBe(moneyTransfer);
  });
  it("accepts the resource server's own [{ type }] list", () => {
    const registered = [{ type: 'money_transfer' }];
    expect(
      validateAuthorizationDetails([moneyTransfer], { registeredTypes: registered }).valid,
    ).toBe(true);
    expect(
      validateAuthorizationDetails([{ type: 'other' }], { registeredTypes: registered }).valid,
    ).toBe(false);
  });
  it('accepts a Set of registered types', () => {
    const result = validateAuthorizationDetails([moneyTransfer], {
      registeredTypes: new Set(['money_transfer']),
    });
    expect(result.valid).toBe(true);
  });
});

describe('rule 1: total size at most 5 Kb (5120 bytes of UTF-8 JSON)', () => {
  // One entry whose JSON is exactly `bytes` long: pad a property with 2-byte characters.
  function ofSize(bytes: number) {
    const base = JSON.stringify([{ type: 'payment' }]).length; // [{"type":"payment"}]
    const entry: Record<string, string> = { type: 'payment' };
    let left = bytes - base;
    let i = 0;
    while (left > 0) {
      const key = `p${i++}`;
      const overhead = key.length + 6; // ,"pN":"" around the value
      const room = Math.min(left - overhead, 200);
      entry[key] = 'é'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2);
      left -= overhead + room;
    }
    return [entry];
  }
  it('accepts exactly 5120 bytes and rejects 5121', () => {
    const at = ofSize(MAX_AUTHORIZATION_DETAILS_BYTES);
    expect(new TextEncoder().encode(JSON.stringify(at)).length).toBe(5120);
    expect(rules(validate(JSON.stringify(at)))).not.toContain(1);
    expect(rules(validate(at))).not.toContain(1);
    const past = ofSize(MAX_AUTHORIZATION_DETAILS_BYTES + 1);
    expect(new TextEncoder().encode(JSON.stringify(past)).length).toBe(5121);
    expect(rules(validate(JSON.stringify(past)))).toContain(1);
    expect(rules(validate(past))).toContain(1);
  });
  it('counts UTF-8 bytes, not characters', () => {
    const entry = Object.fromEntries([
      ['type', 'payment'],
      ...Array.from({ length: 7 }, (_, i) => [`p${i}`, '€'.repeat(255)]),
    ]);
    const text = JSON.stringify([entry]);
    expect(text.length).toBeLessThan(5120);
    expect(errorsOf(validate(text))[0]).toMatchObject({ rule: 1, path: '' });
    expect(errorsOf(validate(text))[0]?.message).toMatch(/5 Kb \(5120 bytes\)/);
  });
});

describe('rule 2: valid JSON', () => {
  it('rejects text that is not JSON, saying so', () => {
    const result = validate('[{"type": "payment",}]');
    expect(errorsOf(result)).toEqual([
      { rule: 2, path: '', message: expect.stringMatching(/not valid JSON/) },
    ]);
  });
  it('rejects parsed values JSON cannot hold, with their path', () => {
    const cyclic: Record<string, unknown> = { type: 'payment' };
    cyclic.self = cyclic;
    expect(errorsOf(validate([cyclic]))).toContainEqual(
      expect.objectContaining({ rule: 2, path: '[0].self' }),
    );
    expect(errorsOf(validate([{ type: 'payment', n: Number.NaN }]))[0]).toMatchObject({
      rule: 2,
      path: '[0].n',
    });
    expect(errorsOf(validate([{ type: 'payment', f: () => 1 }]))[0]).toMatchObject({
      rule: 2,
      path: '[0].f',
    });
    expect(errorsOf(validate([{ type: 'payment', d: new Date(0) }]))[0]).toMatchObject({
      rule: 2,
      path: '[0].d',
    });
    expect(errorsOf(validate([{ type: 'payment', b: 1n }]))[0]).toMatchObject({
      rule: 2,
      path: '[0].b',
    });
  });
});

describe('rule 3: an array of objects', () => {
  it('rejects a non-array and non-object entries', () => {
    expect(errorsOf(both({ type: 'payment' }))).toEqual([
      {
        rule: 3,
        path: '',
        message: 'authorization_details must be an array of objects, not a object',
      },
    ]);
    expect(
      errorsOf(both([{ type: 'payment' }, 'x', null, []])).map((e) => [e.rule, e.path]),
    ).toEqual([
      [3, '[1]'],
      [3, '[2]'],
      [3, '[3]'],
    ]);
  });
});

describe('rule 4: at most 5 entries', () => {
  const entries = (n: number) => Array.from({ length: n }, () => ({ type: 'payment' }));
  it('accepts 5 and rejects 6', () => {
    expect(both(entries(5)).valid).toBe(true);
    expect(errorsOf(both(entries(6)))).toEqual([
      { rule: 4, path: '', message: 'the array has 6 entries; the limit is 5' },
    ]);
  });
});

describe('rule 5: a registered type on every entry', () => {
  it('rejects missing, non-string and unregistered types, at the entry', () => {
    const result = both([{ amount: 1 }, { type: 7 }, { type: 'refund' }, { type: 'payment' }]);
    expect(errorsOf(result)).toEqual([
      { rule: 5, path: '[0].type', message: 'entry has no "type"' },
      { rule: 5, path: '[1].type', message: '"type" must be a string' },
      { rule: 5, path: '[2].type', message: 'type "refund" is not registered on the API' },
    ]);
  });
  it('does not take an inherited type', () => {
    const entry = Object.create({ type: 'payment' });
    expect(rules(validate([entry]))).toContain(5);
  });
});

describe('rule 6: at most 10 properties per object, nested ones included', () => {
  const props = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
  it('accepts 10 and rejects 11 on the entry', () => {
    expect(both([{ type: 'payment', ...props(9) }]).valid).toBe(true);
    expect(errorsOf(both([{ type: 'payment', ...props(10) }]))).toEqual([
      { rule: 6, path: '[0]', message: 'object has 11 properties; the limit is 10' },
    ]);
  });
  it('accepts 10 and rejects 11 on a nested object', () => {
    expect(both([{ type: 'payment', nested: props(10) }]).valid).toBe(true);
    expect(errorsOf(both([{ type: 'payment', nested: props(11) }]))[0]).toMatchObject({
      rule: 6,
      path: '[0].nested',
    });
  });
});

describe('rule 7: property names of at most 255 characters', () => {
  it('accepts 255 and rejects 256, at any depth', () => {
    const ok = 'k'.repeat(255);
    const long = 'k'.repeat(256);
    expect(both([{ type: 'payment', [ok]: 1, n: { [ok]: 1 } }]).valid).toBe(true);
    const result = both([{ type: 'payment', n: { [long]: 1 } }]);
    expect(errorsOf(result)).toHaveLength(1);
    expect(errorsOf(result)[0]).toMatchObject({
      rule: 7,
      message: 'property name has 256 characters; the limit is 255',
    });
    expect(errorsOf(result)[0]?.path).toMatch(/^\[0\]\.n\["k{64}…"\]$/);
  });
});

describe('rule 8: property values of at most 255 characters', () => {
  it('accepts 255 and rejects 256 in objects and arrays, counting code points', () => {
    expect(both([{ type: 'payment', s: 'v'.repeat(255), e: '😀'.repeat(255) }]).valid).toBe(true);
    const result = both([{ type: 'payment', s: 'v'.repeat(256), a: ['x', 'w'.repeat(256)] }]);
    expect(errorsOf(result)).toEqual([
      { rule: 8, path: '[0].s', message: 'value has 256 characters; the limit is 255' },
      { rule: 8, path: '[0].a[1]', message: 'value has 256 characters; the limit is 255' },
    ]);
  });
});

describe('rule 9: objects nested at most 5 levels deep (entry = level 1, arrays count)', () => {
  const nest = (levels: number): Record<string, unknown> => {
    let inner: Record<string, unknown> = { leaf: 1 };
    for (let i = 2; i < levels; i++) inner = { n: inner };
    return { type: 'payment', ...(levels > 1 ? { n: inner } : {}) };
  };
  it('accepts 5 levels and rejects 6', () => {
    expect(MAX_NESTING_DEPTH).toBe(5);
    expect(both([nest(5)]).valid).toBe(true);
    expect(errorsOf(both([nest(6)]))).toEqual([
      {
        rule: 9,
        path: '[0].n.n.n.n.n',
        message: 'nested 6 levels deep; the limit is 5 (the entry is level 1)',
      },
    ]);
  });
  it('counts arrays as levels', () => {
    expect(both([{ type: 'payment', a: [[[[1]]]] }]).valid).toBe(true);
    expect(errorsOf(both([{ type: 'payment', a: [[[[[1]]]]] }]))[0]).toMatchObject({
      rule: 9,
      path: '[0].a[0][0][0][0]',
    });
  });
});

describe('rule 10: property names only a-z A-Z 0-9 _ . -', () => {
  it('accepts every allowed character and rejects any other, at any depth', () => {
    expect(both([{ type: 'payment', 'aZ0_.-': 1, n: { 'x.y-z_9': 1 } }]).valid).toBe(true);
    const result = both([{ type: 'payment', 'a b': 1, n: { é: 1, '<x>': 2 } }]);
    expect(errorsOf(result).map((e) => [e.rule, e.path])).toEqual([
      [10, '[0]["a b"]'],
      [10, '[0].n["é"]'],
      [10, '[0].n["<x>"]'],
    ]);
  });
});

describe('every violation is reported', () => {
  it('lists violations of several rules in one pass', () => {
    const entries = [
      { type: 'nope', 'bad key': 'v'.repeat(300) },
      ...Array.from({ length: 5 }, () => ({ type: 'payment' })),
    ];
    expect(rules(both(entries)).sort()).toEqual([10, 4, 5, 8].sort());
  });
  it('lists every violation of an input within the size limit', () => {
    const text = `[${Array(2559).fill('1').join(',')}]`; // 5119 bytes, one rule-3 violation per entry
    const result = validate(text);
    expect(result.valid).toBe(false);
    expect('truncated' in result).toBe(false);
    expect(rules(result).filter((r) => r === 3)).toHaveLength(2559);
  });
  it('stops after MAX_REPORTED_VIOLATIONS and says the list is truncated', () => {
    const result = validate(new Array(4000)); // 4000 holes: one rule-2 violation each
    expect(result.valid).toBe(false);
    if (!result.valid) {
      expect(result.errors).toHaveLength(MAX_REPORTED_VIOLATIONS);
      expect(result.truncated).toBe(true);
    }
  });
  it('stops early, on rule 1, once a parsed value is far past the size limit', () => {
    expect(errorsOf(validate(new Array(1e6)))).toEqual([
      { rule: 4, path: '', message: 'the array has 1000000 entries; the limit is 5' },
      { rule: 1, path: '', message: expect.stringMatching(/more than 5120 bytes/) },
    ]);
  });
});
