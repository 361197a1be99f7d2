// @screenkit/core/testing: test a screen's code against real fixtures, in any test runner
// (vitest, jest; no runner imported here). Needs a DOM (jsdom) for installContext and for
// capturing the browser's form posts; fixtureContext and capture.transport also run in Node.
export {
  BUILT_IN_VARIANTS,
  type BuiltInVariant,
  FixtureError,
  type FixtureOptions,
  type FixtureOverrides,
  fixtureContext,
} from '../fixtures/index.js';
export {
  captureSubmissions,
  type Submission,
  type SubmissionCapture,
  SubmissionTimeoutError,
} from './capture-submissions.js';
export { declaredSubmission } from './declared-submission.js';
export { type InstallContextOptions, installContext } from './install-context.js';
export {
  type ScreenTestPage,
  type SetupScreenOptions,
  setupScreen,
} from './setup-screen.js';
