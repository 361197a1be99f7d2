// Follows the template's own markup, character by character, so that each printed value can be
// placed: element content, a quoted attribute value (which one), a comment, or somewhere escaping
// cannot protect. A small subset of the HTML tokenizer: enough for the markup a template writes.

/** Elements whose content is not markup; printing there is refused (escaping does not help). */
const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
/** Elements whose content is text with entities: escaped values are safe there. */
const ESCAPABLE_TEXT_ELEMENTS = new Set(['textarea', 'title']);

type Mode =
  | 'text'
  | 'open'
  | 'tagName'
  | 'tag'
  | 'attrName'
  | 'afterName'
  | 'beforeValue'
  | 'quoted'
  | 'unquoted'
  | 'closeTag'
  | 'bang'
  | 'declaration'
  | 'comment'
  | 'raw';

/** Where the next printed value lands. */
export type Placement =
  | { kind: 'content' | 'comment' }
  | { kind: 'attribute'; name: string; valueSoFar: string }
  | { kind: 'raw-text'; element: string }
  | { kind: 'markup' };

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

export class MarkupContext {
  private mode: Mode = 'text';
  private tag = '';
  private attribute = '';
  private value = '';
  private quote = '';
  private recent = '';

  /** Feeds literal template text. */
  write(text: string): void {
    for (const c of text) this.step(c);
  }

  /** Where a value printed now lands; a printed value then counts as attribute text. */
  place(): Placement {
    switch (this.mode) {
      case 'text':
        return { kind: 'content' };
      case 'comment':
        return { kind: 'comment' };
      case 'raw':
        return ESCAPABLE_TEXT_ELEMENTS.has(this.tag)
          ? { kind: 'content' }
          : { kind: 'raw-text', element: this.tag };
      case 'quoted': {
        const placement = {
          kind: 'attribute' as const,
          name: this.attribute,
          valueSoFar: this.value,
        };
        this.value += '\u0000';
        return placement;
      }
      default:
        return { kind: 'markup' };
    }
  }

  private endTag(): void {
    this.mode =
      RAW_TEXT_ELEMENTS.has(this.tag) || ESCAPABLE_TEXT_ELEMENTS.has(this.tag) ? 'raw' : 'text';
    this.recent = '';
  }

  private step(c: string): void {
    switch (this.mode) {
      case 'text':
        if (c === '<') this.mode = 'open';
        return;
      case 'open':
        if (isLetter(c)) {
          this.mode = 'tagName';
          this.tag = c.toLowerCase();
        } else if (c === '/') this.mode = 'closeTag';
        else if (c === '!') {
          this.mode = 'bang';
          this.recent = '';
        } else this.mode = c === '<' ? 'open' : 'text';
        return;
      case 'closeTag':
      case 'declaration':
        if (c === '>') this.mode = 'text';
        return;
      case 'bang':
        this.recent += c;
        if (this.recent === '--') {
          this.mode = 'comment';
          this.recent = '';
        } else if (c === '>') this.mode = 'text';
        else if (this.recent.length >= 2) this.mode = 'declaration';
        return;
      case 'comment':
        this.recent = (this.recent + c).slice(-3);
        if (this.recent === '-->') this.mode = 'text';
        return;
      case 'raw': {
        this.recent = (this.recent + c.toLowerCase()).slice(-(this.tag.length + 2));
        if (this.recent === `</${this.tag}`) this.mode = 'closeTag';
        return;
      }
      case 'tagName':
        if (c === '>') this.endTag();
        else if (isSpace(c) || c === '/') this.mode = 'tag';
        else this.tag += c.toLowerCase();
        return;
      case 'tag':
        if (c === '>') this.endTag();
        else if (!isSpace(c) && c !== '/') {
          this.mode = 'attrName';
          this.attribute = c.toLowerCase();
        }
        return;
      case 'attrName':
      case 'afterName':
        if (c === '=') this.mode = 'beforeValue';
        else if (c === '>') this.endTag();
        else if (isSpace(c)) this.mode = 'afterName';
        else if (c === '/') this.mode = 'tag';
        else if (this.mode === 'afterName') {
          this.mode = 'attrName';
          this.attribute = c.toLowerCase();
        } else this.attribute += c.toLowerCase();
        return;
      case 'beforeValue':
        if (c === '"' || c === "'") {
          this.mode = 'quoted';
          this.quote = c;
          this.value = '';
        } else if (c === '>') this.endTag();
        else if (!isSpace(c)) this.mode = 'unquoted';
        return;
      case 'quoted':
        if (c === this.quote) this.mode = 'tag';
        else if (this.value.length < 64) this.value += c;
        return;
      case 'unquoted':
        if (c === '>') this.endTag();
        else if (isSpace(c)) this.mode = 'tag';
        return;
    }
  }
}
