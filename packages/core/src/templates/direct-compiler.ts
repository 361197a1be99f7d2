// Compiles a checked template (Handlebars' AST, after check-template.ts placed every value) to
// one plain JavaScript render function: string concatenation, inline own-property reads and
// loops, as a developer would write by hand. It covers the subset consent templates use
// (#if/#unless/#each/#with with one argument, else chains, @index/@key/@first/@last/@root,
// screenkit's helpers); anything else (`../`, block parameters, other @data...) returns
// undefined and the template is compiled by Handlebars instead (template-compiler.ts).
//
// The generated code means exactly what Handlebars' code (patched in safe-compiler.ts) means:
// every printed value through `escapeHtml`, URL values through `safeUrl`, reads of own
// non-function properties only (prototype members never), `x != null ? x.y : x` chains, the
// null context Handlebars substitutes in #if bodies, the same loop and output limits. The
// differential test (direct-compiler.test.ts) renders templates both ways and compares.
//
// Two entry points come out of one AST: `data` takes the data model (CompiledTemplate's
// contract), `context` takes the page context and reads `transaction.params.*` straight from
// it (see data-model.ts), so renderPartial builds no model: a third of a one-entry render.
import type { Node } from './check-template.js';
import { Generator } from './direct-generator.js';
import { Unsupported } from './direct-scope.js';

/**
 * The source of a factory `(rt) => [data, context]` for a checked template's AST, or undefined
 * when the template needs Handlebars. `rt` holds the runtime pieces (direct-template.ts).
 */
export function generateDirect(ast: Node): string | undefined {
  let data: Generator;
  let context: Generator;
  try {
    data = new Generator('data');
    data.program(ast, { ctx: 'c0', nonNull: false, root: false });
    context = new Generator('context');
    context.program(ast, { ctx: 'ctx', nonNull: true, root: true });
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  const start = 'let t, out = "", budget = MAX_ITERATIONS;';
  const dataBody = [
    start,
    data.usesRoot ? 'const root = typeof c0 === "function" ? undefined : c0;' : '',
    ...data.lines,
    'return out;',
  ];
  const { hoist } = context;
  const contextBody = context.needsModel
    ? ['return data(model(ctx));']
    : [
        'if (ctx === null || typeof ctx !== "object" || Array.isArray(ctx)) return data(model(ctx));',
        ...(hoist.transaction
          ? [
              'const T0 = ctx.transaction;',
              'if (T0 != null && (typeof T0 !== "object" || Array.isArray(T0))) return data(model(ctx));',
              'const T = T0 != null ? T0 : EMPTY;',
            ]
          : []),
        ...(hoist.params
          ? [
              'const P0 = T.params;',
              'if (Array.isArray(P0)) return data(model(ctx));',
              'const P = P0 != null && typeof P0 === "object" ? P0 : EMPTY;',
            ]
          : []),
        hoist.details ? 'const D = detailsOf(ctx);' : '',
        hoist.scope ? 'const S = scopeOf(ctx);' : '',
        start,
        ...context.lines,
        'return out;',
      ];
  return [
    '"use strict";',
    'const { esc, url, truthy, isEmpty, hasOwn, helpers, NULL_CONTEXT, EMPTY, NO_OPTIONS, MAX_ITEMS,',
    '  MAX_ITERATIONS, MAX_OUTPUT, tooManyIterations, tooMuchOutput, model, detailsOf, scopeOf } = rt;',
    `function data(c0) {\n${dataBody.filter(Boolean).join('\n')}\n}`,
    `function context(ctx) {\n${contextBody.filter(Boolean).join('\n')}\n}`,
    'return [data, context];',
  ].join('\n');
}
