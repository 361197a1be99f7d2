// @vitest-environment jsdom
// Every hostile key and value of authorization_details must come out as inert text: rendered
// through the default template, the seed's expression form and attribute contexts, then parsed
// by a real HTML parser, the output has exactly the template's own elements and attributes,
// no event handler, no script, no script URL, and the payload survives as text.
import { describe, expect, it } from 'vitest';
import { customizedConsentContext } from '../../test-fixtures/contexts.js';
import type { UniversalLoginContext } from '../context/types.js';
import { compileTemplate, renderPartial } from './index.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

const vendorType = 'urn:auth0:schemas:authorization-details:v1:profile';

function contextWith(details: unknown[]): UniversalLoginContext {
  const ctx = customizedConsentContext();
  ctx.screen.data = { scopes: [{ value: 'openid' }], authorization_details: details };
  return ctx;
}

/** A value of every shape the templates print: top level, nested, array item, vendor fields. */
function hostileDetails(payload: string) {
  return [
    {
      type: 'money_transfer',
      beneficiary: payload,
      subject: payload,
      link: payload,
      instructedAmount: { amount: payload, currency: payload },
      notes: [payload, 'ok'],
      [payload]: payload,
      nested: { [payload]: { deeper: payload } },
    },
    {
      type: vendorType,
      instruction: payload,
      properties: {
        [payload]: {
          display: true,
          name: payload,
          display_order: '1',
          description: payload,
          value: payload,
        },
        plain: { display: true, display_order: '2', value: payload },
      },
    },
    { type: payload, [payload]: [{ [payload]: payload }] },
  ];
}

const SEED_TEMPLATE = `<div class="consent">
  <h2 title="{{transaction.params.authorization_details[0].subject}}">{{transaction.params.authorization_details[0].beneficiary}}</h2>
  <a class="link" href="{{transaction.params.authorization_details[0].link}}">{{ transaction.params.authorization_details[0].instructedAmount.amount }}</a>
  <img alt="{{transaction.params.authorization_details[0].instructedAmount.currency}}" src="{{transaction.params.authorization_details[1].instruction}}">
  <a href="https://bank.example/t/{{transaction.params.authorization_details[2].type}}"><button value='{{transaction.params.authorization_details[0].notes[0]}}'>ok</button></a>
  {{#each transaction.params.authorization_details}}
  <section data-type="{{type}}">{{#each this}}<span data-key="{{@key}}">{{@key}}: {{this}}</span>{{/each}}</section>
  {{/each}}
</div>`;

const SCRIPT_URL = /^\s*(?:javascript|vbscript|data):/i;

interface Shape {
  tags: string[];
  attributes: string[];
}

/** Parses with jsdom (scripts never run in DOMParser documents) and lists what the markup made. */
function inspect(html: string): Shape & { text: string; urls: string[] } {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const elements = [...doc.body.querySelectorAll('*')];
  const attributes = elements.flatMap((el) =>
    [...el.attributes].map((a) => `${el.localName}[${a.name}]`),
  );
  const urls = elements.flatMap((el) =>
    ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']
      .map((n) => el.getAttribute(n))
      .filter((v): v is string => v !== null),
  );
  return {
    tags: elements.map((el) => el.localName),
    attributes,
    text: doc.body.textContent ?? '',
    urls,
  };
}

function expectInert(html: string, benign: Shape, payload: string) {
  const shape = inspect(html);
  expect(shape.tags).toEqual(benign.tags);
  expect(shape.attributes).toEqual(benign.attributes);
  expect(shape.attributes.filter((a) => /\[on/i.test(a))).toEqual([]);
  for (const url of shape.urls) expect(url).not.toMatch(SCRIPT_URL);
  expect(html).not.toMatch(/<script/i);
  // Nothing is lost: the payload is shown as text (whitespace aside).
  const squash = (s: string) => s.replace(/\s+/g, '');
  expect(squash(shape.text)).toContain(squash(payload));
}

describe(`${XSS_PAYLOADS.length} XSS payloads in authorization_details keys and values`, () => {
  it('has at least 200 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(200);
  });

  const benignDefault = inspect(renderPartial(contextWith(hostileDetails('benign'))));
  const seed = compileTemplate(SEED_TEMPLATE);
  const benignSeed = inspect(renderPartial(contextWith(hostileDetails('benign')), seed));

  // jsdom is slow: every other payload here; test/template-xss.test.ts runs them all in Chromium.
  const sample = XSS_PAYLOADS.filter((_, i) => i % 2 === 0);
  it.each(sample.map((p) => [p]))('%j stays inert in the default consent template', (payload) => {
    expectInert(renderPartial(contextWith(hostileDetails(payload))), benignDefault, payload);
  });

  it.each(sample.map((p) => [p]))(
    '%j stays inert in the seed expression form and attributes',
    (payload) => {
      expectInert(renderPartial(contextWith(hostileDetails(payload)), seed), benignSeed, payload);
    },
  );
});

describe('attribute contexts', () => {
  const link = compileTemplate(
    '<a href="{{u}}">x</a><img src=\'{{u}}\'><a href="https://bank.example/base/{{u}}">y</a>',
  );
  it('neutralises script URLs where a value starts a URL attribute', () => {
    for (const u of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:x',
      '\u0000javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'blob:x',
    ])
      expect(link({ u })).toBe(
        '<a href="about:blank">x</a><img src=\'about:blank\'><a href="https://bank.example/base/' +
          escapeForTest(u) +
          '">y</a>',
      );
  });
  it('keeps http(s), mailto, tel and relative URLs, escaped', () => {
    for (const u of [
      'https://bank.example/a?b=1&c=2',
      'http://x',
      'mailto:a@b.c',
      'tel:+1',
      '/relative',
      '#frag',
      '?q=1',
      'page.html',
    ])
      expect(link({ u })).toBe(
        `<a href="${escapeForTest(u)}">x</a><img src='${escapeForTest(u)}'><a href="https://bank.example/base/${escapeForTest(u)}">y</a>`,
      );
  });
  it('applies to helper output in URL attributes too', () => {
    expect(compileTemplate('<a href="{{default u "javascript:alert(1)"}}">x</a>')({})).toBe(
      '<a href="about:blank">x</a>',
    );
  });
  it('follows quoted attribute values and elements in the markup', () => {
    const t = compileTemplate(
      '<a title="x>y" data-q=\'a"b\' href="{{u}}">{{u}}</a><script>1</script><p>{{u}}</p>',
    );
    expect(t({ u: 'javascript:x' })).toBe(
      '<a title="x>y" data-q=\'a"b\' href="about:blank">javascript:x</a><script>1</script><p>javascript:x</p>',
    );
    expect(() => compileTemplate('<a title="x>y" onclick="{{x}}">')).toThrow(/event handler/);
    expect(() => compileTemplate('<a title=\'"\' style="{{x}}">')).toThrow(/style attribute/);
    expect(() => compileTemplate('<p title="{{a}}" data-x=\'{{b}}\'>{{c}}</p>')).not.toThrow();
  });
  it('rejects values where escaping cannot protect them, with their position', () => {
    const cases: [string, RegExp][] = [
      ['<a onclick="{{x}}">', /event handler attribute "onclick"/],
      ['<p style="color: {{x}}">', /style attribute/],
      ['<script>var a = "{{x}}";</script>', /inside <script>/],
      ['<style>p { color: {{x}} }</style>', /raw-text element/],
      ['<a href={{x}}>', /unquoted attribute value/],
      ['<div {{x}}>', /attribute name/],
      ['<div data-{{x}}="1">', /attribute name/],
      ['<{{x}}>', /tag name/],
      ['<iframe srcdoc="">{{x}}</iframe>', /raw-text element/],
      ['<script type="text/template">{{x}}', /inside <script>/],
      ['<textarea>{{x}}</textarea>', /RCDATA/],
      ['<!-- {{x}} -->', /comment/],
      ['<a href="{{u}}{{u}}"></a>', /whole value/],
      ['<a href="/base/{{u}}"></a>', /whole value or follow a fixed/],
    ];
    for (const [source, message] of cases) {
      expect(() => compileTemplate(source)).toThrow(message);
    }
    expect(() => compileTemplate('line\n  <a onclick="{{x}}">')).toThrow(
      expect.objectContaining({ code: 'template_unsafe_context', line: 2, column: 15 }),
    );
  });
});

function escapeForTest(s: string): string {
  return s
    .replace(/[&<>"'`=]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`)
    .replace(/&#x26;/g, '&amp;')
    .replace(/&#x3C;/g, '&lt;')
    .replace(/&#x3E;/g, '&gt;')
    .replace(/&#x22;/g, '&quot;')
    .replace(/&#x27;/g, '&#x27;');
}
