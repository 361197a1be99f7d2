// @screenkit/core/templates: safe consent templates (Handlebars with the seed's `a[0]` paths).
// A separate entry so that screens which render no template never load the compiler.
//
// Safety model, enforced at compile time (TemplateError with line and column) and in the
// generated code:
// - every printed value is HTML-escaped (& < > " ' ` =); raw output ({{{ }}}, {{& }}, raw
//   blocks), partials and decorators are refused; only the helpers in helpers.ts exist;
// - a value may be printed in element content or inside a quoted attribute value; never in an
//   event-handler or style attribute, inside <script>/<style>-like elements, unquoted, or as an
//   attribute name; a value that starts a URL attribute (href, src, action...) goes through
//   `safeUrl`, which turns javascript:/data:/vbscript: (any non-http(s)/mailto/tel scheme)
//   into about:blank;
// - reads see own, non-function properties only; prototype member names never resolve; data
//   functions are never called; templates are at most 10,000 characters.

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
