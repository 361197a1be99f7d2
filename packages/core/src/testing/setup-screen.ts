/**
 * A screen's page for a test, in one call: the fixture (or your context) installed as the
 * page's context at the screen's URL, and its form posts captured. Plain-DOM screens use it
 * directly; `@screenkit/react/testing`'s `renderScreen` is built on it.
 */
import type { UniversalLoginContext } from '../context/types.js';
import { type FixtureOptions, fixtureContext } from '../fixtures/fixture-context.js';
import { FixtureError } from '../fixtures/fixture-error.js';
import { captureSubmissions, type Submission } from './capture-submissions.js';
import { installContext } from './install-context.js';

export interface SetupScreenOptions extends FixtureOptions {
  /** The catalogue screen whose fixture to use (`variant`, `locale`, `overrides` refine it). */
  screen?: string;
  /** A context of your own instead of a fixture (then `screen` and the fixture options are ignored). */
  context?: UniversalLoginContext;
  /** The page URL the screen posts back to; default `/u/<screen>?state=<state>`. */
  url?: string;
}

export interface ScreenTestPage {
  /** The context installed as `window.universal_login_context`. */
  readonly context: UniversalLoginContext;
  /** Every form posted since setup, oldest first (a live array). */
  readonly submissions: readonly Submission[];
  /** The next post not yet taken; rejects with `SubmissionTimeoutError` (default 1000 ms). */
  nextSubmission(timeoutMs?: number): Promise<Submission>;
  /** Puts back the previous context and URL and stops capturing (call it after the test). */
  uninstall(): void;
  /** Installs the context and captures again after `uninstall()`. */
  install(): void;
}

/** The context a test asked for: its own, or the fixture of `screen`. */
export function testContext(options: SetupScreenOptions): UniversalLoginContext {
  const { screen, context, url: _url, ...fixture } = options;
  if (context !== undefined) return context;
  if (screen === undefined) {
    throw new FixtureError(
      'unknown_screen',
      'screen',
      'Pass `screen` (a catalogue screen name, e.g. "login-id") or a `context`',
    );
  }
  return fixtureContext(screen, fixture);
}

/** `const page = setupScreen({ screen: 'login-id', variant: 'with-errors' })`, then render. */
export function setupScreen(options: SetupScreenOptions): ScreenTestPage {
  const context = testContext(options);
  const capture = captureSubmissions();
  const install = () => installContext(context, options.url ? { url: options.url } : {});
  let uninstallContext: (() => void) | undefined = install();
  return {
    context,
    submissions: capture.submissions,
    nextSubmission: (timeoutMs) => capture.next(timeoutMs),
    uninstall() {
      capture.stop();
      uninstallContext?.();
      uninstallContext = undefined;
    },
    install() {
      capture.start();
      uninstallContext ??= install();
    },
  };
}
