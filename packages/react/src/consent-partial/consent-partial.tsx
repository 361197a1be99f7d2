import { type CompiledTemplate, renderPartial } from '@screenkit/core/templates';
import { PartialElement, type PartialElementProps, usePartialMarkup } from './partial-markup.js';

export interface ConsentPartialProps extends PartialElementProps {
  /**
   * The tenant's `customized-consent.form-content` partial: its source (as set with
   * `PUT /prompts/customized-consent/partials`, compiled once and cached) or a compiled or
   * precompiled template. Omitted or empty: core's default consent template.
   */
  template?: string | CompiledTemplate | null;
}

/** Escaped HTML of the consent partial for the current page; throws `TemplateError` for a bad template. */
export function useConsentPartialMarkup(template?: string | CompiledTemplate | null): string {
  return usePartialMarkup('useConsentPartialMarkup', renderPartial, template);
}

/** Renders the customized-consent partial inside a <div>; only on the `customized-consent` screen. */
export function ConsentPartial({ template, ...element }: ConsentPartialProps) {
  return <PartialElement html={useConsentPartialMarkup(template)} {...element} />;
}
