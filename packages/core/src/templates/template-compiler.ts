// The one place the Handlebars compiler is loaded. Everything that imports this file ships the
// compiler; `templates/runtime` never does.
import Handlebars from 'handlebars';
import { BLOCK_HELPERS, CheckFailure, checkTemplate, type Node } from './check-template.js';
import { TEMPLATE_HELPER_NAMES } from './helpers.js';
import {
  ESCAPE_HELPER,
  HAS_OWN_HELPER,
  OWN_HELPER,
  PROTOTYPE_MEMBERS,
  TRUTHY_HELPER,
  URL_HELPER,
} from './instantiate.js';
import { TemplateError } from './template-error.js';
import { originalPosition, translateIndexes } from './translate-indexes.js';

/** The service's limit on one partial (REFERENCE section 2, prompt partials). */
export const MAX_TEMPLATE_LENGTH = 10_000;

interface CompilerClass {
  new (): unknown;
  prototype: Record<string, unknown>;
}
type InlineCompilerThis = CompilerThis & {
  setupParams(name: string, size: number, params: unknown[]): Record<string, unknown>;
  contextName(depth: number): string;
  objectLiteral(options: unknown): unknown;
  nameLookup(parent: string, name: string, type: string): unknown;
  push(expression: unknown): void;
  source: { functionCall(fn: unknown, type: string, params: unknown[]): unknown };
};
type CompilerThis = {
  pushSource(source: unknown): void;
  appendToBuffer(parts: unknown[]): unknown;
  aliasable(name: string): unknown;
  popStack(): unknown;
};

const env = Handlebars.create();
const Base = (env as unknown as { JavaScriptCompiler: CompilerClass }).JavaScriptCompiler;
// A compiler whose escaped output calls screenkit's escape instead of Handlebars' own, so no
// value (not even one with an own `toHTML` or `toString`) can choose its own rendering.
function SafeCompiler(): void {}
SafeCompiler.prototype = Object.create(Base.prototype);
SafeCompiler.prototype.compiler = SafeCompiler; // nested programs (#each bodies) too
SafeCompiler.prototype.appendEscaped = function appendEscaped(this: CompilerThis) {
  this.pushSource(
    this.appendToBuffer([this.aliasable(`helpers.${ESCAPE_HELPER}`), '(', this.popStack(), ')']),
  );
};
// Property reads: own properties only, through one small function V8 inlines, instead of
// Handlebars' general access-control lookup. Prototype member names never resolve at all
// (decided at compile time, so they cost nothing at render time).
SafeCompiler.prototype.nameLookup = function nameLookup(
  this: CompilerThis & { quotedString(s: string): string },
  parent: unknown,
  name: string,
  type?: string,
) {
  // Helper names were checked against the allow-list; the helpers object is screenkit's own.
  if (type === 'helper' || parent === 'helpers') return ['helpers[', this.quotedString(name), ']'];
  if (PROTOTYPE_MEMBERS.has(name)) return ['(void 0)'];
  const key = this.quotedString(name);
  // The parent arrives as a code fragment (`['depth0']`, a SourceNode for `stack1`...).
  const target = String(parent);
  if (/^[A-Za-z_$][\w$]*$/.test(target)) {
    // Inline, so each read site keeps its own (monomorphic) inline cache, as hand-written code
    // does: own property, and never a function.
    const hasOwn = this.aliasable(`helpers.${HAS_OWN_HELPER}`);
    const read = `${target}[${key}]`;
    return [
      `(${target} != null && `,
      hasOwn,
      `.call(${target},${key}) && typeof ${read} !== 'function' ? ${read} : undefined)`,
    ];
  }
  return [this.aliasable(`helpers.${OWN_HELPER}`), '(', parent, ',', key, ')'];
};
// Values found in the data are never called (Handlebars "lambdas"): page data is JSON, and a
// function there is not the template's to run. The value stays as it is; escaping prints nothing.
SafeCompiler.prototype.resolvePossibleLambda = function resolvePossibleLambda() {};
// Helper calls without the source location literal Handlebars allocates on every call (it only
// feeds error messages of helpers, and ours do not throw).
SafeCompiler.prototype.setupHelperArgs = function setupHelperArgs(
  this: CompilerThis & {
    setupParams(helper: unknown, size: number, params: unknown): unknown;
    objectLiteral(options: unknown): unknown;
    useRegister(name: string): void;
  },
  helper: unknown,
  paramSize: number,
  params: unknown[] | undefined,
  useRegister: boolean,
) {
  const options = this.objectLiteral(this.setupParams(helper, paramSize, params));
  if (useRegister) {
    this.useRegister('options');
    params?.push('options');
    return ['options=', options];
  }
  if (params) {
    params.push(options);
    return '';
  }
  return options;
};
// Handlebars' `container.program(i, data, 0)` re-reads the program and builds a string key on
// every call before finding its cached wrapper; without data the cached wrapper is all it
// returns, so read it first.
SafeCompiler.prototype.programExpression = function programExpression(this: unknown, guid: number) {
  const call = (Base.prototype.programExpression as (guid: number) => string).call(this, guid);
  const index = /^container\.program\((\d+), data, 0\)$/.exec(call)?.[1];
  return index === undefined ? call : `(!data && container.programs[${index}] || ${call})`;
};
// `{{#if x}}` / `{{#unless x}}` without hash arguments compile to an inline conditional that
// calls the block's program directly: no helper call, no options object per evaluation.
SafeCompiler.prototype.invokeKnownHelper = function invokeKnownHelper(
  this: InlineCompilerThis,
  paramSize: number,
  name: string,
) {
  if (!((name === 'if' || name === 'unless') && paramSize === 1)) {
    (Base.prototype.invokeKnownHelper as (...args: unknown[]) => void).call(this, paramSize, name);
    return;
  }
  const params: unknown[] = [];
  const options = this.setupParams(name, 1, params);
  const self = this.contextName(0);
  const context = this.aliasable(`${self} != null ? ${self} : (container.nullContext || {})`);
  if (options.hash !== '{}' || !options.fn) {
    params.push(this.objectLiteral(options));
    this.push(
      this.source.functionCall(this.nameLookup('helpers', name, 'helper'), 'call', [
        context,
        ...params,
      ]),
    );
    return;
  }
  const [yes, no] = name === 'if' ? [options.fn, options.inverse] : [options.inverse, options.fn];
  const test = [this.aliasable(`helpers.${TRUTHY_HELPER}`), '(', params[0], ')'];
  this.push([
    '(',
    test,
    ' ? ',
    yes,
    '(',
    context,
    ', container.nullContext) : ',
    no,
    '(',
    context,
    ', container.nullContext))',
  ]);
};
(env as unknown as { JavaScriptCompiler: unknown }).JavaScriptCompiler = SafeCompiler;

const knownHelpers: Record<string, boolean> = {
  helperMissing: false,
  blockHelperMissing: false,
  log: false,
  lookup: false,
  [ESCAPE_HELPER]: true,
  [URL_HELPER]: true,
};
for (const name of [...BLOCK_HELPERS, ...TEMPLATE_HELPER_NAMES]) knownHelpers[name] = true;

/**
 * Checks and compiles a template to the source of a Handlebars template spec (a JS object
 * literal). Throws `TemplateError` with the line and column in `source` as written.
 */
export function compileToSpec(source: string): string {
  if (typeof source !== 'string')
    throw new TemplateError('template_syntax', `a template must be a string, not ${typeof source}`);
  if (source.length > MAX_TEMPLATE_LENGTH)
    throw new TemplateError(
      'template_too_long',
      `the template has ${source.length} characters; the limit is ${MAX_TEMPLATE_LENGTH}`,
      ...positionOfOffset(source, MAX_TEMPLATE_LENGTH),
    );
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
  let usesData: boolean;
  try {
    ({ usesData } = checkTemplate(ast, translated.text));
  } catch (error) {
    if (!(error instanceof CheckFailure)) throw error;
    const start = error.loc?.start ?? { line: 1, column: 0 };
    throw new TemplateError(error.code, error.message, ...at(start.line, start.column + 1));
  }
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

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const expecting = /\n(Expecting .*)$/.exec(message)?.[1];
  return `${message.split('\n')[0]}${expecting ? ` ${expecting}` : ''}`.slice(0, 300);
}

function positionOfOffset(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset);
  return [before.split('\n').length, offset - before.lastIndexOf('\n')];
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
  const [lineStart] = positionOfLine(text, line);
  const lines = text.split('\n');
  const lineEnd = lineStart + (lines[line - 1]?.length ?? 0);
  for (let offset = lineEnd; offset >= lineStart; offset--) {
    const pre = text.slice(Math.max(0, offset - 60), offset).replace(/\n/g, '');
    const post = text.slice(offset, offset + 60).replace(/\n/g, '');
    if (pre.endsWith(before) && post.startsWith(after))
      return { line, column: offset - lineStart + 1 };
  }
  return { line, column: 1 };
}

function positionOfLine(text: string, line: number): [number] {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return [offset];
}
