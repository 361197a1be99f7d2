// @screenkit/core/templates: safe consent templates (Handlebars with the seed's `a[0]` paths).
// A separate entry so that screens which render no template never load the compiler.

export {
  type CompileTemplateOptions,
  clearTemplateCache,
  compileTemplate,
} from './compile-template.js';
export { buildTemplateData } from './data-model.js';
export { DEFAULT_CONSENT_TEMPLATE } from './default-consent-template.js';
export { escapeHtml, safeUrl } from './escape-html.js';
export { TEMPLATE_HELPER_NAMES, type TemplateHelperName } from './helpers.js';
export type { CompiledTemplate } from './instantiate.js';
export { type PrecompileTemplateOptions, precompileTemplate } from './precompile-template.js';
export { renderPartial } from './render-partial.js';
export { MAX_TEMPLATE_LENGTH } from './template-compiler.js';
export { TemplateError, type TemplateErrorCode } from './template-error.js';
