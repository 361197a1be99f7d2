// The seed writes `{{a.b[0].c}}`; Handlebars only parses `{{a.b.[0].c}}`. The translation
// touches mustache expressions only (never text, comments, escaped mustaches or string
// literals) and remembers where it inserted, so error positions map back to the source.

import { lineStart, positionOf } from './source-position.js';

export interface TranslatedSource {
  text: string;
  /** Offsets in `text` of every inserted `.`, ascending. */
  inserted: number[];
}

// A Handlebars ID character (its lexer's ID class) or the `]` closing a previous segment.
const BEFORE_INDEX = /[^\s!"#%-,./;->@[-^`{-~]|\]/;

export function translateIndexes(source: string): TranslatedSource {
  let text = '';
  const inserted: number[] = [];
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{{', i);
    if (open < 0) break;
    const escaped = source[open - 1] === '\\' && source[open - 2] !== '\\';
    const comment = source[open + 2] === '!';
    const closeToken = comment && source.startsWith('--', open + 3) ? '--}}' : '}}';
    text += source.slice(i, open + 2);
    i = open + 2;
    if (escaped || comment) {
      const end = source.indexOf(closeToken, i);
      const stop = end < 0 ? source.length : end + closeToken.length;
      text += source.slice(i, stop);
      i = stop;
      continue;
    }
    let quote = '';
    while (i < source.length) {
      const c = source[i] as string;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '}' && source[i + 1] === '}') {
        break;
      } else if (c === '[' && i > 0 && BEFORE_INDEX.test(source[i - 1] as string)) {
        const digits = /^\[[0-9]+\]/.exec(source.slice(i, i + 24));
        if (digits) {
          inserted.push(text.length);
          text += '.';
        }
      }
      text += c;
      i++;
    }
  }
  return { text: text + source.slice(i), inserted };
}

/** Line and column (from 1) in the original source of a position in the translated text. */
export function originalPosition(
  source: string,
  translated: TranslatedSource,
  line: number,
  column: number,
): { line: number; column: number } {
  // Offset in translated text, then back to the source by removing earlier insertions.
  const offset = lineStart(translated.text, line) + column - 1;
  let shift = 0;
  for (const at of translated.inserted) if (at < offset) shift++;
  return positionOf(source, Math.max(0, Math.min(source.length, offset - shift)));
}
