/**
 * Request bodies and query strings through zod, with the service's error messages: each names
 * the offending property. JSON bodies may not carry `__proto__` or `constructor` keys at any
 * depth (refused with 400 naming where), so no handler can ever pollute a prototype by
 * copying a body.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { invalidBody, invalidQuery } from '../errors/api-error.js';
import { describeIssue } from './describe-issue.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidBody(`'Invalid JSON: ${(error as Error).message}'.`);
  }
  const forbidden = findForbiddenKey(value, '');
  if (forbidden) {
    throw invalidBody(
      `'Property name ${forbidden.key} is not allowed' on property ${forbidden.path}.`,
      forbidden.path,
    );
  }
  return validate(schema, value, invalidBody);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query(), invalidQuery);
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

function findForbiddenKey(value: unknown, path: string): { key: string; path: string } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenKey(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return { key, path: at };
    const found = findForbiddenKey((value as Record<string, unknown>)[key], at);
    if (found) return found;
  }
  return undefined;
}
