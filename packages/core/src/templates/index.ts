// @screenkit/core/templates: safe consent templates (Handlebars with the seed's `a[0]` paths).
// A separate entry so that screens which render no template never load the compiler.
//
// Safety model, enforced at compile time (TemplateError with line and column) and in the
// generated code:
// - every printed value is HTML-escaped (& < > " ' ` =); raw output ({{{ }}}, {{& }}, raw
//   blocks), partials and decorators are refused; only the helpers in helpers.ts exist;
// - where a value lands is decided by parse5's HTML tokenizer over the template, through every
//   block and both branches (html-context.ts), and allowed only where value-policy.ts says:
//   text of ordinary elements, inert attributes, and whole (or fixed-origin-prefixed) href/src
//   values, which go through `safeUrl`; blocks must leave the markup context as they found it;
// - reads see own, non-function properties only; prototype members never resolve; data
//   functions are never called; templates are at most 10,000 characters and 24 levels deep;
//   renders stop at 100,000 loop iterations or 1 MB of output (template_limit_exceeded).

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
