// Handlebars' JavaScript compiler, patched: what the generated template code does differs from
// stock Handlebars only where safety or speed asks for it. Each patch says why.
import Handlebars from 'handlebars';
import {
  EACH_HELPER,
  ESCAPE_HELPER,
  HAS_OWN_HELPER,
  OWN_HELPER,
  PROTOTYPE_MEMBERS,
  TRUTHY_HELPER,
} from './instantiate.js';

interface CompilerClass {
  new (): unknown;
  prototype: Record<string, unknown>;
}
type InlineCompilerThis = CompilerThis & {
  options: { data?: boolean };
  useDepths?: boolean;
  useBlockParams?: boolean;
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
// Property reads: own properties that are not functions, tested inline at each read instead of
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
  if (!((name === 'if' || name === 'unless' || name === 'each') && paramSize === 1)) {
    (Base.prototype.invokeKnownHelper as (...args: unknown[]) => void).call(this, paramSize, name);
    return;
  }
  const params: unknown[] = [];
  const options = this.setupParams(name, 1, params);
  const self = this.contextName(0);
  const context = this.aliasable(`${self} != null ? ${self} : (container.nullContext || {})`);
  // `{{#each x}}` in a template that uses no @data, ../ or block parameters: a plain loop that
  // calls the body's compiled function itself, without Handlebars' per-item wrapper.
  const body =
    name === 'each' ? /container\.program\((\d+), data, 0\)/.exec(String(options.fn)) : null;
  const plain = !this.options.data && !this.useDepths && !this.useBlockParams;
  if (name === 'each' && body && plain && options.hash === '{}') {
    this.push([
      this.aliasable(`helpers.${EACH_HELPER}`),
      '(container, ',
      params[0],
      `, container.fn(${body[1]}), `,
      options.inverse,
      ', ',
      context,
      ', helpers, partials)',
    ]);
    return;
  }
  if (options.hash !== '{}' || !options.fn || name === 'each') {
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

/** A Handlebars environment whose `precompile` emits screenkit's safe, lean code. */
export const safeHandlebars = env;
