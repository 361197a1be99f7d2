// Follows a template's markup with parse5's HTML tokenizer (the WHATWG state machine browsers
// run), fed chunk by chunk: literal text as written, each printed value as one placeholder
// character. Before each placeholder the tokenizer's state says exactly where the value lands.
// The tree-construction steps that switch the tokenizer (raw-text, RCDATA and script elements;
// foreign content for CDATA) are mirrored here, conservatively.
import { type Token, type TokenHandler, Tokenizer } from 'parse5';
import { TEXT_FORBIDDEN_ELEMENTS } from './value-policy.js';

/** parse5's tokenizer states used here (a `const enum` in its types; pinned version ~7.3). */
export const STATE = {
  DATA: 0,
  RCDATA: 1,
  RAWTEXT: 2,
  SCRIPT_DATA: 3,
  PLAINTEXT: 4,
  ATTRIBUTE_VALUE_DOUBLE_QUOTED: 35,
  ATTRIBUTE_VALUE_SINGLE_QUOTED: 36,
} as const;

/** What stands for a printed value, and for one that must be a URL attribute's whole value. */
export const VALUE_MARK = '\uE000';
export const WHOLE_URL_MARK = '\uE001';

const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);
const SWITCHES: Record<string, number> = {
  script: STATE.SCRIPT_DATA,
  style: STATE.RAWTEXT,
  xmp: STATE.RAWTEXT,
  iframe: STATE.RAWTEXT,
  noembed: STATE.RAWTEXT,
  noframes: STATE.RAWTEXT,
  noscript: STATE.RAWTEXT,
  textarea: STATE.RCDATA,
  title: STATE.RCDATA,
  plaintext: STATE.PLAINTEXT,
};
/** Inside these, a `</svg>` may not close the foreign element: treat the rest as foreign. */
const INTEGRATION_POINTS = new Set(
  'foreignobject desc title annotation-xml mi mo mn ms mtext'.split(' '),
);

interface Attribute {
  name: string;
  value: string;
}
interface Internals {
  state: number;
  inForeignNode: boolean;
  currentAttr: Attribute;
  currentToken: { tagName: string } | null;
}

/** Where the next printed value lands. */
export type Place =
  | { kind: 'text' }
  | { kind: 'attribute'; tag: string; attribute: Attribute; valueSoFar: string; raw: string }
  | { kind: 'refused'; where: string };

/** The markup context at a block's `{{#`, `{{else}}` or `{{/`: equal ones leave markup alone. */
export interface Snapshot {
  state: number;
  attribute: Attribute | null;
  foreign: number;
  describe: string;
}

/** A whole-value URL placeholder waiting for its tag to end (to check nothing follows it). */
export interface PendingUrl<T> {
  attribute: Attribute;
  node: T;
}

export class HtmlContext<T> {
  private readonly tokenizer: Tokenizer & Internals;
  /** Names of open elements (only ended by their own end tag: conservative). */
  private readonly open: string[] = [];
  private foreign = 0;
  private foreignPoisoned = false;
  /** The text fed so far (values as placeholders), to read an attribute's raw value. */
  private fed = '';
  /** Attributes that a block marker touched (their prefix is not fixed). */
  readonly blockAttributes = new Set<Attribute>();
  readonly pendingUrls: PendingUrl<T>[] = [];
  /** URL placeholders found followed by more text: reported by the caller. */
  readonly badUrls: T[] = [];
  /** A tag the template may not write at all (reported by the caller where it was fed). */
  refusedTag: string | undefined;

  constructor() {
    const handler: TokenHandler = {
      onStartTag: (token) => this.startTag(token),
      onEndTag: (token) => this.endTag(token.tagName),
      onComment() {},
      onDoctype() {},
      onEof() {},
      onCharacter() {},
      onNullCharacter() {},
      onWhitespaceCharacter() {},
    };
    this.tokenizer = new Tokenizer({}, handler) as Tokenizer & Internals;
  }

  write(text: string): void {
    if (text === '') return;
    this.fed += text;
    this.tokenizer.write(text, false);
  }

  /** Feeds a printed value's placeholder; a whole-URL one is checked when its tag ends. */
  value(place: Place, wholeUrl: boolean, node: T): void {
    if (wholeUrl && place.kind === 'attribute')
      this.pendingUrls.push({ attribute: place.attribute, node });
    this.write(wholeUrl ? WHOLE_URL_MARK : VALUE_MARK);
  }

  /** Where a value printed now lands. */
  where(): Place {
    const t = this.tokenizer;
    switch (t.state) {
      case STATE.DATA: {
        const inside = this.foreign > 0 || this.foreignPoisoned ? 'svg' : this.forbiddenOpen();
        return inside ? { kind: 'refused', where: `inside <${inside}>` } : { kind: 'text' };
      }
      case STATE.ATTRIBUTE_VALUE_DOUBLE_QUOTED:
      case STATE.ATTRIBUTE_VALUE_SINGLE_QUOTED: {
        if (this.foreign > 0 || this.foreignPoisoned)
          return { kind: 'refused', where: 'in an attribute inside <svg> or <math>' };
        const quote = t.state === STATE.ATTRIBUTE_VALUE_DOUBLE_QUOTED ? '"' : "'";
        return {
          kind: 'attribute',
          tag: t.currentToken?.tagName ?? '',
          attribute: t.currentAttr,
          valueSoFar: t.currentAttr.value,
          raw: this.fed.slice(this.fed.lastIndexOf(quote) + 1),
        };
      }
      default:
        return { kind: 'refused', where: describeState(t.state) };
    }
  }

  snapshot(): Snapshot {
    const t = this.tokenizer;
    const inValue =
      t.state === STATE.ATTRIBUTE_VALUE_DOUBLE_QUOTED ||
      t.state === STATE.ATTRIBUTE_VALUE_SINGLE_QUOTED;
    if (inValue) this.blockAttributes.add(t.currentAttr);
    return {
      state: t.state,
      attribute: inValue ? t.currentAttr : null,
      foreign: this.foreignPoisoned ? -1 : this.foreign,
      describe: inValue
        ? `the value of the "${t.currentAttr.name}" attribute`
        : t.state === STATE.DATA
          ? 'text'
          : describeState(t.state),
    };
  }

  /** Ends the template; returns a description of where it ends when that is not text. */
  end(): string | undefined {
    const state = this.tokenizer.state;
    if (state !== STATE.DATA) return describeState(state);
    return undefined;
  }

  private forbiddenOpen(): string | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const name = this.open[i] as string;
      if (TEXT_FORBIDDEN_ELEMENTS.has(name)) return name;
    }
    return undefined;
  }

  private startTag(token: Token.TagToken): void {
    const name = token.tagName;
    if (name === 'base') this.refusedTag ??= name;
    for (const attribute of token.attrs) {
      if (attribute.value.includes(WHOLE_URL_MARK) && attribute.value !== WHOLE_URL_MARK) {
        for (const pending of this.pendingUrls)
          if (pending.attribute === attribute) this.badUrls.push(pending.node);
      }
    }
    if (this.foreign > 0) {
      if (INTEGRATION_POINTS.has(name)) this.foreignPoisoned = true;
      if ((name === 'svg' || name === 'math') && !token.selfClosing) this.foreign++;
    } else if (name === 'svg' || name === 'math') {
      if (!token.selfClosing) this.foreign = 1;
    } else {
      const next = SWITCHES[name];
      if (next !== undefined) this.tokenizer.state = next;
    }
    this.tokenizer.inForeignNode = this.foreign > 0 || this.foreignPoisoned;
    if (!VOID_ELEMENTS.has(name) && !(token.selfClosing && this.foreign > 0)) this.open.push(name);
  }

  private endTag(name: string): void {
    const at = this.open.lastIndexOf(name);
    if (at >= 0) this.open.length = at;
    if (this.foreign > 0 && (name === 'svg' || name === 'math')) this.foreign--;
    this.tokenizer.inForeignNode = this.foreign > 0 || this.foreignPoisoned;
  }
}

function describeState(state: number): string {
  if (state === STATE.RCDATA) return 'inside <textarea> or <title> (RCDATA)';
  if (state === STATE.RAWTEXT || (state >= 11 && state <= 13)) return 'inside a raw-text element';
  if (state === STATE.SCRIPT_DATA || (state >= 14 && state <= 30)) return 'inside <script>';
  if (state === STATE.PLAINTEXT) return 'inside <plaintext>';
  if (state >= 5 && state <= 7) return 'in a tag name';
  if (state >= 8 && state <= 10) return 'inside <textarea> or <title> (RCDATA)';
  if (state >= 31 && state <= 33) return 'in an attribute name (a value cannot name an attribute)';
  if (state === 34 || state === 37)
    return 'in an unquoted attribute value (quote it: title="{{value}}")';
  if (state === 38 || state === 39) return 'inside a tag, between attributes';
  if (state >= 40 && state <= 51) return 'inside an HTML comment';
  if (state >= 52 && state <= 67) return 'inside a DOCTYPE';
  if (state >= 68 && state <= 70) return 'inside a CDATA section';
  if (state >= 71) return 'inside a character reference (after "&")';
  return 'in markup';
}
