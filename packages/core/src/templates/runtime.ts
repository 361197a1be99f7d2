// @screenkit/core/templates/runtime: renders precompiled templates with Handlebars' runtime-only
// build, so a screen whose partial is known at build time ships no template compiler.
import Runtime from 'handlebars/runtime.js';
import type { UniversalLoginContext } from '../context/types.js';
import {
  type CompiledTemplate,
  type HandlebarsRuntime,
  instantiate,
  renderContext,
} from './instantiate.js';

export { buildTemplateData } from './data-model.js';
export { escapeHtml, safeUrl } from './escape-html.js';
export type { CompiledTemplate } from './instantiate.js';
export { TemplateError, type TemplateErrorCode } from './template-error.js';

const env = (Runtime as unknown as { create(): HandlebarsRuntime }).create();

/** A render function for a spec made by `precompileTemplate` (what its modules call). */
export function fromPrecompiled(spec: object, source?: string): CompiledTemplate {
  return instantiate(env, spec, source);
}

/** Renders a precompiled (or compiled) template for a page context; see `buildTemplateData`. */
export function renderPartial(context: UniversalLoginContext, template: CompiledTemplate): string {
  return renderContext(template, context);
}
