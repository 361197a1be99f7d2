// Small typed readers for the helper folders: each checks one value of the page context and
// throws a ContextError naming its dotted path, so a malformed context never ends in a TypeError.
import { ContextError } from '../errors/context-error.js';

export type Obj = Record<string, unknown>;

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  return typeof value;
}

function fail(expected: string, value: unknown, path: string): never {
  throw new ContextError('field_type', path, `Expected ${expected}, got ${describeValue(value)}.`);
}

/** An object at `path`, or undefined when absent (undefined or null). */
export function optionalObject(value: unknown, path: string): Obj | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) fail('an object', value, path);
  return value as Obj;
}

export function optionalArray(value: unknown, path: string): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) fail('an array', value, path);
  return value;
}

export function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail('a string', value, path);
  return value;
}

export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') fail('true or false', value, path);
  return value;
}

/** A non-negative integer (lengths, counts). */
export function optionalCount(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    fail('a non-negative integer', value, path);
  return value;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T))
    fail(`one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, value, path);
  return value as T;
}

/** Narrow context shape the identifier/password/username readers need. */
export interface ConnectionContext {
  transaction?: { connection?: unknown } & Obj;
}

export const CONNECTION_OPTIONS_PATH = 'transaction.connection.options';

/** `transaction.connection.options`, checked to be an object; undefined when absent. */
export function connectionOptions(context: ConnectionContext): Obj | undefined {
  const connection = optionalObject(context.transaction?.connection, 'transaction.connection');
  return optionalObject(connection?.options, CONNECTION_OPTIONS_PATH);
}

export function requiredObject(value: unknown, path: string): Obj {
  const object = optionalObject(value, path);
  if (!object) throw new ContextError('field_missing', path, 'Expected an object here.');
  return object;
}

export function requiredString(value: unknown, path: string): string {
  const string = optionalString(value, path);
  if (string === undefined)
    throw new ContextError('field_missing', path, 'Expected a string here.');
  return string;
}
