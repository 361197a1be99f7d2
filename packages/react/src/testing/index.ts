// @screenkit/react/testing: render a screen component against a catalogue fixture and assert on
// what it posts. Needs @testing-library/react (an optional peer dependency) and a DOM (jsdom).
export {
  BUILT_IN_VARIANTS,
  captureSubmissions,
  FixtureError,
  fixtureContext,
  installContext,
  type ScreenTestPage,
  type Submission,
  type SubmissionCapture,
  SubmissionTimeoutError,
  setupScreen,
} from '@screenkit/core/testing';
export {
  type RenderScreenOptions,
  type RenderScreenResult,
  renderScreen,
} from './render-screen.js';
