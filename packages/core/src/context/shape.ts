/**
 * A deliberately tiny structural checker for the page context. A schema library would add more
 * to every login screen's bundle than the whole of core, and the context needs only "is this a
 * string / boolean / object / array of X" at known paths.
 */
import { ContextError } from './context-error.js';

export type Kind = 'string' | 'boolean' | 'number' | 'object' | 'array';

/** `'string'` = required string, `'string?'` = optional string, else a nested rule. */
export type Rule = Kind | `${Kind}?` | Shape | Nested;
export interface Shape {
  readonly [key: string]: Rule;
}
type Nested =
  | { readonly tag: 'object'; readonly shape: Shape; readonly optional: boolean }
  | { readonly tag: 'array'; readonly item: Rule; readonly optional: boolean };

/** An object that may be absent; when present, it must match `shape`. */
export const optional = (shape: Shape): Nested => ({ tag: 'object', shape, optional: true });
/** An array that may be absent; when present, each item must match `item`. */
export const arrayOf = (item: Rule): Nested => ({ tag: 'array', item, optional: true });

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  return `${typeof value} ${String(value)}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ARTICLE: Record<Kind, string> = {
  string: 'a string',
  boolean: 'a boolean',
  number: 'a number',
  object: 'an object',
  array: 'an array',
};

function hasKind(value: unknown, kind: Kind): boolean {
  if (kind === 'object') return isPlainObject(value);
  if (kind === 'array') return Array.isArray(value);
  return typeof value === kind;
}

/** `a.b` for a key, `a[0]` for an array position. */
export function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function checkKind(value: unknown, kind: Kind, isOptional: boolean, path: string): boolean {
  if (value === undefined) {
    if (isOptional) return false;
    throw new ContextError('field_missing', path, `Required ${kind} \`${path}\` is missing`);
  }
  if (!hasKind(value, kind)) {
    throw new ContextError(
      'field_type',
      path,
      `\`${path}\` must be ${ARTICLE[kind]}, got ${describe(value)}`,
    );
  }
  return true;
}

/** Throws a `ContextError` naming the first value that breaks `rule`. */
export function check(value: unknown, rule: Rule, path: string): void {
  if (typeof rule === 'string') {
    const isOptional = rule.endsWith('?');
    checkKind(value, (isOptional ? rule.slice(0, -1) : rule) as Kind, isOptional, path);
    return;
  }
  const nested: Nested =
    'tag' in rule && typeof rule.tag === 'string'
      ? (rule as Nested)
      : { tag: 'object', shape: rule as Shape, optional: false };
  if (!checkKind(value, nested.tag, nested.optional, path)) return;
  if (nested.tag === 'array') {
    for (const [i, item] of (value as unknown[]).entries())
      check(item, nested.item, joinPath(path, i));
    return;
  }
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(nested.shape)) {
    check(
      Object.hasOwn(object, key) ? object[key] : undefined,
      nested.shape[key] as Rule,
      joinPath(path, key),
    );
  }
}
