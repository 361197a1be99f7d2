// Where a template may print a value: an allow-list. Anything not listed here is refused at
// compile time, so a sink nobody thought of stays closed (the families a deny-list misses:
// SVG/SMIL animation, meta refresh, srcdoc, srcset, formaction...).

/** Attributes whose value browsers never run, load or navigate to, on any allowed element. */
const INERT_ATTRIBUTES = new Set([
  'title',
  'alt',
  'class',
  'id',
  'value',
  'placeholder',
  'lang',
  'dir',
  // Not `name`: the partial renders inside the consent form, and a value-chosen field name
  // would post a field the page never asked for (or clobber `form.submit`).
  'for',
  'role',
  'label',
  'abbr',
  'summary',
  'datetime',
  'width',
  'height',
  'colspan',
  'rowspan',
  'headers',
  'scope',
  'span',
  'start',
  'tabindex',
  'translate',
  'spellcheck',
  'hidden',
  'min',
  'max',
  'step',
  'maxlength',
  'minlength',
  'size',
  'rows',
  'cols',
  'autocomplete',
  'inputmode',
  'enterkeyhint',
  'itemprop',
]);
const INERT_PREFIX = /^(?:data|aria)-[a-z0-9_.:-]+$/;

/** URL attributes that take a value, and the elements they are allowed on. */
const URL_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  href: new Set(['a', 'area']),
  src: new Set(['img', 'audio', 'video', 'source', 'track']),
  poster: new Set(['video']),
  cite: new Set(['blockquote', 'q', 'del', 'ins']),
};

/**
 * Ordinary HTML elements whose attributes may carry values. Not listed on purpose: script,
 * style, link, meta, base, form, iframe, frame, object, embed, applet, param, template,
 * svg/math and everything inside them, and every unknown or custom element.
 */
const ATTRIBUTE_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b bdi bdo blockquote br button caption cite code ' +
    'col colgroup data dd del details dfn div dl dt em fieldset figcaption figure footer h1 h2 ' +
    'h3 h4 h5 h6 header hgroup hr i img input ins kbd label legend li main mark meter nav ol ' +
    'optgroup option output p picture pre progress q rp rt ruby s samp section select small ' +
    'source span strong sub summary sup table tbody td tfoot th thead time tr track u ul var ' +
    'video wbr'
  ).split(' '),
);

/** Elements whose content a printed value must never be part of (the open-element check). */
export const TEXT_FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'title',
  'object',
  'embed',
  'applet',
]);

/** What a value printed in an attribute needs: plain escaping, `safeUrl`, or a refusal. */
export type AttributeVerdict =
  | { kind: 'escape' }
  | { kind: 'url' }
  | { kind: 'refuse'; reason: string };

const ALLOWED =
  'values may be printed in text, in inert attributes (title, alt, class, id, data-*, aria-*, ' +
  'value, placeholder, lang, dir...) and in href/src of ordinary elements';

/** The verdict for a value in attribute `name` of element `tag` (both lower case). */
export function attributeVerdict(tag: string, name: string): AttributeVerdict {
  if (!ATTRIBUTE_ELEMENTS.has(tag))
    return { kind: 'refuse', reason: `values cannot be printed in attributes of <${tag}>` };
  if (INERT_ATTRIBUTES.has(name) || INERT_PREFIX.test(name)) return { kind: 'escape' };
  if (URL_ATTRIBUTES[name]?.has(tag)) return { kind: 'url' };
  const what = name.startsWith('on')
    ? `the event handler attribute "${name}"`
    : name === 'style'
      ? 'a style attribute'
      : `the "${name}" attribute of <${tag}>`;
  return { kind: 'refuse', reason: `values cannot be printed in ${what}; ${ALLOWED}` };
}

/** A fixed `http(s)://host/` start of a URL attribute, after which any value is a path. */
export const FIXED_ORIGIN_PREFIX = /^https?:\/\/[A-Za-z0-9.-]+(?::[0-9]{1,5})?\//i;
