// Turns the code direct-compiler.ts generates into a CompiledTemplate: the runtime pieces the
// code reads, the same error handling as Handlebars-compiled templates (instantiate.ts).
import {
  isEmpty,
  isTruthy,
  MAX_EACH_ITEMS,
  MAX_RENDER_ITERATIONS,
  MAX_RENDER_OUTPUT,
  tooManyIterations,
  tooMuchOutput,
} from './block-helpers.js';
import { buildTemplateData, detailsOf, scopeOf } from './data-model.js';
import { escapeHtml, safeUrl } from './escape-html.js';
import { TEMPLATE_HELPERS } from './helpers.js';
import {
  type CompiledTemplate,
  checkedOutput,
  RENDER_CONTEXT,
  renderFailure,
} from './instantiate.js';

const RUNTIME = {
  esc: escapeHtml,
  url: safeUrl,
  truthy: isTruthy,
  isEmpty,
  hasOwn: Object.prototype.hasOwnProperty,
  helpers: TEMPLATE_HELPERS,
  /** Handlebars' `container.nullContext`. */
  NULL_CONTEXT: Object.seal({}),
  EMPTY: Object.freeze(Object.create(null)),
  NO_OPTIONS: Object.freeze({ hash: Object.freeze({}) }),
  MAX_ITEMS: MAX_EACH_ITEMS,
  MAX_ITERATIONS: MAX_RENDER_ITERATIONS,
  MAX_OUTPUT: MAX_RENDER_OUTPUT,
  tooManyIterations,
  tooMuchOutput,
  model: buildTemplateData,
  detailsOf,
  scopeOf,
};

type Render = (input: unknown) => string;

/** A CompiledTemplate from the factory source `generateDirect` returned. */
export function instantiateDirect(factory: string, source?: string): CompiledTemplate {
  const [data, context] = new Function('rt', factory)(RUNTIME) as [Render, Render];
  const render = (input: unknown): string => {
    let html: string;
    try {
      html = data(input);
    } catch (error) {
      throw renderFailure(error);
    }
    return checkedOutput(html);
  };
  const fromContext = (input: unknown): string => {
    let html: string;
    try {
      html = context(input);
    } catch (error) {
      throw renderFailure(error);
    }
    return checkedOutput(html);
  };
  Object.defineProperty(render, RENDER_CONTEXT, { value: fromContext });
  if (source !== undefined) Object.defineProperty(render, 'source', { value: source });
  return render;
}
