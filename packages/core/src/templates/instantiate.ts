// Turns a precompiled template spec into a render function, for the full Handlebars build
// (compileTemplate) and the runtime-only build (templates/runtime) alike. No Handlebars import
// here: the caller passes its environment.
import {
  BLOCK_HELPER_IMPLEMENTATIONS,
  budget,
  eachPlain,
  isTruthy,
  MAX_RENDER_ITERATIONS,
  MAX_RENDER_OUTPUT,
  RenderLimitExceeded,
} from './block-helpers.js';
import { buildTemplateData } from './data-model.js';
import { escapeHtml, safeUrl } from './escape-html.js';
import { TEMPLATE_HELPERS } from './helpers.js';
import { TemplateError } from './template-error.js';

/** What a compiled template is: data in, escaped HTML out. */
export interface CompiledTemplate {
  (data: unknown): string;
  /** The template as written (absent for precompiled templates). */
  readonly source?: string;
  /**
   * Renders from the page context without building the data model (templates compiled to
   * direct code; `renderPartial` uses it when present).
   */
  readonly [RENDER_CONTEXT]?: (context: unknown) => string;
}

/** Where a compiled template keeps its page-context entry point. */
export const RENDER_CONTEXT: unique symbol = Symbol.for('screenkit.template.renderContext');

/** The part of a Handlebars environment (full or runtime-only) used here. */
export interface HandlebarsRuntime {
  template(spec: unknown): (context: unknown, options: unknown) => string;
  helpers: Record<string, unknown>;
}

/** Names the patched compiler emits calls to (see template-compiler.ts). */
export const ESCAPE_HELPER = '__screenkitEscape';
export const URL_HELPER = '__screenkitUrl';
export const OWN_HELPER = '__screenkitOwn';
export const HAS_OWN_HELPER = '__screenkitHasOwn';
export const TRUTHY_HELPER = '__screenkitTruthy';
export const EACH_HELPER = '__screenkitEach';

/** Names a template can never read, whatever the data holds (prototype members). */
export const PROTOTYPE_MEMBERS = new Set([
  'constructor',
  'prototype',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

const hasOwn = Object.prototype.hasOwnProperty;
/**
 * `parent[name]` when it is the parent's own property and not a function, else undefined: page
 * data is JSON, so anything else (inherited members, methods) is not the template's to see.
 * (Compiled templates inline the same test at each read; this is the fallback.)
 */
function own(parent: unknown, name: string): unknown {
  if (parent == null || !hasOwn.call(parent, name)) return undefined;
  const value = (parent as Record<string, unknown>)[name];
  return typeof value === 'function' ? undefined : value;
}

// Prototype members never resolve, and never log: Handlebars' own check logs a warning per
// denied name, which hostile templates could use to flood the console.
const DENY_PROTOTYPE = {
  properties: { whitelist: Object.create(null), defaultValue: false },
  methods: { whitelist: Object.create(null), defaultValue: false },
};

/** A compiled template rendered for a page context (without the model when it can). */
export function renderContext(template: CompiledTemplate, context: unknown): string {
  const fromContext = template[RENDER_CONTEXT];
  return fromContext
    ? fromContext(context)
    : template(buildTemplateData(context as Parameters<typeof buildTemplateData>[0]));
}

/** The TemplateError for an exception thrown while rendering. */
export function renderFailure(error: unknown): TemplateError {
  if (error instanceof RenderLimitExceeded)
    return new TemplateError('template_limit_exceeded', error.message);
  return new TemplateError(
    'template_render_failed',
    `rendering failed: ${(error as Error)?.message}`,
  );
}

/** A render's HTML, or a TemplateError when it is over the output limit. */
export function checkedOutput(html: string): string {
  if (html.length > MAX_RENDER_OUTPUT)
    throw new TemplateError(
      'template_limit_exceeded',
      `the template produced ${html.length} characters; the limit is ${MAX_RENDER_OUTPUT}`,
    );
  return html;
}

export function instantiate(
  env: HandlebarsRuntime,
  spec: { useData?: boolean },
  source?: string,
): CompiledTemplate {
  const helpers: Record<string, unknown> = {
    ...BLOCK_HELPER_IMPLEMENTATIONS,
    ...TEMPLATE_HELPERS,
    [ESCAPE_HELPER]: escapeHtml,
    [URL_HELPER]: safeUrl,
    [OWN_HELPER]: own,
    [HAS_OWN_HELPER]: hasOwn,
    [TRUTHY_HELPER]: isTruthy,
    [EACH_HELPER]: eachPlain,
  };
  const hooks = {
    helperMissing: env.helpers.helperMissing,
    blockHelperMissing: env.helpers.blockHelperMissing,
  };
  // `partial: true` makes Handlebars take helpers and access rules as given instead of
  // rebuilding (and re-wrapping) them on every render: one options object, reused.
  const options = {
    partial: true,
    helpers,
    partials: {},
    decorators: {},
    hooks,
    protoAccessControl: DENY_PROTOTYPE,
    data: undefined as unknown,
  };
  const run = env.template(spec);
  const useData = spec.useData === true;
  const render = (data: unknown): string => {
    if (useData) options.data = { root: data };
    budget.iterations = MAX_RENDER_ITERATIONS;
    let html: string;
    try {
      html = run(data, options);
    } catch (error) {
      throw renderFailure(error);
    }
    return checkedOutput(html);
  };
  if (source !== undefined) Object.defineProperty(render, 'source', { value: source });
  return render;
}
