import { describe, expect, test } from 'vitest';
import { lazy } from '../src/validation/lazy.js';

describe('lazy', () => {
  test('builds on first use only, once, and hands back the same value', () => {
    let builds = 0;
    const schema = lazy(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    const first = schema();
    expect(first).toEqual({ built: 1 });
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
  });

  test('a builder that throws is retried on the next use', () => {
    let calls = 0;
    const value = lazy(() => {
      calls++;
      if (calls === 1) throw new Error('not yet');
      return calls;
    });
    expect(() => value()).toThrow('not yet');
    expect(value()).toBe(2);
    expect(value()).toBe(2);
  });
});
