import { ScreenkitError } from '@screenkit/core';

export type CliErrorCode =
  | 'unknown_screen'
  | 'unknown_template'
  | 'folder_not_empty'
  | 'not_a_project'
  | 'screen_exists'
  | 'build_failed'
  | 'no_manifest'
  | 'manifest_missing_screen'
  | 'invalid_option'
  | 'tenant_unreachable'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'api_error'
  | 'token_failed'
  | 'invalid_config'
  | 'playwright_missing'
  | 'chromium_failed'
  | 'pages_failed';

/**
 * A command cannot go on: the CLI prints the message as one line and exits non-zero. `path` is
 * the offending option, file or screen.
 */
export class CliError extends ScreenkitError {
  declare readonly code: CliErrorCode;

  constructor(code: CliErrorCode, path: string, message: string) {
    super(code, path, message);
  }
}
