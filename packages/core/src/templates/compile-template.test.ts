import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenkitError } from '../errors/screenkit-error.js';
import {
  clearTemplateCache,
  compileTemplate,
  MAX_TEMPLATE_LENGTH,
  TemplateError,
} from './index.js';

const render = (source: string, data: unknown) => compileTemplate(source)(data);
const details = [
  {
    type: 'money_transfer',
    instructedAmount: { amount: 2500, currency: 'USD' },
    beneficiary: 'Hanna',
  },
  { type: 'payment', instructedAmount: { amount: 99.5, currency: 'EUR' }, tags: ['a', 'b'] },
];
const data = { transaction: { params: { authorization_details: details, scope: 'openid pay' } } };

function templateError(source: string): TemplateError {
  try {
    compileTemplate(source, { cache: false });
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    expect(error).toBeInstanceOf(ScreenkitError);
    return error as TemplateError;
  }
  throw new Error(`expected a TemplateError for ${source}`);
}

describe("the seed's expression form", () => {
  it('reads authorization_details[<i>].<path>, with or without spaces', () => {
    expect(render('{{transaction.params.authorization_details[0].type}}', data)).toBe(
      'money_transfer',
    );
    expect(
      render('{{ transaction.params.authorization_details[1].instructedAmount.amount }}', data),
    ).toBe('99.5');
    expect(render('{{~ transaction.params.authorization_details[1].tags[1] ~}}', data)).toBe('b');
    expect(render('{{transaction.params.authorization_details[5].type}}', data)).toBe('');
  });
  it('translates [n] only inside expressions', () => {
    expect(render('a[0] {{transaction.params.authorization_details[0].type}} b[1]', data)).toBe(
      'a[0] money_transfer b[1]',
    );
    expect(render('{{default nothing "x[0]"}}', data)).toBe('x[0]');
    expect(render("{{default nothing 'y[1]'}}", data)).toBe('y[1]');
    expect(render('{{! a[0] }}{{!-- b[0] }} --}}ok', data)).toBe('ok');
    expect(render('\\{{a[0]}}', data)).toBe('{{a[0]}}');
    expect(render('{{transaction.params.authorization_details.[0].type}}', data)).toBe(
      'money_transfer',
    );
  });
  it('accepts [n] in helper arguments and block parameters', () => {
    const source =
      '{{#with transaction.params.authorization_details[1]}}{{formatAmount instructedAmount.amount instructedAmount.currency}}{{/with}}';
    expect(render(source, data)).toBe('€99.50');
  });
});

describe('blocks', () => {
  it('#each over arrays with @index, @first, @last, else and ../', () => {
    const source =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: "$" then a Handlebars tag
      '{{#each transaction.params.authorization_details}}{{@index}}{{#if @first}}^{{/if}}{{type}}@{{../transaction.params.scope}}{{#if @last}}${{else}},{{/if}}{{else}}none{{/each}}';
    expect(render(source, data)).toBe('0^money_transfer@openid pay,1payment@openid pay$');
    expect(render(source, { transaction: { params: { authorization_details: [] } } })).toBe('none');
  });
  it('#each without @data (compiled to a plain loop) iterates arrays and objects, else when empty', () => {
    const t = '{{#each v}}[{{this}}{{#each this}}({{this}}){{/each}}]{{else}}empty{{/each}}';
    expect(render(t, { v: ['a', 'b'] })).toBe('[a][b]');
    expect(render(t, { v: { x: 1, y: [2, 3] } })).toBe('[1][(2)(3)]');
    for (const v of [[], {}, 'text', 7, null, undefined, true])
      expect(render(t, { v })).toBe('empty');
    expect(
      render('{{#each v}}{{default this "hole"}},{{/each}}', { v: Object.assign([1], { 2: 3 }) }),
    ).toBe('1,hole,3,');
  });
  it('@root reaches the top of the data model from inside blocks', () => {
    expect(render('{{#each a}}{{@root.x}}{{this}} {{/each}}', { x: '>', a: [1, 2] })).toBe(
      '&gt;1 &gt;2 ',
    );
  });
  it('#each over objects with @key, and block parameters', () => {
    expect(render('{{#each a}}{{@key}}={{this}};{{/each}}', { a: { x: 1, y: 'two' } })).toBe(
      'x=1;y=two;',
    );
    expect(render('{{#each a as |item i|}}{{i}}:{{item}} {{/each}}', { a: ['p', 'q'] })).toBe(
      '0:p 1:q ',
    );
  });
  it('#if, #unless and else follow Handlebars truthiness', () => {
    const t = '{{#if v}}yes{{else}}no{{/if}}';
    for (const [v, out] of [
      [1, 'yes'],
      [0, 'no'],
      ['', 'no'],
      [[], 'no'],
      [[0], 'yes'],
      [{}, 'yes'],
      [null, 'no'],
    ] as const)
      expect(render(t, { v })).toBe(out);
    expect(render('{{#if v includeZero=true}}yes{{/if}}', { v: 0 })).toBe('yes');
    expect(render('{{#unless v}}empty{{else}}full{{/unless}}', { v: [] })).toBe('empty');
    expect(render('{{#if (eq a "x")}}same{{else if (ne a "y")}}other{{/if}}', { a: 'z' })).toBe(
      'other',
    );
  });
  it('#with changes the context and takes else', () => {
    expect(render('{{#with a}}{{b}}{{else}}none{{/with}}', { a: { b: 'in' } })).toBe('in');
    expect(render('{{#with a}}{{b}}{{else}}none{{/with}}', {})).toBe('none');
  });
});

describe('helpers', () => {
  it('default fills missing and empty values', () => {
    expect(
      render('{{default a "n/a"}}|{{default b "n/a"}}|{{default c "n/a"}}', { b: '', c: 0 }),
    ).toBe('n/a|n/a|0');
  });
  it('eq and ne compare strictly', () => {
    expect(render('{{eq a 1}} {{eq a "1"}} {{ne a 2}}', { a: 1 })).toBe('true false true');
  });
  it('formatAmount formats money with Intl, falling back for unknown currencies', () => {
    expect(render('{{formatAmount a "USD"}}', { a: 2500 })).toBe('$2,500.00');
    expect(render('{{formatAmount a c locale="de-DE"}}', { a: '1234.5', c: 'EUR' })).toBe(
      '1.234,50\u00a0€',
    );
    expect(render('{{formatAmount a "ZZZ"}}', { a: 5 })).toBe('ZZZ\u00a05.00');
    expect(render('{{formatAmount a "no"}}', { a: 5 })).toBe('5 no');
    expect(render('{{formatAmount a "USD"}}', { a: 'lots' })).toBe('lots');
    expect(render('{{formatAmount a "USD" locale="not a locale!"}}', { a: 1 })).toBe('1 USD');
  });
  it('formatNumber groups digits', () => {
    expect(render('{{formatNumber a}} {{formatNumber a locale="fr-FR"}}', { a: 12345.5 })).toBe(
      '12,345.5 12\u202f345,5',
    );
  });
  it('consentView exposes toConsentView to templates', () => {
    expect(
      render(
        '{{#with (consentView this)}}{{title}}: {{#each items}}{{label}}={{value}} {{/each}}{{/with}}',
        details[0],
      ),
    ).toBe(
      'Money transfer: Instructed amount / Amount=2500 Instructed amount / Currency=USD Beneficiary=Hanna ',
    );
  });
});

describe('values', () => {
  it('prints strings, numbers and booleans escaped; objects, arrays and functions print nothing', () => {
    expect(
      render('{{a}}|{{b}}|{{c}}|{{d}}|{{e}}|{{f}}', {
        a: '<b>&',
        b: 1.5,
        c: false,
        d: { x: 1 },
        e: [1, 2],
        f: () => 'called',
      }),
    ).toBe('&lt;b&gt;&amp;|1.5|false|||');
  });
  it('turns a failure while reading the data into a TemplateError', () => {
    const data = Object.defineProperty({}, 'a', {
      enumerable: true,
      get: () => {
        throw new TypeError('boom');
      },
    });
    expect(() => render('{{a}}', data)).toThrow(
      expect.objectContaining({
        code: 'template_render_failed',
        message: expect.stringMatching(/boom/),
      }),
    );
  });
  it('never calls functions found in the data', () => {
    const spy = vi.fn(() => 'x');
    const source =
      '{{f}}{{#if f}}t{{/if}}{{#each f}}e{{/each}}{{#with f}}{{name}}{{/with}}{{default f "none"}}';
    expect(render(source, { f: spy })).toBe('none');
    expect(spy).not.toHaveBeenCalled();
  });
  it('prototype members resolve to nothing, silently', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const source =
      '[{{constructor}}{{__proto__}}{{a.constructor.name}}{{toString}}{{a.__lookupGetter__}}{{#if hasOwnProperty}}own{{/if}}{{#with constructor}}{{name}}{{/with}}{{a.b.constructor.constructor}}{{s.length}}]';
    expect(render(source, { a: { b: {} }, s: 'four' })).toBe('[4]');
    expect(render('{{#with a}}{{constructor.name}}{{/with}}', { a: {} })).toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('compile errors', () => {
  it('rejects every raw-output form', () => {
    expect(templateError('{{{a}}}')).toMatchObject({
      code: 'template_raw_output',
      line: 1,
      column: 1,
    });
    expect(templateError('x\n  {{& a}}')).toMatchObject({
      code: 'template_raw_output',
      line: 2,
      column: 3,
    });
    expect(templateError('{{{{raw}}}} {{a}} {{{{/raw}}}}')).toMatchObject({
      code: 'template_raw_output',
    });
    expect(templateError('{{~{ a }~}}').code).toBe('template_raw_output');
  });
  it('rejects partials, decorators, unknown and disabled helpers', () => {
    expect(templateError('{{> userMessage}}').code).toBe('template_unsupported');
    expect(templateError('{{#> layout}}x{{/layout}}').code).toBe('template_unsupported');
    expect(templateError('{{* decorator}}').code).toBe('template_unsupported');
    expect(templateError('{{shout a}}').message).toMatch(/unknown helper "shout"/);
    expect(templateError('{{#shout}}x{{/shout}}').message).toMatch(/unknown block helper "shout"/);
    expect(templateError('{{lookup a "b"}}').code).toBe('template_unsupported');
    expect(templateError('{{log a}}').code).toBe('template_unsupported');
    expect(templateError('{{each}}').message).toMatch(/"each" is a block helper/);
    expect(templateError('{{if a "x"}}').message).toMatch(/"if" is a block helper/);
    expect(templateError('{{default (shout a) "x"}}').code).toBe('template_unsupported');
  });
  it('limits templates to 10,000 characters', () => {
    expect(() => compileTemplate('x'.repeat(MAX_TEMPLATE_LENGTH))).not.toThrow();
    expect(templateError('x'.repeat(MAX_TEMPLATE_LENGTH + 1))).toMatchObject({
      code: 'template_too_long',
      message: 'the template has 10001 characters; the limit is 10000 (at 1:10001)',
    });
  });
  it('reports malformed templates with the line and column as written', () => {
    expect(templateError('x\n{{#each a}}{{/if}}').message).toMatch(/each doesn't match if/);
    expect(templateError('<p>\n  {{#if a}}\n</p>')).toMatchObject({
      code: 'template_syntax',
      line: 3,
    });
    expect(templateError('<p>{{a}</p>')).toMatchObject({
      code: 'template_syntax',
      line: 1,
      column: 7,
    });
    expect(templateError('ok\n{{foo bar=}}')).toMatchObject({ line: 2, column: 11 });
    expect(templateError('x\n{{#each a}}{{/if}}')).toMatchObject({
      code: 'template_syntax',
      line: 2,
      column: 4,
    });
  });
  it('maps positions back across translated indexes', () => {
    // The translation inserts a "." before each [n]; columns still point into the original.
    expect(templateError('{{a[0]}}{{b[1]}}{{{c}}}')).toMatchObject({ line: 1, column: 17 });
    expect(templateError('{{a[0]}} {{a[1]}\n')).toMatchObject({ line: 1, column: 16 });
  });
  it('rejects non-string sources', () => {
    expect(templateError(42 as never).code).toBe('template_syntax');
  });
});

describe('cache', () => {
  afterEach(() => clearTemplateCache());
  it('returns the same compiled template for the same source', () => {
    const a = compileTemplate('{{x}}');
    expect(compileTemplate('{{x}}')).toBe(a);
    expect(compileTemplate('{{x}}', { cache: false })).not.toBe(a);
    expect(a.source).toBe('{{x}}');
    clearTemplateCache();
    expect(compileTemplate('{{x}}')).not.toBe(a);
  });
});
