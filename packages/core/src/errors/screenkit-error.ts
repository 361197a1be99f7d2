/**
 * Base of every error screenkit throws on bad input: a stable machine-readable `code`, the
 * `path` of the offending value (dotted, with `[i]` for array positions) and a message a
 * developer can act on.
 */
export class ScreenkitError extends Error {
  // A string, in every subclass too: minifiers rename classes, so `new.target.name` would be
  // "u" in a production bundle. A subclass without its own `name` reports its parent's.
  override name = 'ScreenkitError';
  // `declare`: set in the constructor, no class-field initialisers for them in every bundle.
  declare readonly code: string;
  declare readonly path: string;

  constructor(code: string, path: string, message: string, options?: { cause?: unknown }) {
    super(path ? `${message} (at ${path})` : message, options);
    this.code = code;
    this.path = path;
  }
}
