// The markup contexts a printed value may and may not reach, one family per row: each refused
// shape is a TemplateError with its line, column and a sentence naming the context.
import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile-template.js';
import { TemplateError } from './template-error.js';

function refusal(source: string): TemplateError {
  try {
    compileTemplate(source, { cache: false });
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error(`compiled, but should have been refused: ${source}`);
}

const REFUSED: [family: string, source: string, message: RegExp][] = [
  ['srcdoc', '<iframe srcdoc="{{v}}"></iframe>', /attributes of <iframe>/],
  ['srcdoc on an allowed-looking tag', '<div srcdoc="{{v}}"></div>', /"srcdoc" attribute/],
  ['two values in a URL', '<a href="{{base}}{{v}}">x</a>', /fixed http\(s\):\/\/host\/ prefix/],
  ['literal scheme prefix', '<a href="java{{v}}">x</a>', /fixed http\(s\):\/\/host\/ prefix/],
  ['suffix after a whole URL', '<a href="{{v}}script:alert(1)">x</a>', /nothing may follow/],
  ['entity before a URL value', '<a href="&#32;{{v}}">x</a>', /character reference/],
  ['entity prefix https', '<a href="https&#58;//h/{{v}}">x</a>', /character reference/],
  ['SMIL animate', '<svg><animate attributeName="href" values="{{v}}"/></svg>', /svg/],
  ['SMIL set', '<svg><set attributeName="href" to="{{v}}"/></svg>', /svg/],
  ['SVG text', '<svg><text>{{v}}</text></svg>', /svg/],
  ['SVG script text', '<svg><script>{{v}}</script></svg>', /svg|script/],
  ['MathML', '<math><mi xlink:href="{{v}}">x</mi></math>', /svg|math/],
  ['animate outside svg', '<animate attributeName="href" values="{{v}}">', /<animate>/],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url={{v}}">', /attributes of <meta>/],
  ['base', '<base href="{{v}}">', /attributes of <base>/],
  ['literal base', '<p>x</p><base href="https://evil.example/">', /cannot contain <base>/],
  ['form action', '<form action="{{v}}"></form>', /attributes of <form>/],
  ['formaction', '<button formaction="{{v}}">x</button>', /"formaction"/],
  ['object data', '<object data="{{v}}"></object>', /attributes of <object>/],
  ['embed src', '<embed src="{{v}}">', /attributes of <embed>/],
  ['srcset', '<img srcset="{{v}}">', /"srcset"/],
  ['link href', '<link rel="stylesheet" href="{{v}}">', /attributes of <link>/],
  ['script src', '<script src="{{v}}"></script>', /attributes of <script>/],
  ['form field name', '<input name="{{v}}" value="x">', /"name" attribute of <input>/],
  ['href on a non-link', '<div href="{{v}}"></div>', /"href" attribute of <div>/],
  ['style attribute', '<p style="{{v}}">', /style attribute/],
  ['event handler', '<p onmouseover="{{v}}">', /event handler attribute "onmouseover"/],
  ['event handler, upper case', '<p ONCLICK="{{v}}">', /event handler attribute "onclick"/],
  ['attribute name chosen by a block', '<a {{#if x}}title{{else}}onclick{{/if}}="{{v}}">', /block/],
  ['block opening in a tag', '<a {{#if x}}hidden{{/if}}>', /may only open in text/],
  [
    'block from text into an event handler',
    '{{#each xs}}<span>{{v}}</span><a onclick="{{/each}}">',
    /reaches its \{\{\/each\}\} in the value of the "onclick" attribute/,
  ],
  ['block opening a raw-text element', '{{#if x}}<script>{{/if}}{{v}}', /block/],
  ['else branch changes context', '{{#if x}}<b>{{else}}<textarea>{{/if}}', /block/],
  ['block in a URL attribute', '<a href="{{#if x}}java{{/if}}{{v}}">', /share it with a block/],
  ['attribute name', '<div {{v}}="1">', /attribute name/],
  ['tag name', '<{{v}}>', /tag name/],
  ['end tag name', '</{{v}}>', /tag name/],
  ['unquoted attribute', '<p title={{v}}>', /unquoted/],
  ['between attributes', '<p title="a"{{v}}>', /between attributes|attribute name/],
  ['comment', '<!-- {{v}} -->', /comment/],
  ['bogus comment', '<!x {{v}}>', /comment/],
  ['CDATA', '<svg><![CDATA[{{v}}]]></svg>', /CDATA|svg/],
  ['doctype', '<!DOCTYPE {{v}}>', /DOCTYPE/],
  ['script', '<script>{{v}}</script>', /inside <script>/],
  ['style', '<style>{{v}}</style>', /raw-text/],
  ['xmp', '<xmp>{{v}}</xmp>', /raw-text/],
  ['noscript', '<noscript>{{v}}</noscript>', /raw-text/],
  ['noembed', '<noembed>{{v}}</noembed>', /raw-text/],
  ['plaintext', '<plaintext>{{v}}', /plaintext/],
  ['textarea', '<textarea>{{v}}</textarea>', /RCDATA/],
  ['title', '<title>{{v}}</title>', /RCDATA/],
  ['character reference', '<p>&{{v}}</p>', /character reference/],
  ['legacy entity prefix', '<p>&amp{{v}}</p>', /character reference/],
  ['unclosed at the end', '<p title="', /ends in|ends inside/],
  ['unclosed comment', '<!-- x', /ends inside an HTML comment/],
];

describe('values in markup contexts escaping cannot protect are refused', () => {
  it.each(REFUSED)('%s: %s', (_family, source, message) => {
    const error = refusal(source);
    expect(error.code).toMatch(/^template_unsafe_context$/);
    expect(error.message).toMatch(message);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeGreaterThanOrEqual(1);
  });

  it('points at the offending value, as written', () => {
    expect(refusal('<p>ok</p>\n  <a href="x{{v}}">')).toMatchObject({ line: 2, column: 13 });
    expect(refusal('<div>\n{{#each xs}}<a onclick="{{/each}}">')).toMatchObject({
      line: 2,
      column: 1,
    });
  });
});

const ALLOWED: [shape: string, source: string, data: Record<string, unknown>, html: string][] = [
  ['text', '<p>{{v}}</p>', { v: '<b>' }, '<p>&lt;b&gt;</p>'],
  [
    'inert attributes',
    '<p title="{{v}}" class=\'{{v}}\' data-x="{{v}}" aria-label="{{v}}">',
    { v: '"' },
    '<p title="&quot;" class=\'&quot;\' data-x="&quot;" aria-label="&quot;">',
  ],
  [
    'whole URL',
    '<a href="{{v}}">x</a>',
    { v: 'javascript:alert(1)' },
    '<a href="about:blank">x</a>',
  ],
  [
    'img src',
    '<img src="{{v}}" alt="{{v}}">',
    { v: 'data:x' },
    '<img src="about:blank" alt="data:x">',
  ],
  [
    'fixed origin prefix',
    '<a href="https://bank.example/p/{{v}}?q={{v}}">x</a>',
    { v: 'javascript:1' },
    '<a href="https://bank.example/p/javascript:1?q&#x3D;javascript:1">x</a>'.replace(
      'q&#x3D;',
      'q=',
    ),
  ],
  [
    'blocks in text',
    '{{#each xs}}<li>{{this}}</li>{{else}}<p>none</p>{{/each}}',
    { xs: ['a'] },
    '<li>a</li>',
  ],
  [
    'block inside an inert attribute',
    '<p class="a {{#if x}}on{{else}}off{{/if}}">',
    { x: true },
    '<p class="a on">',
  ],
  [
    'closed raw-text before a value',
    '<script>1</script><style>p{}</style><p>{{v}}</p>',
    { v: 1 },
    '<script>1</script><style>p{}</style><p>1</p>',
  ],
  [
    'value after closed svg',
    '<svg><rect/></svg><p>{{v}}</p>',
    { v: 2 },
    '<svg><rect/></svg><p>2</p>',
  ],
  ['entities in text next to values', '<p>&amp; {{v}} &lt;</p>', { v: 'x' }, '<p>&amp; x &lt;</p>'],
];

describe('values in text, inert attributes and URL attributes compile and stay escaped', () => {
  it.each(ALLOWED)('%s', (_shape, source, data, html) => {
    expect(compileTemplate(source, { cache: false })(data)).toBe(html);
  });
});
