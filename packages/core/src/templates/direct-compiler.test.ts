// The direct compiler must mean what Handlebars' (patched) code means: every template here is
// rendered both ways, from the data model and from the page context, and the outputs (or the
// error codes) compared.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customizedConsentContext } from '../../test-fixtures/contexts.js';
import { compileTemplate, withHandlebars } from './compile-template.js';
import { buildTemplateData } from './data-model.js';
import { DEFAULT_CONSENT_TEMPLATE } from './default-consent-template.js';
import { generateDirect } from './direct-compiler.js';
import { type CompiledTemplate, RENDER_CONTEXT } from './instantiate.js';
import { renderPartial } from './render-partial.js';
import { checkSource } from './template-compiler.js';
import { TemplateError } from './template-error.js';

const TEMPLATES = [
  '{{a}}|{{a.b}}|{{a.b.c}}|{{this}}|{{.}}|{{this.a}}|{{./a.b}}|{{a.[0]}}|{{s.length}}',
  '{{#each list}}[{{this}}|{{x}}]{{else}}empty{{/each}}',
  '{{#each list}}{{@index}}:{{@key}}:{{@first}}:{{@last}}:{{@root.a}}{{#each this}}({{@key}}={{this}}){{/each}}{{/each}}',
  '{{#each list}}{{#if x}}X{{x}}{{else if y}}Y{{y}}{{else}}N{{this}}{{/if}}{{/each}}',
  '{{#each list}}{{#with x}}W{{this}}{{b}}{{@index}}{{else}}E{{eq this null}}{{/with}}{{/each}}',
  '{{#each list}}{{#if (eq this null)}}N{{eq this null}}{{/if}}{{#if true}}{{eq this null}}{{/if}}{{/each}}',
  '{{#unless a}}U{{eq this null}}{{else}}V{{/unless}}{{^if a}}I{{/if}}',
  '{{#if a includeZero=true}}Z{{a}}{{/if}}{{#if a includeZero=false}}z{{/if}}',
  '{{eq a.b null}}{{eq a.b undefined}}{{ne a 0}}{{default a.b "fb"}}{{default (eq a a) 1}}',
  '{{formatAmount n c}}|{{formatAmount n c locale="de-DE"}}|{{formatNumber n}}|{{formatNumber n locale=l}}',
  '{{#with (consentView d)}}{{title}}{{#each items}}{{label}}={{value}};{{/each}}{{/with}}',
  '{{@index}}{{@root}}{{@root.a.b}}{{@first}}{{#each list}}{{@root.list.length}}{{/each}}',
  '{{constructor}}{{a.__proto__}}{{a.constructor.name}}{{toString}}{{#with constructor}}x{{/with}}',
  '<a href="{{u}}" title="{{t}}">{{t}}</a><img src="https://cdn.example/{{u}}" alt="{{default t "x"}}">',
  '<a href="{{default u "/home"}}">x</a>{{#if a}}<a href="{{a.b}}">y</a>{{/if}}',
  '{{#each a}}{{#each this}}{{#each this}}{{this}}{{/each}}{{/each}}{{/each}}',
  '{{#with a}}{{#with b}}{{c}}{{/with}}{{else}}none{{/with}}',
  '{{#if (eq a 0)}}zero{{/if}}{{#each (default list a)}}{{this}}{{/each}}',
  '{{!-- comment --}}{{! short }}  {{#if a}}\n  line\n{{/if}}\n{{~a~}}  x',
  DEFAULT_CONSENT_TEMPLATE,
  '{{transaction.params.authorization_details.length}}{{transaction.params.scope}}{{transaction.params.extra}}{{transaction.state}}{{client.name}}',
  '{{#each transaction.params.authorization_details}}{{type}}{{@index}}{{/each}}{{transaction.params.authorization_details[0].type}}',
  '{{#with transaction}}{{state}}{{params.scope}}{{/with}}{{#each transaction.params}}{{@key}};{{/each}}',
  '{{#each this}}{{@key}}{{/each}}{{eq this @root}}',
];

const fn = () => 'called';
const DATA: unknown[] = [
  undefined,
  null,
  0,
  'str',
  [1, 2],
  fn,
  {},
  {
    a: { b: { c: '<c>' }, 0: 'zero' },
    s: 'four',
    list: [null, 0, '', 'x&y', { x: 1, y: 2 }, { y: 'why' }, [], {}, undefined, fn],
    n: 2500.5,
    c: 'EUR',
    l: 'fr-FR',
    u: 'javascript:alert(1)',
    t: '"quoted"',
    d: { type: 'money_transfer', amount: 10, nested: { deep: true } },
  },
  {
    a: 0,
    list: { k1: 'v1', k2: { x: 'kx' }, k3: null },
    n: '12',
    c: 'XYZ',
    u: 'https://ok.example/',
  },
  { a: [[['p', 'q'], []], [[null]]], list: [], b: fn },
  { a: { b: null }, list: 'not a list', d: [{ type: 'x' }] },
  { a: '', list: [{ x: 0 }, { x: false, y: 0 }] },
  Object.create({ a: 'inherited', list: [1] }),
  {
    transaction: { state: 'st', params: { extra: 'e', scope: 'ignored' } },
    screen: {
      data: {
        authorization_details: [{ type: 'one' }, { type: 'two' }],
        scopes: ['openid', { value: 'pay' }],
      },
    },
    client: { name: 'App <1>' },
  },
];

function outcome(template: CompiledTemplate, input: unknown): string {
  try {
    return template(input);
  } catch (error) {
    if (error instanceof TemplateError) return `error ${error.code}`;
    throw error;
  }
}

function contextOutcome(template: CompiledTemplate, context: unknown): string {
  try {
    return renderPartial(context as never, template);
  } catch (error) {
    if (error instanceof TemplateError) return `error ${error.code}`;
    throw error;
  }
}

const both = (source: string) => ({
  direct: compileTemplate(source, { cache: false }),
  handlebars: withHandlebars(checkSource(source), source),
});

describe('templates compiled to direct code', () => {
  it('compile directly (no silent fallback to Handlebars) for the subset consent templates use', () => {
    for (const source of TEMPLATES)
      expect(generateDirect(checkSource(source).ast), source).toBeTypeOf('string');
    expect(compileTemplate(DEFAULT_CONSENT_TEMPLATE)[RENDER_CONTEXT]).toBeTypeOf('function');
  });

  it('leave ../, block parameters and other @data to Handlebars', () => {
    for (const source of [
      '{{#each a}}{{../b}}{{/each}}',
      '{{#each a as |x i|}}{{x}}{{i}}{{/each}}',
      '{{#each a}}{{@../index}}{{/each}}',
      '{{eq}}',
      '{{"literal"}}',
      '{{default a}}',
    ]) {
      expect(generateDirect(checkSource(source).ast), source).toBeUndefined();
      expect(compileTemplate(source, { cache: false })[RENDER_CONTEXT]).toBeUndefined();
    }
  });

  it('render every template like Handlebars, from the data model', () => {
    for (const source of TEMPLATES) {
      const { direct, handlebars } = both(source);
      for (const data of DATA)
        expect(outcome(direct, data), source).toBe(outcome(handlebars, data));
    }
  });

  it('render like Handlebars from the page context, without building the model', () => {
    const base = customizedConsentContext();
    const contexts: unknown[] = [
      base,
      { ...base, transaction: undefined },
      { ...base, transaction: 'a string' },
      { ...base, transaction: { state: 's', params: ['x'] } },
      { ...base, transaction: { params: 'p' } },
      { ...base, transaction: { params: { extra: 1, authorization_details: 'overridden' } } },
      { ...base, screen: { data: { authorization_details: 'no', scopes: [1, null, 'a'] } } },
      { ...base, screen: null },
      [],
      null,
      'text',
      ...DATA,
    ];
    for (const source of TEMPLATES) {
      const { direct, handlebars } = both(source);
      for (const context of contexts) {
        const expected = outcome(handlebars, buildTemplateData(context as never));
        expect(contextOutcome(direct, context), source).toBe(expected);
      }
    }
  });

  it('stop at the same limits', () => {
    const { direct } = both(
      '{{#each this}}{{#each this}}{{#each this}}.{{/each}}{{/each}}{{/each}}',
    );
    const row = Array.from({ length: 50 }, () => 1);
    const square = Array.from({ length: 50 }, () => row);
    expect(
      outcome(
        direct,
        Array.from({ length: 50 }, () => square),
      ),
    ).toBe('error template_limit_exceeded');
  });

  it('agree with Handlebars on random templates and random data', () => {
    const piece = fc.constantFrom(
      'x',
      '<p title="',
      '">',
      '</p>',
      '{{a}}',
      '{{this}}',
      '{{a.b}}',
      '{{@index}}',
      '{{@key}}',
      '{{@last}}',
      '{{@root.a}}',
      '{{eq a b}}',
      '{{default a "d"}}',
      '{{formatNumber a}}',
      '{{#each a}}',
      '{{#each this}}',
      '{{/each}}',
      '{{#if a}}',
      '{{#if b}}',
      '{{/if}}',
      '{{#unless a}}',
      '{{/unless}}',
      '{{#with b}}',
      '{{/with}}',
      '{{else}}',
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, undefined, 0, 1, '', 'v<', true, false, fn),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.record({ a: tie('node'), b: tie('node') }, { requiredKeys: [] }),
      ),
    })).node;
    let compared = 0;
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.array(value, { maxLength: 4 }),
        (pieces, data) => {
          const source = pieces.join('');
          let pair: ReturnType<typeof both>;
          try {
            pair = both(source);
          } catch (error) {
            if (error instanceof TemplateError) return;
            throw error;
          }
          compared++;
          for (const input of [...data, { a: data, b: data[0] }])
            expect(outcome(pair.direct, input), source).toBe(outcome(pair.handlebars, input));
        },
      ),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});
