/**
 * The customized-consent partial for the built-in page: the tenant's stored `form-content`
 * (or core's default template when none is stored), rendered by core's renderPartial, which
 * escapes every value. A broken stored template shows its TemplateError instead of the page
 * failing, the way a developer needs to see it.
 */
import type { UniversalLoginContext } from '@screenkit/core';
import { escapeHtml, renderPartial } from '@screenkit/core/templates';
import type { PartialsMap } from './tenant-data.js';

export function storedConsentTemplate(partials: PartialsMap): string | undefined {
  return partials['customized-consent']?.['form-content'];
}

export function renderConsentMarkup(context: UniversalLoginContext, partials: PartialsMap): string {
  try {
    // No stored partial: core's default template, as renderPartial does for a missing one.
    return renderPartial(context, storedConsentTemplate(partials));
  } catch (error) {
    return `<p class="sk-template-error" role="alert">${escapeHtml((error as Error).message)}</p>`;
  }
}
