import { type CompiledTemplate, renderPartial } from '@screenkit/core/templates/runtime';
import { PartialElement, type PartialElementProps, usePartialMarkup } from './partial-markup.js';

export interface PrecompiledConsentPartialProps extends PartialElementProps {
  /** The default export of a module made by `precompileTemplate` (e.g. `import t from './consent.hbs'`). */
  template: CompiledTemplate;
}

/** Escaped HTML of a precompiled consent partial for the current page. */
export function usePrecompiledPartialMarkup(template: CompiledTemplate): string {
  return usePartialMarkup('usePrecompiledPartialMarkup', renderPartial, template);
}

/** Renders a precompiled customized-consent partial inside a <div>. */
export function ConsentPartial({ template, ...element }: PrecompiledConsentPartialProps) {
  return <PartialElement html={usePrecompiledPartialMarkup(template)} {...element} />;
}
