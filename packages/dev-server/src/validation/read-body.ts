/**
 * Request bodies and query strings through zod, with the service's error messages: each names
 * the offending property. A body must be sent as `application/json` (anything else is a 415,
 * as on the service) and may not start with a byte-order mark. JSON bodies may not carry
 * `__proto__` or `constructor` keys at any depth (refused with 400 naming where), so no
 * handler can ever pollute a prototype by copying a body; nor nest deeper than
 * MAX_JSON_DEPTH (the scan is iterative, so depth can never overflow the stack).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, invalidBody, invalidQuery } from '../errors/api-error.js';
import { describeIssue } from './describe-issue.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Far beyond any real payload (rendering settings nest 5 levels, RAR samples a few more). */
export const MAX_JSON_DEPTH = 64;
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  return validate(schema, await readJsonValue(c), invalidBody);
}

/** The request's JSON value, unvalidated (content type, BOM, syntax, keys and depth checked). */
export async function readJsonValue(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  if (!type || !JSON_MEDIA_TYPE.test(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      `Content-Type must be application/json, got ${type ? JSON.stringify(type) : 'none'}`,
    );
  }
  // `text()` would silently drop a leading BOM; the service refuses it as invalid JSON.
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    throw invalidBody(`'Invalid JSON: the body starts with a byte-order mark'.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    throw invalidBody(`'Invalid JSON: ${(error as Error).message}'.`);
  }
  const tooDeep = findTooDeep(value);
  if (tooDeep !== undefined) {
    throw invalidBody(
      `'JSON nests deeper than ${MAX_JSON_DEPTH} levels' on property ${tooDeep}.`,
      tooDeep,
    );
  }
  const forbidden = findForbiddenKey(value, '');
  if (forbidden) {
    throw invalidBody(
      `'Property name ${forbidden.key} is not allowed' on property ${forbidden.path}.`,
      forbidden.path,
    );
  }
  return value;
}

/** Parsed query strings per schema: list requests repeat a handful of queries. */
const parsedQueries = new WeakMap<z.ZodType, Map<string, unknown>>();
const PARSED_QUERY_LIMIT = 256;

/**
 * The request's query, parsed by `schema` (the result is frozen and shared by every request
 * with the same query string: parsing is pure, and a list request otherwise spends a tenth of
 * its time here). An invalid query throws as `validate` does and is not remembered.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const url = c.req.url;
  const at = url.indexOf('?');
  const search = at < 0 ? '' : url.slice(at);
  let parsed = parsedQueries.get(schema);
  if (!parsed) {
    parsed = new Map();
    parsedQueries.set(schema, parsed);
  }
  const known = parsed.get(search);
  if (known !== undefined) return known as z.output<S>;
  const value = validate(schema, c.req.query(), invalidQuery);
  if (parsed.size >= PARSED_QUERY_LIMIT) parsed.clear();
  parsed.set(search, Object.isFrozen(value) ? value : Object.freeze(value));
  return value;
}

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fail: typeof invalidBody,
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw fail(`'Invalid value'.`);
  const { message, path } = describeIssue(issue);
  throw fail(path ? `'${message}' on property ${path}.` : `'${message}'.`, path);
}

/** Iterative: a body nested thousands of levels deep must not overflow the stack. */
function findForbiddenKey(
  root: unknown,
  rootPath: string,
): { key: string; path: string } | undefined {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`]);
      continue;
    }
    const keys = Object.keys(value);
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key)) return { key, path: path ? `${path}.${key}` : key };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      stack.push([(value as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

/** The path of the first value deeper than MAX_JSON_DEPTH, iteratively. */
function findTooDeep(root: unknown): string | undefined {
  const stack: Array<[unknown, number, string]> = [[root, 0, '']];
  while (stack.length > 0) {
    const [value, depth, path] = stack.pop() as [unknown, number, string];
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return path || '(root)';
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push([value[i], depth + 1, `${path}[${i}]`]);
    } else {
      for (const [key, item] of Object.entries(value))
        stack.push([item, depth + 1, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}
