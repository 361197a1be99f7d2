// Checks and compiles template sources. With safe-compiler.ts, the one place the Handlebars
// compiler is loaded: everything that imports this file ships it; `templates/runtime` never does.
import Handlebars from 'handlebars';
import {
  BLOCK_HELPERS,
  CheckFailure,
  checkTemplate,
  MAX_NESTING_DEPTH,
  type Node,
} from './check-template.js';
import { TEMPLATE_HELPER_NAMES } from './helpers.js';
import { ESCAPE_HELPER, URL_HELPER } from './instantiate.js';
import { safeHandlebars as env } from './safe-compiler.js';
import { lineStart, positionOf } from './source-position.js';
import { TemplateError } from './template-error.js';
import { originalPosition, translateIndexes } from './translate-indexes.js';

/** The service's limit on one partial (REFERENCE section 2, prompt partials). */
export const MAX_TEMPLATE_LENGTH = 10_000;

const knownHelpers: Record<string, boolean> = {
  helperMissing: false,
  blockHelperMissing: false,
  log: false,
  lookup: false,
  [ESCAPE_HELPER]: true,
  [URL_HELPER]: true,
};
for (const name of [...BLOCK_HELPERS, ...TEMPLATE_HELPER_NAMES]) knownHelpers[name] = true;

/** A parsed template that passed every check, ready for either code generator. */
export interface CheckedTemplate {
  /** Handlebars' AST, with URL-attribute values routed through `safeUrl` by the check. */
  ast: Node;
  /** Whether `@data` variables are used (Handlebars' `data` option). */
  usesData: boolean;
  /** Line and column in the source as written of a position in the parsed text. */
  at(line: number, column: number): readonly [number, number];
}

/**
 * Parses and checks a template (length, nesting, syntax, helpers, markup contexts). Throws
 * `TemplateError` with the line and column in `source` as written.
 */
export function checkSource(source: string): CheckedTemplate {
  if (typeof source !== 'string')
    throw new TemplateError('template_syntax', `a template must be a string, not ${typeof source}`);
  if (source.length > MAX_TEMPLATE_LENGTH) {
    const end = positionOf(source, MAX_TEMPLATE_LENGTH);
    throw new TemplateError(
      'template_too_long',
      `the template has ${source.length} characters; the limit is ${MAX_TEMPLATE_LENGTH}`,
      end.line,
      end.column,
    );
  }
  checkNestingDepth(source);
  const translated = translateIndexes(source);
  const at = (line: number, column: number) => {
    const p = originalPosition(source, translated, line, column);
    return [p.line, p.column] as const;
  };
  let ast: Node;
  try {
    ast = Handlebars.parse(translated.text) as unknown as Node;
  } catch (error) {
    // Block mismatches carry a position; grammar errors only a line and a snippet.
    const e = error as { lineNumber?: number; column?: number; message?: string };
    const { line, column } =
      e.lineNumber !== undefined
        ? { line: e.lineNumber, column: (e.column ?? 0) + 1 }
        : parseErrorPosition(translated.text, String(e.message));
    throw new TemplateError('template_syntax', firstLine(error), ...at(line, column));
  }
  try {
    const { usesData } = checkTemplate(ast, translated.text);
    return { ast, usesData, at };
  } catch (error) {
    if (!(error instanceof CheckFailure)) throw error;
    const start = error.loc?.start ?? { line: 1, column: 0 };
    throw new TemplateError(error.code, error.message, ...at(start.line, start.column + 1));
  }
}

/**
 * Checks and compiles a template to the source of a Handlebars template spec (a JS object
 * literal). Throws `TemplateError` with the line and column in `source` as written.
 */
export function compileToSpec(source: string): string {
  return specOf(checkSource(source));
}

/** The Handlebars template spec of a checked template (Handlebars may rewrite its AST). */
export function specOf({ ast, usesData, at }: CheckedTemplate): string {
  try {
    return env.precompile(ast as never, {
      knownHelpers,
      knownHelpersOnly: true,
      data: usesData,
      compat: false,
      strict: false,
      assumeObjects: false,
      preventIndent: true,
    }) as unknown as string;
  } catch (error) {
    const e = error as { lineNumber?: number; column?: number };
    const line = e.lineNumber ?? 1;
    throw new TemplateError('template_syntax', firstLine(error), ...at(line, (e.column ?? 0) + 1));
  }
}

/**
 * Handlebars' parser takes time superlinear in block depth: bound the depth with one scan of
 * the `{{#`, `{{^` and `{{/` tokens before parsing (comments may count too: that only errs on
 * the strict side). The walk in check-template.ts bounds subexpressions the same way.
 */
function checkNestingDepth(source: string): void {
  const tags = /\{\{~?\s*([#/]|\^(?!\s*~?\}\}))/g; // `{{^}}` alone is an else
  let depth = 0;
  for (let match = tags.exec(source); match; match = tags.exec(source)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth > MAX_NESTING_DEPTH) {
      const at = positionOf(source, match.index);
      throw new TemplateError(
        'template_too_complex',
        `blocks nest more than ${MAX_NESTING_DEPTH} levels deep`,
        at.line,
        at.column,
      );
    }
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const expecting = /\n(Expecting .*)$/.exec(message)?.[1];
  return `${message.split('\n')[0]}${expecting ? ` ${expecting}` : ''}`.slice(0, 300);
}

/**
 * Handlebars' parse errors only carry the line and a snippet ("…20 chars before" + "20 after",
 * newlines removed, a caret between): find the offset on that line where the snippet fits.
 */
function parseErrorPosition(text: string, message: string): { line: number; column: number } {
  const match = /line (\d+)[:.][^\n]*\n(.*)\n(-*)\^/.exec(message);
  if (!match) return { line: 1, column: 1 };
  const line = Number(match[1]);
  const snippet = match[2] as string;
  const caret = (match[3] as string).length;
  let before = snippet.slice(0, caret);
  let after = snippet.slice(caret);
  if (before.startsWith('...')) before = before.slice(3);
  if (after.endsWith('...')) after = after.slice(0, -3);
  const start = lineStart(text, line);
  const end = start + (text.split('\n')[line - 1]?.length ?? 0);
  for (let offset = end; offset >= start; offset--) {
    const pre = text.slice(Math.max(0, offset - 60), offset).replace(/\n/g, '');
    const post = text.slice(offset, offset + 60).replace(/\n/g, '');
    if (pre.endsWith(before) && post.startsWith(after)) return { line, column: offset - start + 1 };
  }
  return { line, column: 1 };
}
