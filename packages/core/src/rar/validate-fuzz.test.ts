// Hostile input of every kind must give a result, never an exception or a hang.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAuthorizationDetails } from './validate-authorization-details.js';

const registeredTypes = ['money_transfer', 'a', '__proto__', 'constructor'];
const validate = (input: unknown) => validateAuthorizationDetails(input, { registeredTypes });

function expectResult(input: unknown) {
  const result = validate(input);
  expect(typeof result.valid).toBe('boolean');
  if (!result.valid) {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(typeof error.path).toBe('string');
      expect(typeof error.message).toBe('string');
    }
  }
  return result;
}

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'type'),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

// 600 random values each: under a second alone, but one slow draw in a loaded whole-suite run
// passed the default 5 s (2026-11-27, load 14).
describe('validateAuthorizationDetails never throws', { timeout: 20_000 }, () => {
  it('on any JSON text and any string', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 12 }), (text) => void expectResult(text)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => void expectResult(text)),
      { numRuns: 300 },
    );
  });
  it('on any JS value, including ones JSON cannot hold', () => {
    const anything = fc.anything({
      key: hostileKey,
      maxDepth: 8,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, (value) => void expectResult(value)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(anything, { maxLength: 8 }), (value) => void expectResult(value)),
      { numRuns: 300 },
    );
  });
  it('on entries made of hostile keys, agreeing between text and parsed forms', () => {
    const entry = fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 7 }), { maxKeys: 14 });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 7 }), (entries) => {
        const text = JSON.stringify(entries);
        const fromText = expectResult(text);
        const parsed = expectResult(JSON.parse(text));
        expect(parsed.valid).toBe(fromText.valid);
      }),
      { numRuns: 300 },
    );
  }, 30_000); // a bound for a loaded machine, not a speed check
  it('on cycles, shared references, deep nesting and huge strings', () => {
    const cyclic: Record<string, unknown> = { type: 'a' };
    cyclic.self = cyclic;
    const list: unknown[] = [];
    list.push(list);
    expectResult([cyclic]);
    expectResult(list);
    // A shared-reference graph that would be 100^6 nodes if walked as a tree.
    let shared: unknown = { leaf: 1 };
    for (let i = 0; i < 6; i++)
      shared = Object.fromEntries(Array.from({ length: 100 }, (_, k) => [`k${k}`, shared]));
    expect(expectResult([{ type: 'a', shared }]).valid).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expectResult(deep);
    expectResult([{ type: 'a', deep }]);
    const deepText = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expectResult(deepText);
    expectResult(`[{"type":"a","s":"${'x'.repeat(2_000_000)}"}]`);
    expectResult([{ type: 'a', [`k${'y'.repeat(1_000_000)}`]: 'x'.repeat(1_000_000) }]);
    expectResult(JSON.stringify([{ type: 'a', __proto__: { polluted: true } }]));
    expectResult('[{"type":"a","__proto__":{"x":1},"constructor":{"prototype":{}}}]');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('on getters and proxies that throw, and on bad options', () => {
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    const getter = Object.defineProperty({ type: 'a' }, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const revocable = Proxy.revocable([], {});
    revocable.revoke();
    for (const value of [[trap], [getter], revocable.proxy, [revocable.proxy]])
      expect(expectResult(value).valid).toBe(false);
    expect(validateAuthorizationDetails('[]', undefined as never).valid).toBe(true);
    expect(
      validateAuthorizationDetails([{ type: 'a' }], { registeredTypes: 5 as never }).valid,
    ).toBe(false);
  });
});
