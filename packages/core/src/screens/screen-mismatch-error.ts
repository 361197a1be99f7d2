import { ScreenkitError } from '../errors/screenkit-error.js';

/** Code written for one screen ran on a page that shows another. */
export class ScreenMismatchError extends ScreenkitError {
  override name = 'ScreenMismatchError';
  declare readonly code: 'screen_mismatch';
  declare readonly expected: readonly string[];
  declare readonly actual: string;

  constructor(expected: readonly string[], actual: string) {
    super(
      'screen_mismatch',
      'screen.name',
      `This code is for screen ${expected.map((s) => JSON.stringify(s)).join(' or ')}, but the page shows screen ${JSON.stringify(actual)}`,
    );
    this.expected = expected;
    this.actual = actual;
  }
}

/** Throws `ScreenMismatchError` unless the page's screen `actual` is one of `expected`. */
export function assertScreen(expected: readonly string[], actual: string): void {
  if (!expected.includes(actual)) throw new ScreenMismatchError(expected, actual);
}
