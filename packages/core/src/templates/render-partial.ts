import type { UniversalLoginContext } from '../context/types.js';
import { compileTemplate } from './compile-template.js';
import { DEFAULT_CONSENT_TEMPLATE } from './default-consent-template.js';
import { type CompiledTemplate, renderContext } from './instantiate.js';

/**
 * Renders a consent partial for a page context: `template` is the partial's source (compiled
 * and cached on first use) or an already compiled or precompiled template; when it is missing
 * or empty, the default customized-consent template is used. The data model is the context
 * plus `transaction.params` (see `buildTemplateData`). Returns escaped HTML.
 */
export function renderPartial(
  context: UniversalLoginContext,
  template?: string | CompiledTemplate | null,
): string {
  const compiled =
    typeof template === 'function'
      ? template
      : compileTemplate(template ? template : DEFAULT_CONSENT_TEMPLATE);
  return renderContext(compiled, context);
}
