import type { CompiledTemplate } from './instantiate.js';
import { fromPrecompiled } from './runtime.js';
import { compileToSpec } from './template-compiler.js';

export interface CompileTemplateOptions {
  /** Skip the cache (the result is still checked and compiled the same way). */
  cache?: boolean;
}

/** Compiled templates by source; bounded, since sources may come from tenants. */
const cache = new Map<string, CompiledTemplate>();
const MAX_CACHED = 200;

/**
 * Compiles a consent template (Handlebars, plus the seed's `a.b[0].c` paths) to a render
 * function. Throws `TemplateError` for a template that is too long, malformed or unsafe.
 * Compiled templates are cached by source.
 */
export function compileTemplate(
  source: string,
  options: CompileTemplateOptions = {},
): CompiledTemplate {
  const cached = options.cache === false ? undefined : cache.get(source);
  if (cached) return cached;
  const spec = compileToSpec(source);
  // Same code a precompiled module holds, evaluated here (Handlebars.compile does too), and run
  // by the same runtime environment as precompiled templates.
  const template = fromPrecompiled(new Function(`return ${spec}`)(), source);
  if (options.cache !== false) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(source, template);
  }
  return template;
}

/** Forgets every compiled template (tests, long-running dev servers). */
export function clearTemplateCache(): void {
  cache.clear();
}
