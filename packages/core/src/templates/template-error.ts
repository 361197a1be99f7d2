import { ScreenkitError } from '../errors/screenkit-error.js';

export type TemplateErrorCode =
  | 'template_too_long'
  | 'template_syntax'
  | 'template_raw_output'
  | 'template_unsupported'
  | 'template_unsafe_context'
  | 'template_too_complex'
  | 'template_limit_exceeded'
  | 'template_render_failed';

/**
 * A template cannot be used: too long, malformed, or asking for something unsafe (raw output,
 * partials, markup contexts escaping cannot protect, nesting too deep), or a render that went past
 * its limits (`template_limit_exceeded`: output size or loop iterations). `line` and `column` (both from 1) point
 * into the template as the tenant wrote it; `path` repeats them as `line:column`.
 */
export class TemplateError extends ScreenkitError {
  override name = 'TemplateError';
  declare readonly code: TemplateErrorCode;
  readonly line: number;
  readonly column: number;

  constructor(code: TemplateErrorCode, message: string, line = 1, column = 1) {
    super(code, `${line}:${column}`, message);
    this.line = line;
    this.column = column;
  }
}
