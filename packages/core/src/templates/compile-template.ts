import { generateDirect } from './direct-compiler.js';
import { instantiateDirect } from './direct-template.js';
import type { CompiledTemplate } from './instantiate.js';
import { fromPrecompiled } from './runtime.js';
import { type CheckedTemplate, checkSource, specOf } from './template-compiler.js';

export interface CompileTemplateOptions {
  /** Skip the cache (the result is still checked and compiled the same way). */
  cache?: boolean;
}

/** Compiled templates by source; bounded, since sources may come from tenants. */
const cache = new Map<string, CompiledTemplate>();
const MAX_CACHED = 200;
/** The last template served from the cache: a render loop asks for the same one every time. */
let last: { source: string; template: CompiledTemplate } | undefined;

/**
 * Compiles a consent template (Handlebars, plus the seed's `a.b[0].c` paths) to a render
 * function. Throws `TemplateError` for a template that is too long, malformed or unsafe.
 * Compiled templates are cached by source.
 */
export function compileTemplate(
  source: string,
  options?: CompileTemplateOptions,
): CompiledTemplate {
  if (options?.cache === false) return compile(source);
  if (last !== undefined && last.source === source) return last.template;
  let template = cache.get(source);
  if (template === undefined) {
    template = compile(source);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(source, template);
  }
  last = { source, template };
  return template;
}

function compile(source: string): CompiledTemplate {
  const checked = checkSource(source);
  const direct = generateDirect(checked.ast);
  return direct ? instantiateDirect(direct, source) : withHandlebars(checked, source);
}

/**
 * The template compiled by Handlebars (what templates outside the direct compiler's subset
 * get; tests compare both): the same code a precompiled module holds, evaluated here
 * (Handlebars.compile does too), and run by the same runtime as precompiled templates.
 */
export function withHandlebars(checked: CheckedTemplate, source: string): CompiledTemplate {
  return fromPrecompiled(new Function(`return ${specOf(checked)}`)(), source);
}

/** Forgets every compiled template (tests, long-running dev servers). */
export function clearTemplateCache(): void {
  cache.clear();
  last = undefined;
}
