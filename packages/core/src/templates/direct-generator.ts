// The code generator of the direct compiler (direct-compiler.ts): statements, helper calls,
// paths of the data model or the page context, each read made once per JS block through own
// non-function properties only; block statements are direct-blocks.ts's.
import { BLOCK_HELPERS, type Node } from './check-template.js';
import { generateBlock } from './direct-blocks.js';
import { type BlockWriter, type Mode, type Scope, Unsupported } from './direct-scope.js';
import { TEMPLATE_HELPER_NAMES, type TemplateHelperName } from './helpers.js';
import { ESCAPE_HELPER, PROTOTYPE_MEMBERS, URL_HELPER } from './instantiate.js';

/** Helpers' parameter counts: a call with fewer would pass Handlebars' options object on. */
const HELPER_ARITY: Record<TemplateHelperName, number> = {
  default: 2,
  eq: 2,
  ne: 2,
  formatAmount: 2,
  formatNumber: 1,
  consentView: 1,
};
/** Names Handlebars would call as a helper when written alone (`{{eq}}`): left to Handlebars. */
const HELPER_NAMES = new Set<string>([
  ...BLOCK_HELPERS,
  ...TEMPLATE_HELPER_NAMES,
  ESCAPE_HELPER,
  URL_HELPER,
]);
const DATA_NAMES = new Set(['root', 'index', 'key', 'first', 'last']);

export class Generator implements BlockWriter {
  private names = 0;
  private readonly code: string[] = [];
  /** Output pieces not yet written: consecutive ones become one `out += a + b + c`. */
  private pending: string[] = [];
  /** Reads already made, by variable and path, visible at the current point. */
  private memo = new Map<string, string>();
  /** Context entry point: what the body reads from the page context besides plain paths. */
  readonly hoist = { details: false, scope: false, transaction: false, params: false };
  needsModel = false;
  usesRoot = false;

  constructor(readonly mode: Mode) {}

  /** Appends statements, after the output pieces before them. */
  emit(...statements: string[]): void {
    if (this.pending.length > 0) {
      this.code.push(`out += ${this.pending.join(' + ')};`);
      this.pending = [];
    }
    this.code.push(...statements);
  }

  /** The generated statements. */
  get lines(): string[] {
    this.emit();
    return this.code;
  }

  fresh(prefix: string): string {
    return `${prefix}_${this.names++}`;
  }

  program(node: Node | undefined, scope: Scope): void {
    const body = (node as { body?: Node[] } | undefined)?.body ?? [];
    for (const statement of body) this.statement(statement, scope);
  }

  statement(node: Node, scope: Scope): void {
    switch (node.type) {
      case 'ContentStatement':
        if (node.value) this.pending.push(JSON.stringify(node.value));
        return;
      case 'CommentStatement':
        return;
      case 'MustacheStatement':
        if (node.escaped === false) throw new Unsupported();
        {
          const value = this.value(node, scope); // may emit the reads first
          this.pending.push(`esc(${value})`);
        }
        return;
      case 'BlockStatement':
        this.block(node, scope);
        return;
      default:
        throw new Unsupported();
    }
  }

  /** What a mustache prints (before escaping): a helper call's result or a path's value. */
  value(node: Node, scope: Scope): string {
    if (isCall(node)) return this.call(node, scope);
    const path = node.path as Node;
    if (path.type !== 'PathExpression') throw new Unsupported(); // `{{"a"}}` reads a path
    const parts = path.parts as string[];
    if (
      parts.length === 1 &&
      !isScoped(path) &&
      path.depth === 0 &&
      HELPER_NAMES.has(parts[0] as string)
    )
      throw new Unsupported();
    return this.expression(path, scope);
  }

  /** A helper call (mustache or subexpression), with Handlebars' trailing options argument. */
  call(node: Node, scope: Scope): string {
    const path = node.path as Node;
    const params = node.params as Node[];
    const name = path.original as string;
    if (path.type !== 'PathExpression' || (path.parts as string[])[0] !== name || path.depth !== 0)
      throw new Unsupported();
    if (name === URL_HELPER) {
      if (params.length !== 1 || node.hash) throw new Unsupported();
      return `url(${this.expression(params[0] as Node, scope)})`;
    }
    const arity = Object.hasOwn(HELPER_ARITY, name)
      ? HELPER_ARITY[name as TemplateHelperName]
      : undefined;
    if (arity === undefined || params.length < arity) throw new Unsupported();
    const args = params.map((param) => this.expression(param, scope));
    const hash = this.hash(node, scope);
    args.push(hash === undefined ? 'NO_OPTIONS' : `{ hash: ${hash} }`);
    return `helpers.${name}(${args.join(', ')})`;
  }

  hash(node: Node, scope: Scope): string | undefined {
    const pairs = (node.hash as { pairs: { key: string; value: Node }[] } | undefined)?.pairs;
    if (!pairs) return undefined;
    const keys = new Set(pairs.map((pair) => pair.key));
    if (keys.size !== pairs.length || keys.has('__proto__')) throw new Unsupported();
    const entries = pairs.map(
      (p) => `${JSON.stringify(p.key)}: ${this.expression(p.value, scope)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }

  expression(node: Node, scope: Scope): string {
    switch (node.type) {
      case 'PathExpression':
        return this.path(node, scope);
      case 'SubExpression':
        return `(${this.call(node, scope)})`;
      case 'StringLiteral':
        return JSON.stringify(node.value);
      case 'NumberLiteral':
      case 'BooleanLiteral':
        return `(${String(node.value)})`;
      case 'UndefinedLiteral':
        return 'undefined';
      case 'NullLiteral':
        return 'null';
      default:
        throw new Unsupported();
    }
  }

  path(node: Node, scope: Scope): string {
    if (node.depth !== 0) throw new Unsupported(); // `../`: Handlebars' depth stack
    const parts = node.parts as string[];
    if (node.data === true) return this.data(parts, scope);
    if (this.mode === 'context' && scope.root) return this.rootPath(parts, scope);
    return this.read(scope.ctx, parts, scope.nonNull);
  }

  /** `@name.rest`: Handlebars reads the data frame with `&&` chains (0 and '' stop them). */
  data(parts: string[], scope: Scope): string {
    const name = parts[0] as string;
    if (!DATA_NAMES.has(name)) throw new Unsupported();
    let base: string;
    if (name === 'root') {
      if (this.mode === 'context') this.needsModel = true;
      this.usesRoot = true;
      base = 'root';
    } else if (!scope.loop) {
      base = 'undefined';
    } else {
      const { index, keys, count } = scope.loop;
      base = {
        index,
        key: `(${keys} === undefined ? ${index} : ${keys}[${index}])`,
        first: `(${index} === 0)`,
        last: `(${index} === ${count} - 1)`,
      }[name] as string;
    }
    return falsyChain(base, parts.slice(1));
  }

  /** A path read from the page context as if from the model `buildTemplateData` makes. */
  rootPath(parts: string[], scope: Scope): string {
    if (parts.length === 0) this.needsModel = true; // `this` is the model
    if (parts[0] !== 'transaction') return this.read(scope.ctx, parts, true);
    if (parts.length === 1 || (parts[1] === 'params' && parts.length === 2)) {
      this.needsModel = true; // the model's own transaction object
      return 'undefined';
    }
    if (parts[1] !== 'params') {
      this.hoist.transaction = true;
      return this.read('T', parts.slice(1), true);
    }
    if (parts[2] === 'authorization_details') {
      this.hoist.details = true;
      return this.read('D', parts.slice(3), true);
    }
    if (parts[2] === 'scope') {
      this.hoist.scope = true;
      return this.read('S', parts.slice(3), true);
    }
    this.hoist.transaction = true;
    this.hoist.params = true;
    return this.read('P', parts.slice(2), true);
  }

  /** `#if` / `#unless` / `#with` / `#each` (direct-blocks.ts). */
  block(node: Node, scope: Scope): void {
    generateBlock(this, node, scope);
  }

  /**
   * `parts` read from variable `base` (`x != null ? own(x, part) : x` at each step), one
   * constant per step; a step already read in this JS block or an enclosing one is reused.
   */
  read(base: string, parts: string[], nonNull: boolean): string {
    let current = base;
    let key = base;
    for (const part of parts) {
      key += `\u0000${part}`;
      let name = this.memo.get(key);
      if (name === undefined) {
        name = this.fresh('r');
        const read = ownRead(current, part);
        // Straight into the code, before output pieces still pending: reads change no output,
        // so the pieces between two blocks stay one concatenation.
        this.code.push(
          `const ${name} = ${nonNull ? read : `${current} != null ? ${read} : ${current}`};`,
        );
        this.memo.set(key, name);
      }
      current = name;
      nonNull = false;
    }
    return current;
  }

  /** Generates a JS block: reads made inside it are not visible after it. */
  nested(generate: () => void): void {
    const outer = this.memo;
    this.memo = new Map(outer);
    generate();
    this.memo = outer;
  }

  /** Handlebars runs #if bodies and else branches with `context ?? nullContext`. */
  fallback(scope: Scope): Scope {
    if (scope.nonNull) return scope;
    const ctx = this.fresh('c');
    this.emit(`const ${ctx} = ${scope.ctx} != null ? ${scope.ctx} : NULL_CONTEXT;`);
    return { ...scope, ctx, nonNull: true };
  }
}

function isCall(node: Node): boolean {
  return (node.params as Node[]).length > 0 || node.hash !== undefined;
}

/** Handlebars' `scopedId`: `this`, `this.a`, `./a` are never helper names. */
function isScoped(path: Node): boolean {
  return /^\.|this\b/.test(path.original as string);
}

/** `@data` paths: `x && own(x, part)` at each step. */
function falsyChain(base: string, parts: string[]): string {
  let code = base;
  for (const part of parts) code = `((t = ${code}) && ${ownRead('t', part)})`;
  return code;
}

/** `x[part]` if it is x's own property and not a function (x is a variable, not null). */
function ownRead(x: string, part: string): string {
  if (PROTOTYPE_MEMBERS.has(part)) return 'undefined';
  const key = JSON.stringify(part);
  return `(hasOwn.call(${x}, ${key}) && typeof (t = ${x}[${key}]) !== "function" ? t : undefined)`;
}
