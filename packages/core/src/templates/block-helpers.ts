// Lean replacements for Handlebars' built-in #each, #if, #unless and #with: the same meaning
// for JSON data, without the per-iteration allocations (block-param arrays, context paths) of
// the originals, and without calling functions found in the data.

type Program = ((context: unknown, options?: ProgramOptions) => string) & { blockParams?: number };
interface ProgramOptions {
  data?: Frame;
  blockParams?: unknown[];
}
interface Frame {
  [key: string]: unknown;
}
interface BlockOptions {
  fn: Program;
  inverse: Program;
  data?: Frame;
  hash?: Record<string, unknown>;
}

/** `#each` stops after this many items: consent data has at most 5 entries of 10 properties. */
export const MAX_EACH_ITEMS = 1000;
const NO_OPTIONS: ProgramOptions = {};

/** Per render: loop iterations (all #each together) and output characters, at most. */
export const MAX_RENDER_ITERATIONS = 100_000;
export const MAX_RENDER_OUTPUT = 1_000_000;

/**
 * What the render in progress may still spend (renders are synchronous and never nest, so one
 * shared counter is exact); `instantiate` resets it before each render. Nested #each blocks
 * multiply (5^150), so every iteration and every loop's output is counted, and the render stops
 * with a typed error instead of hanging.
 */
export const budget = { iterations: MAX_RENDER_ITERATIONS };

export class RenderLimitExceeded extends Error {}

export function tooManyIterations(): never {
  throw new RenderLimitExceeded(
    `the template ran more than ${MAX_RENDER_ITERATIONS} loop iterations in one render`,
  );
}

export function tooMuchOutput(): never {
  throw new RenderLimitExceeded(
    `the template produced more than ${MAX_RENDER_OUTPUT} characters in one render`,
  );
}

function spend(out: string): void {
  if (--budget.iterations < 0) tooManyIterations();
  if (out.length > MAX_RENDER_OUTPUT) tooMuchOutput();
}

export function isEmpty(value: unknown): boolean {
  return (!value && value !== 0) || (Array.isArray(value) && value.length === 0);
}

function each(this: unknown, context: unknown, options: BlockOptions): string {
  const { fn } = options;
  const withParams = (fn.blockParams ?? 0) > 0;
  const frame: Frame | undefined = options.data
    ? { ...options.data, _parent: options.data }
    : undefined;
  const shared: ProgramOptions = frame ? { data: frame } : NO_OPTIONS;
  let out = '';
  let keys: string[] | undefined;
  let length = 0;
  if (Array.isArray(context)) length = Math.min(context.length, MAX_EACH_ITEMS);
  else if (context !== null && typeof context === 'object') {
    keys = Object.keys(context).slice(0, MAX_EACH_ITEMS);
    length = keys.length;
  }
  if (length === 0) return options.inverse(this);
  const items = context as Record<string | number, unknown>;
  for (let i = 0; i < length; i++) {
    const key = keys ? (keys[i] as string) : i;
    const value = items[key];
    if (frame) {
      frame.key = key;
      frame.index = i;
      frame.first = i === 0;
      frame.last = i === length - 1;
    }
    out += fn(value, withParams ? { data: frame, blockParams: [value, key] } : shared);
    spend(out);
  }
  return out;
}

type RawProgram = (
  container: unknown,
  context: unknown,
  helpers: unknown,
  partials: unknown,
  data: undefined,
) => string;

/**
 * `#each` as compiled inline for templates without @data, ../ or block parameters: the same
 * iteration as `each`, calling the body's compiled function directly.
 */
export function eachPlain(
  container: { nullContext: unknown },
  context: unknown,
  body: RawProgram,
  inverse: Program,
  self: unknown,
  helpers: unknown,
  partials: unknown,
): string {
  let out = '';
  if (Array.isArray(context)) {
    const length = Math.min(context.length, MAX_EACH_ITEMS);
    for (let i = 0; i < length; i++) {
      out += body(container, context[i], helpers, partials, undefined);
      spend(out);
    }
    if (length > 0) return out;
  } else if (context !== null && typeof context === 'object') {
    const keys = Object.keys(context).slice(0, MAX_EACH_ITEMS);
    const record = context as Record<string, unknown>;
    for (const key of keys) {
      out += body(container, record[key], helpers, partials, undefined);
      spend(out);
    }
    if (keys.length > 0) return out;
  }
  return inverse(self, container.nullContext as ProgramOptions);
}

/** What `#if` takes: anything but false, 0, '', null, undefined, NaN and []. */
export function isTruthy(value: unknown): boolean {
  return !!value && !(Array.isArray(value) && value.length === 0);
}

function conditional(value: unknown, options: BlockOptions): boolean {
  return isTruthy(value) || (value === 0 && options.hash?.includeZero === true);
}

function ifHelper(this: unknown, value: unknown, options: BlockOptions): string {
  return conditional(value, options) ? options.fn(this) : options.inverse(this);
}

function unless(this: unknown, value: unknown, options: BlockOptions): string {
  return conditional(value, options) ? options.inverse(this) : options.fn(this);
}

function withHelper(this: unknown, context: unknown, options: BlockOptions): string {
  if (isEmpty(context)) return options.inverse(this);
  const { fn } = options;
  const withParams = (fn.blockParams ?? 0) > 0;
  return fn(
    context,
    withParams
      ? { data: options.data, blockParams: [context] }
      : options.data
        ? { data: options.data }
        : NO_OPTIONS,
  );
}

export const BLOCK_HELPER_IMPLEMENTATIONS = { each, if: ifHelper, unless, with: withHelper };
