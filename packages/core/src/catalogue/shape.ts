/**
 * A deliberately tiny structural checker for the page context. A schema library would add more
 * to every login screen's bundle than the whole of core, and the context needs only "is this a
 * string / boolean / object / array of X" at known paths.
 */
import { ContextError } from '../errors/context-error.js';

export type Kind = 'string' | 'boolean' | 'number' | 'object' | 'array';

/** `'string'` = required string, `'string?'` = optional string, else a nested rule. */
export type Rule = Kind | `${Kind}?` | Shape | Nested;
export interface Shape {
  readonly [key: string]: Rule;
}
export interface ObjectRule<S extends Shape = Shape> {
  readonly tag: 'object';
  readonly shape: S;
  readonly optional: boolean;
}
export interface ArrayRule<I extends Rule = Rule> {
  readonly tag: 'array';
  readonly item: I;
  readonly optional: boolean;
}
type Nested = ObjectRule | ArrayRule;

/** An object that may be absent; when present, it must match `shape`. */
export const optional = <const S extends Shape>(shape: S) =>
  ({ tag: 'object', shape, optional: true }) as const;
/** An array that may be absent; when present, each item must match `item`. */
export const arrayOf = <const I extends Rule>(item: I) =>
  ({ tag: 'array', item, optional: true }) as const;

// ---- the TypeScript type a rule describes (declarations are the one source of both) ---------

/** The value type of a field kind (also the type of an action payload's field). */
export type KindType<K extends Kind> = K extends 'string'
  ? string
  : K extends 'boolean'
    ? boolean
    : K extends 'number'
      ? number
      : K extends 'array'
        ? readonly unknown[]
        : { readonly [key: string]: unknown };

/** The value type of one rule. */
export type TypeOf<R> = R extends Kind
  ? KindType<R>
  : R extends `${infer K extends Kind}?`
    ? KindType<K>
    : R extends ArrayRule<infer I>
      ? readonly TypeOf<I>[]
      : R extends ObjectRule<infer S>
        ? ShapeType<S>
        : R extends Shape
          ? ShapeType<R>
          : never;

type IsOptional<R> = R extends `${Kind}?`
  ? true
  : R extends { readonly optional: true }
    ? true
    : false;

/** The object type a shape describes; unknown extra fields pass, as the checker lets them. */
export type ShapeType<S> = {
  readonly [K in keyof S as IsOptional<S[K]> extends true ? never : K]: TypeOf<S[K]>;
} & {
  readonly [K in keyof S as IsOptional<S[K]> extends true ? K : never]?: TypeOf<S[K]>;
} & { readonly [key: string]: unknown };

/** "a" or "an" before a word. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** A value for an error message: `"text"`, `5`, `null`, `an Object`, `an Array`, `a Date`, ... */
export function describe(value: unknown): string {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function'))
    return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value);
  return withArticle(tagOf(value));
}

/** `Date`, `Map`, ... for built-ins; never throws (a proxy's trap may). */
function tagOf(value: object): string {
  try {
    return Object.prototype.toString.call(value).slice(8, -1);
  } catch {
    return 'unreadable value';
  }
}

/**
 * A JSON-like object: not null, not an array, not a Date, Map, RegExp or other built-in (by
 * their tag, so objects from another realm such as an iframe still count).
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  // The tag of null, primitives and functions is never 'Object'; checked first, it also keeps
  // Array.isArray away from a revoked proxy (which would throw).
  return tagOf(value as object) === 'Object' && !Array.isArray(value);
}

/** An own field only: a polluted prototype does not fill in what the page left out. */
export const own = <T = unknown>(object: object, key: string | number): T | undefined =>
  Object.hasOwn(object, key) ? (object as Record<string, T>)[key] : undefined;

/** `a.b` for a key, `a[0]` for an array position. */
export function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** False for an absent optional value; throws `field_missing` / `field_type` at `path`. */
function checkKind(value: unknown, kind: Kind, isOptional: boolean, path: string): boolean {
  if (value === undefined && isOptional) return false;
  const hasKind =
    kind === 'object'
      ? isPlainObject(value)
      : kind === 'array'
        ? Array.isArray(value)
        : typeof value === kind;
  if (!hasKind) {
    throw new ContextError(
      value === undefined ? 'field_missing' : 'field_type',
      path,
      `\`${path}\` must be ${withArticle(kind)}, got ${describe(value)}`,
    );
  }
  return true;
}

/**
 * Throws a `ContextError` naming the first value that breaks `rule`. Anything else the page's
 * objects throw on the way (a throwing getter, a revoked proxy, a hostile trap) becomes a
 * ContextError at the path of the value being read, with what it threw as its `cause`.
 */
export function check(value: unknown, rule: Rule, path: string): void {
  checkAt(() => value, rule, path);
}

function checkAt(read: () => unknown, rule: Rule, path: string): void {
  try {
    checkRule(read(), rule, path);
  } catch (cause) {
    if (cause instanceof ContextError) throw cause;
    throw new ContextError(
      'field_unreadable',
      path,
      `\`${path || 'the context'}\` cannot be read: reading it threw`,
      { cause },
    );
  }
}

function checkRule(value: unknown, rule: Rule, path: string): void {
  if (typeof rule === 'string') {
    const kind = rule.replace('?', '') as Kind;
    checkKind(value, kind, kind !== rule, path);
    return;
  }
  const nested: Nested =
    typeof (rule as Nested).tag === 'string'
      ? (rule as Nested)
      : { tag: 'object', shape: rule as Shape, optional: false };
  if (!checkKind(value, nested.tag, nested.optional, path)) return;
  // An array or a plain object, as checkKind just said.
  const parent = value as unknown[];
  if (nested.tag === 'array') {
    for (let i = 0; i < parent.length; i++)
      checkAt(() => own(parent, i), nested.item, joinPath(path, i));
    return;
  }
  for (const key of Object.keys(nested.shape)) {
    checkAt(() => own(parent, key), nested.shape[key] as Rule, joinPath(path, key));
  }
}
