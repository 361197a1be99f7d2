/**
 * Base of every error screenkit throws on bad input: a stable machine-readable `code`, the
 * `path` of the offending value (dotted, with `[i]` for array positions) and a message a
 * developer can act on.
 */
export class ScreenkitError extends Error {
  // `declare`: set in the constructor, no class-field initialisers in every bundle.
  declare readonly code: string;
  declare readonly path: string;

  constructor(code: string, path: string, message: string, options?: { cause?: unknown }) {
    super(path ? `${message} (at ${path})` : message, options);
    this.name = new.target.name;
    this.code = code;
    this.path = path;
  }
}
