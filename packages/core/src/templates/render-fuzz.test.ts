// Whatever an app sends as authorization_details, rendering gives a string (never a TypeError).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customizedConsentContext } from '../../test-fixtures/contexts.js';
import { toConsentView } from '../rar/consent-view.js';
import { compileTemplate, renderPartial, TemplateError } from './index.js';

const SEED_FORM =
  '{{transaction.params.authorization_details[0].type}} {{#each transaction.params.authorization_details}}{{@index}}{{#each this}}{{@key}}={{this}}{{formatAmount amount currency}}{{/each}}{{/each}}';

describe('rendering hostile authorization_details', () => {
  it('never throws for any value, in the default template and the seed form', () => {
    const anything = fc.anything({
      key: fc.oneof(
        fc.string(),
        fc.constantFrom('__proto__', 'constructor', 'toString', 'type', 'toHTML'),
      ),
      maxDepth: 5,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withSparseArray: true,
      withBoxedValues: true,
    });
    fc.assert(
      fc.property(fc.oneof(fc.array(anything, { maxLength: 6 }), anything), (details) => {
        const ctx = customizedConsentContext();
        ctx.screen.data = { authorization_details: details as never, scopes: details as never };
        expect(typeof renderPartial(ctx)).toBe('string');
        expect(typeof renderPartial(ctx, SEED_FORM)).toBe('string');
        expect(() => toConsentView(details)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('compiling arbitrary template sources', () => {
  it('either compiles or throws a TemplateError with a position', () => {
    const pieces = fc.constantFrom(
      '{{',
      '}}',
      '{{{',
      '}}}',
      '{{#each a}}',
      '{{/each}}',
      '{{#if a}}',
      '{{else}}',
      '{{/if}}',
      '{{a[0]}}',
      '[1]',
      '"',
      "'",
      '<a href="',
      '<script>',
      '</script>',
      '<!--',
      '-->',
      '{{!',
      '{{>',
      '{{&',
      '~',
      '\n',
      '@index',
      'a.b',
      '(',
      ')',
      ' ',
      'x',
      '=',
      '<p title="',
      '>',
      '{{default a "x"}}',
      '{{{{raw}}}}',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (parts) => {
        const source = parts.join('');
        try {
          const template = compileTemplate(source, { cache: false });
          expect(typeof template({ a: [{ b: '<x>' }] })).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateError);
          const { line, column } = error as TemplateError;
          expect(line).toBeGreaterThanOrEqual(1);
          expect(column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });
});
