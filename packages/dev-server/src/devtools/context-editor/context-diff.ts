/**
 * The smallest fixture file that turns `base` into `edited` under the fixture loader's deep
 * merge (objects merge key by key, arrays and other values replace, `null` removes a key): so a
 * saved variant holds what the developer changed, not a copy of the whole context.
 */
import { cloneJson, isPlainObject, type JsonObject } from '@screenkit/core/fixtures';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `undefined` when `edited` equals `base`. */
export function contextDiff(base: JsonObject, edited: JsonObject): JsonObject | undefined {
  const diff: JsonObject = {};
  for (const key of Object.keys(edited)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const next = edited[key];
    const previous = base[key];
    if (isPlainObject(next) && isPlainObject(previous)) {
      const inner = contextDiff(previous, next);
      if (inner !== undefined) diff[key] = inner;
    } else if (!same(next, previous) || !Object.hasOwn(base, key)) {
      diff[key] = cloneJson(next);
    }
  }
  for (const key of Object.keys(base)) {
    if (!Object.hasOwn(edited, key) && !FORBIDDEN_KEYS.has(key)) diff[key] = null;
  }
  return Object.keys(diff).length === 0 ? undefined : diff;
}
