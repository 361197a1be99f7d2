/**
 * `renderScreen(<LoginIdScreen />, { screen: 'login-id', variant: 'with-errors' })`: Testing
 * Library's `render` with the screen's fixture in a fresh store under `<ScreenProvider>`, the
 * fixture installed as the page's context, and every form post captured instead of sent.
 * Unmounting (Testing Library's `cleanup`) restores the page and stops the capture, so nothing
 * leaks into the next test.
 */
import { createScreenStore, type ScreenStore, type UniversalLoginContext } from '@screenkit/core';
import {
  captureSubmissions,
  FixtureError,
  type FixtureOptions,
  fixtureContext,
  installContext,
  type Submission,
} from '@screenkit/core/testing';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { ScreenProvider } from '../provider/screen-provider.js';

export interface RenderScreenOptions
  extends FixtureOptions,
    Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The catalogue screen whose fixture to render (`variant`, `locale`, `overrides` refine it). */
  screen?: string;
  /** A context of your own instead of a fixture (then `screen` and the fixture options are ignored). */
  context?: UniversalLoginContext;
  /** The page URL the screen posts back to; default `/u/<screen>?state=<state>`. */
  url?: string;
}

export interface RenderScreenResult extends RenderResult {
  /** The context the screen was rendered with. */
  readonly context: UniversalLoginContext;
  /** This render's own store (errors, `isSubmitting`, ...). */
  readonly store: ScreenStore;
  /** Every form the screen posted, oldest first (a live array). */
  readonly submissions: readonly Submission[];
  /** The next post not yet taken; rejects with `SubmissionTimeoutError` (default 1000 ms). */
  nextSubmission(timeoutMs?: number): Promise<Submission>;
}

/** Install + capture while mounted; idempotent, so StrictMode's effect replay is harmless. */
function pageSession(context: UniversalLoginContext, url: string | undefined) {
  const capture = captureSubmissions();
  let uninstall: (() => void) | undefined = installContext(context, url ? { url } : {});
  return {
    capture,
    activate() {
      capture.start();
      uninstall ??= installContext(context, url ? { url } : {});
    },
    deactivate() {
      capture.stop();
      uninstall?.();
      uninstall = undefined;
    },
  };
}

function PageScope({
  session,
  children,
}: {
  session: ReturnType<typeof pageSession>;
  children: ReactNode;
}) {
  useEffect(() => {
    session.activate();
    return session.deactivate;
  }, [session]);
  return children;
}

export function renderScreen(ui: ReactElement, options: RenderScreenOptions): RenderScreenResult {
  const {
    screen,
    context: own,
    variant,
    locale,
    state,
    overrides,
    url,
    ...renderOptions
  } = options;
  if (own === undefined && screen === undefined) {
    throw new FixtureError(
      'unknown_screen',
      'screen',
      'renderScreen needs `screen` (a catalogue screen name, e.g. "login-id") or a `context`',
    );
  }
  const context =
    own ??
    fixtureContext(screen as string, {
      ...(variant === undefined ? {} : { variant }),
      ...(locale === undefined ? {} : { locale }),
      ...(state === undefined ? {} : { state }),
      ...(overrides === undefined ? {} : { overrides }),
    });
  const store = createScreenStore(context);
  const session = pageSession(context, url);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageScope session={session}>
      <ScreenProvider store={store}>{children}</ScreenProvider>
    </PageScope>
  );
  const result = render(ui, { ...renderOptions, wrapper });
  return {
    ...result,
    context,
    store,
    submissions: session.capture.submissions,
    nextSubmission: (timeoutMs) => session.capture.next(timeoutMs),
  };
}
