// A template cannot hang the renderer or its compiler: nesting is bounded at compile time, loop
// iterations and output size at render time, each with a typed error.
import { describe, expect, it } from 'vitest';
import { MAX_RENDER_ITERATIONS, MAX_RENDER_OUTPUT } from './block-helpers.js';
import { MAX_NESTING_DEPTH } from './check-template.js';
import { compileTemplate } from './compile-template.js';
import { TemplateError } from './template-error.js';

function thrown(fn: () => unknown): TemplateError {
  try {
    fn();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

const nested = (open: string, close: string, n: number, body = 'x') =>
  open.repeat(n) + body + close.repeat(n);

describe('render limits', () => {
  it('refuses 150 nested #each and 600 nested #if at compile time, quickly', () => {
    for (const source of [
      nested('{{#each a}}', '{{/each}}', 150),
      nested('{{#if a}}', '{{/if}}', 600),
    ]) {
      const error = thrown(() => compileTemplate(source, { cache: false }));
      expect(error.code).toBe('template_too_complex');
      expect(error.message).toContain(String(MAX_NESTING_DEPTH));
    }
  });

  it('refuses deeply nested subexpressions', () => {
    const source = `{{${nested('default (', ')', MAX_NESTING_DEPTH + 2, 'a')}}}`;
    expect(thrown(() => compileTemplate(source, { cache: false })).code).toBe(
      'template_too_complex',
    );
  });

  it('still compiles nesting up to the limit, with {{^}} elses not counted as blocks', () => {
    const source = nested('{{#if a}}{{^}}', '{{/if}}', MAX_NESTING_DEPTH);
    expect(compileTemplate(source, { cache: false })({ a: false })).toBe('x');
  });

  it('stops a render that loops too often with template_limit_exceeded', () => {
    // With @index: Handlebars' general #each path.
    const t = compileTemplate(
      `{{#each a}}${nested('{{#each this}}', '{{/each}}', 11, '{{@index}}')}{{/each}}`,
      { cache: false },
    );
    const a: unknown[] = [];
    a.push(a, a, a, a, a); // every level iterates five times: 5^12 iterations
    const data = { a, x: 1 };
    const error = thrown(() => t(data));
    expect(error.code).toBe('template_limit_exceeded');
    expect(error.message).toContain(String(MAX_RENDER_ITERATIONS));
    // The same render with a plain loop body (the inlined #each) is stopped too.
    const plain = compileTemplate(nested('{{#each this}}', '{{/each}}', 12), { cache: false });
    expect(thrown(() => plain(a)).code).toBe('template_limit_exceeded');
  });

  it('stops a render whose output passes the size limit', () => {
    const t = compileTemplate(`{{#each a}}${'y'.repeat(5000)}{{/each}}`, { cache: false });
    const error = thrown(() => t({ a: Array.from({ length: 999 }, () => 1) }));
    expect(error.code).toBe('template_limit_exceeded');
    expect(error.message).toContain(String(MAX_RENDER_OUTPUT));
    const big = compileTemplate('{{v}}', { cache: false });
    expect(thrown(() => big({ v: 'z'.repeat(MAX_RENDER_OUTPUT + 1) })).code).toBe(
      'template_limit_exceeded',
    );
  });

  it('resets the budget for every render', () => {
    const t = compileTemplate('{{#each a}}{{#each this}}.{{/each}}{{/each}}', { cache: false });
    const row = Array.from({ length: 1000 }, () => 1);
    const data = { a: Array.from({ length: 60 }, () => row) };
    for (let i = 0; i < 3; i++) expect(t(data)).toHaveLength(60_000);
  });
});
