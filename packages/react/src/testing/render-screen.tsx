/**
 * `renderScreen(<LoginIdScreen />, { screen: 'login-id', variant: 'with-errors' })`: Testing
 * Library's `render` with the screen's fixture in a fresh store under `<ScreenProvider>`, the
 * fixture installed as the page's context, and every form post captured instead of sent (core's
 * `setupScreen`). Unmounting (Testing Library's `cleanup`) restores the page and stops the
 * capture, so nothing leaks into the next test.
 */
import { createScreenStore, type ScreenStore } from '@screenkit/core';
import { type ScreenTestPage, type SetupScreenOptions, setupScreen } from '@screenkit/core/testing';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { ScreenProvider } from '../provider/screen-provider.js';

export interface RenderScreenOptions
  extends SetupScreenOptions,
    Omit<RenderOptions, 'wrapper' | 'queries'> {}

export interface RenderScreenResult
  extends RenderResult,
    Pick<ScreenTestPage, 'context' | 'submissions' | 'nextSubmission'> {
  /** This render's own store (errors, `isSubmitting`, ...). */
  readonly store: ScreenStore;
}

// Installed while mounted; `install` is idempotent, so StrictMode's effect replay is harmless.
function PageScope({ page, children }: { page: ScreenTestPage; children: ReactNode }) {
  useEffect(() => {
    page.install();
    return page.uninstall;
  }, [page]);
  return children;
}

export function renderScreen(ui: ReactElement, options: RenderScreenOptions): RenderScreenResult {
  const { screen, context, variant, locale, state, overrides, url, ...renderOptions } = options;
  const page = setupScreen({ screen, context, variant, locale, state, overrides, url });
  const store = createScreenStore(page.context);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageScope page={page}>
      <ScreenProvider store={store}>{children}</ScreenProvider>
    </PageScope>
  );
  const result: RenderResult = render(ui, { ...(renderOptions as RenderOptions), wrapper });
  return {
    ...result,
    context: page.context,
    store,
    submissions: page.submissions,
    nextSubmission: page.nextSubmission,
  };
}
