// Random templates made of tags, attributes, blocks and mustaches: every one that compiles,
// rendered with hostile values (both branches of every block), parses (parse5, as a browser
// would) to markup where no value reaches a live script sink, and has the same elements and
// attributes as with harmless values.
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile-template.js';
import { TemplateError } from './template-error.js';

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

const MARK = 'XSSMARK';
const HOSTILE = [
  `javascript:alert('${MARK}')`,
  'java',
  `script:alert('${MARK}')`,
  `"><img src=x onerror=alert('${MARK}')>`,
  `' onmouseover='alert("${MARK}")`,
  `<script>alert('${MARK}')</script>`,
  `data:text/html,<script>alert('${MARK}')</script>`,
  ` &#106;avascript:alert('${MARK}')`,
  `--><svg onload=alert('${MARK}')>`,
  `0;url=javascript:alert('${MARK}')`,
];

// A small grammar of templates: elements with attributes whose values mix literals, values
// and blocks; text, values, blocks, comments; plus loose pieces that break the nesting.
const TAGS = ['p', 'a', 'img', 'div', 'span', 'video', 'iframe', 'svg', 'math', 'animate', 'set'];
const MORE_TAGS = ['meta', 'form', 'button', 'object', 'embed', 'script', 'style', 'textarea'];
const ATTRIBUTES = ['href', 'src', 'title', 'alt', 'class', 'data-x', 'aria-label', 'poster'];
const MORE_ATTRIBUTES = ['onclick', 'onerror', 'style', 'srcdoc', 'srcset', 'formaction'];
const LAST_ATTRIBUTES = ['action', 'content', 'values', 'to', 'data', 'xlink:href', 'http-equiv'];
const LITERALS = ['java', 'script:', 'https://bank.example/', '&#32;', 'x', ' ', '&amp;', '/'];
const LOOSE = ['<a onclick="', '">', '{{/each}}', '{{/if}}', '{{else}}', '<!--', '-->', '"', '<'];

const tag = fc.constantFrom(...TAGS, ...MORE_TAGS);
const attrName = fc.constantFrom(...ATTRIBUTES, ...MORE_ATTRIBUTES, ...LAST_ATTRIBUTES);
const value = fc.constantFrom('{{v}}', '{{w}}', '{{this}}');
const { node } = fc.letrec((tie) => ({
  attrValue: fc
    .array(
      fc.oneof(
        fc.constantFrom(...LITERALS),
        value,
        fc
          .tuple(tie('attrValue'), tie('attrValue'))
          .map(([a, b]) => `{{#if x}}${a}{{else}}${b}{{/if}}`),
      ),
      { maxLength: 3 },
    )
    .map((parts) => parts.join('')),
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('text ', '&amp; ', '{{v}}', '{{w}}', '<!-- {{v}} -->', '<![CDATA[{{v}}]]>'),
    fc
      .tuple(
        tag,
        fc.array(
          fc.oneof(
            fc.tuple(attrName, tie('attrValue')).map(([n, v]) => ` ${n}="${v}"`),
            fc.tuple(attrName, tie('attrValue')).map(([n, v]) => ` ${n}='${v}'`),
            fc.tuple(attrName, value).map(([n, v]) => ` ${n}=${v}`),
            attrName.map((n) => ` {{#if x}}${n}{{else}}onclick{{/if}}="{{v}}"`),
          ),
          { maxLength: 3 },
        ),
        fc.array(tie('node'), { maxLength: 3 }),
      )
      .map(([t, attrs, kids]) => `<${t}${attrs.join('')}>${kids.join('')}</${t}>`),
    fc
      .tuple(fc.array(tie('node'), { maxLength: 2 }), fc.array(tie('node'), { maxLength: 2 }))
      .map(([a, b]) => `{{#if x}}${a.join('')}{{else}}${b.join('')}{{/if}}`),
    fc.array(tie('node'), { maxLength: 2 }).map((a) => `{{#each xs}}${a.join('')}{{/each}}`),
  ),
}));
const templateSource = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: node as fc.Arbitrary<string> },
      { weight: 1, arbitrary: fc.constantFrom(...LOOSE) },
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(''));

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in schemes
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

function elements(node: ChildNode | DefaultTreeAdapterMap['document'], out: Element[] = []) {
  if ('tagName' in node) out.push(node);
  const kids = 'childNodes' in node ? node.childNodes : [];
  for (const kid of kids) elements(kid, out);
  if ('content' in node && node.content)
    for (const kid of node.content.childNodes) elements(kid, out);
  return out;
}

function textOf(el: Element): string {
  return el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
}

/** The live script sinks a rendered page has where a value could reach: empty when safe. */
function liveSinks(html: string): string[] {
  const found: string[] = [];
  for (const el of elements(parse(`<!doctype html><body><div>${html}</div>`))) {
    if (el.tagName === 'base') found.push('<base>');
    if ((el.tagName === 'script' || el.tagName === 'style') && textOf(el).includes(MARK))
      found.push(`<${el.tagName}> text`);
    for (const { name, value } of el.attrs) {
      if (!value.includes(MARK)) continue;
      if (name.startsWith('on')) found.push(`${el.tagName}[${name}]`);
      if (URL_ATTRIBUTES.has(name) && SCRIPT_SCHEME.test(value.replace(IGNORED, '')))
        found.push(`${el.tagName}[${name}] script URL`);
      if (name === 'srcdoc' || name === 'style' || name === 'values' || name === 'to')
        found.push(`${el.tagName}[${name}]`);
      if (el.tagName === 'meta' || el.tagName === 'base') found.push(`<${el.tagName}>[${name}]`);
    }
  }
  return found;
}

/** Elements and attribute names: hostile values must not change them. */
function structure(html: string): string {
  return elements(parse(`<!doctype html><body><div>${html}</div>`))
    .map((el) => `${el.tagName}[${el.attrs.map((a) => a.name).join(',')}]`)
    .join(' ');
}

describe('random templates that compile render no live script sink', () => {
  it('for hostile values in both branches of every block', () => {
    let compiled = 0;
    fc.assert(
      fc.property(
        templateSource,
        fc.constantFrom(...HOSTILE),
        fc.constantFrom(...HOSTILE),
        (source, v, w) => {
          let template: ReturnType<typeof compileTemplate>;
          try {
            template = compileTemplate(source, { cache: false });
          } catch (error) {
            expect(error).toBeInstanceOf(TemplateError);
            return;
          }
          compiled++;
          for (const x of [true, false]) {
            const html = template({ v, w, x, xs: [v, w] });
            expect(liveSinks(html), html).toEqual([]);
            const benign = template({ v: 'a', w: 'b', x, xs: ['a', 'b'] });
            expect(structure(html), html).toBe(structure(benign));
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(compiled).toBeGreaterThan(100); // enough templates got through to mean something
  }, 60_000); // a generous bound for a loaded machine: fast-check's runs, not a speed check
});
