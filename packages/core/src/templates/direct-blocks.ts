// The block helpers in generated code: `#if` / `#unless` (with `includeZero`), `#with` and
// `#each` over arrays and objects, each with its else branch, as Handlebars runs them: the
// null context in #if bodies and else branches, the loop and output limits checked at every
// iteration. One argument and no block parameters; anything else is left to Handlebars.
import type { Node } from './check-template.js';
import { type BlockWriter, type Scope, Unsupported } from './direct-scope.js';

/** Generates the code of one block statement into `gen`. */
export function generateBlock(gen: BlockWriter, node: Node, scope: Scope): void {
  const name = (node.path as Node).original as string;
  const params = node.params as Node[];
  const program = node.program as Node | undefined;
  if (params.length !== 1 || (program?.blockParams as unknown[] | undefined)?.length)
    throw new Unsupported();
  const value = gen.expression(params[0] as Node, scope);
  const hash = gen.hash(node, scope);
  const inverse = node.inverse as Node | undefined;
  if (name === 'if' || name === 'unless') {
    const v = gen.fresh('v');
    gen.emit(`const ${v} = ${value};`);
    let test = `truthy(${v})`;
    if (hash !== undefined) {
      const h = gen.fresh('h');
      gen.emit(`const ${h} = ${hash};`);
      test = `(${test} || (${v} === 0 && ${h}.includeZero === true))`;
    }
    const [yes, no] = name === 'if' ? [program, inverse] : [inverse, program];
    // A truthy value read from the context proves the context is not null: the branch
    // keeps its variable (and the reads already made from it).
    const param = params[0] as Node;
    const proven =
      param.type === 'PathExpression' && param.data !== true && (param.parts as []).length > 0;
    gen.emit(`if (${test}) {`);
    gen.nested(() => gen.program(yes, proven ? { ...scope, nonNull: true } : gen.fallback(scope)));
    gen.emit('} else {');
    gen.nested(() => gen.program(no, gen.fallback(scope)));
    gen.emit('}');
    return;
  }
  if (hash !== undefined) gen.emit(`void ${hash};`); // evaluated, unused, as by Handlebars
  if (name === 'with') {
    const v = gen.fresh('v');
    gen.emit(`const ${v} = ${value};`, `if (isEmpty(${v})) {`);
    gen.nested(() => gen.program(inverse, gen.fallback(scope)));
    gen.emit('} else {');
    gen.nested(() => gen.program(program, { ...scope, ctx: v, nonNull: true, root: false }));
    gen.emit('}');
    return;
  }
  if (name !== 'each') throw new Unsupported();
  const list = gen.fresh('l');
  const keys = gen.fresh('k');
  const count = gen.fresh('n');
  const index = gen.fresh('i');
  const item = gen.fresh('c');
  gen.emit(
    `const ${list} = ${value};`,
    `let ${keys}, ${count} = 0;`,
    `if (Array.isArray(${list})) ${count} = ${list}.length < MAX_ITEMS ? ${list}.length : MAX_ITEMS;`,
    `else if (${list} !== null && typeof ${list} === "object") { ${keys} = Object.keys(${list}); ${count} = ${keys}.length < MAX_ITEMS ? ${keys}.length : MAX_ITEMS; }`,
    `for (let ${index} = 0; ${index} < ${count}; ${index}++) {`,
    `const ${item} = ${keys} === undefined ? ${list}[${index}] : ${list}[${keys}[${index}]];`,
  );
  gen.nested(() =>
    gen.program(program, {
      ctx: item,
      nonNull: false,
      root: false,
      loop: { index, keys, count },
    }),
  );
  gen.emit(
    'if (--budget < 0) tooManyIterations();',
    'if (out.length > MAX_OUTPUT) tooMuchOutput();',
    '}',
    `if (${count} === 0) {`,
  );
  gen.nested(() => gen.program(inverse, gen.fallback(scope)));
  gen.emit('}');
}
