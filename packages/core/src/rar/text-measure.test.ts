import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_NAME_PATTERN } from './limits.js';
import {
  codePointLength,
  isPropertyName,
  jsonStringBytes,
  utf8Length,
  utf8LengthUpTo,
} from './text-measure.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
);

describe('text measures agree with the platform', () => {
  it('utf8Length and utf8LengthUpTo count what TextEncoder writes', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(utf8Length(s)).toBe(bytes(s));
        const limit = 16;
        // Exact up to the buffer (limit + 4 bytes), Infinity beyond it.
        expect(utf8LengthUpTo(s, limit)).toBe(
          bytes(s) <= limit + 4 ? bytes(s) : Number.POSITIVE_INFINITY,
        );
      }),
      { numRuns: 500 },
    );
  });
  it('jsonStringBytes is the UTF-8 size of JSON.stringify', () => {
    fc.assert(
      fc.property(anyText, (s) => void expect(jsonStringBytes(s)).toBe(bytes(JSON.stringify(s)))),
      {
        numRuns: 500,
      },
    );
  });
  it('codePointLength counts code points', () => {
    fc.assert(
      fc.property(anyText, (s) => void expect(codePointLength(s)).toBe([...s].length)),
      { numRuns: 500 },
    );
  });
  it('isPropertyName is exactly PROPERTY_NAME_PATTERN', () => {
    const names = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...'aZ09_.-$ é/:'.split('')) }),
    );
    fc.assert(
      fc.property(names, (s) => void expect(isPropertyName(s)).toBe(PROPERTY_NAME_PATTERN.test(s))),
      {
        numRuns: 1000,
      },
    );
  });
});
