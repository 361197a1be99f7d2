import { compileToSpec } from './template-compiler.js';

export interface PrecompileTemplateOptions {
  /** Module specifier the generated code imports the runtime from. */
  runtimeImport?: string;
}

/**
 * Precompiles a template (same checks and `[n]` translation as `compileTemplate`) to the text of
 * an ES module:
 *
 *   import { fromPrecompiled } from '@screenkit/core/templates/runtime';
 *   export const spec = { ...Handlebars template spec... };
 *   export default fromPrecompiled(spec);
 *
 * Its default export is a `CompiledTemplate` (data in, escaped HTML out) that needs only
 * Handlebars' runtime build: pass it to `renderPartial` from `@screenkit/core/templates/runtime`.
 * A bundler plugin can return this text for `.hbs` imports as is.
 */
export function precompileTemplate(
  source: string,
  options: PrecompileTemplateOptions = {},
): string {
  const spec = compileToSpec(source);
  const from = JSON.stringify(options.runtimeImport ?? '@screenkit/core/templates/runtime');
  return `// Precompiled by @screenkit/core precompileTemplate.\nimport { fromPrecompiled } from ${from};\nexport const spec = ${spec};\nexport default fromPrecompiled(spec);\n`;
}
