import { ScreenkitError } from '@screenkit/core';

/** A screenkit hook ran outside a `<ScreenProvider>`, so there is no screen to read. */
export class ScreenProviderError extends ScreenkitError {
  override name = 'ScreenProviderError';
  declare readonly code: 'provider_missing';

  constructor(hook: string) {
    super(
      'provider_missing',
      '',
      `${hook}() must be called inside <ScreenProvider>: wrap the screen's component tree in it`,
    );
  }
}
