import { type CompiledTemplate, renderPartial } from '@screenkit/core/templates/runtime';
import { useCallback } from 'react';
import { PartialElement, type PartialElementProps, usePartialMarkup } from './partial-markup.js';

export interface PrecompiledConsentPartialProps extends PartialElementProps {
  /** The default export of a module made by `precompileTemplate` (e.g. `import t from './consent.hbs'`). */
  template: CompiledTemplate;
}

/** Escaped HTML of a precompiled consent partial for the current page. */
export function usePrecompiledPartialMarkup(template: CompiledTemplate): string {
  const render = useCallback(
    (context: Parameters<typeof renderPartial>[0]) => renderPartial(context, template),
    [template],
  );
  return usePartialMarkup('usePrecompiledPartialMarkup', render);
}

/** Renders a precompiled customized-consent partial inside a <div>. */
export function ConsentPartial({ template, ...element }: PrecompiledConsentPartialProps) {
  return <PartialElement html={usePrecompiledPartialMarkup(template)} {...element} />;
}
