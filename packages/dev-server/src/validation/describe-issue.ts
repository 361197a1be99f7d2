import type { z } from 'zod';

/** A zod issue as the service words it, plus the dotted path (`a.b[0].c`) it concerns. */
export function describeIssue(issue: z.core.$ZodIssue): { message: string; path: string } {
  let path = formatPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return { message: `Missing required property: ${path}`, path };
      return {
        message: `Expected type ${issue.expected} but found type ${typeOf(issue.input)}`,
        path,
      };
    }
    case 'unrecognized_keys': {
      const key = issue.keys[0] ?? '';
      path = path ? `${path}.${key}` : key;
      return { message: `Additional properties not allowed: ${issue.keys.join(',')}`, path };
    }
    case 'too_big':
      return { message: limitMessage(issue.origin, 'maximum', issue.maximum, issue.input), path };
    case 'too_small':
      return { message: limitMessage(issue.origin, 'minimum', issue.minimum, issue.input), path };
    case 'invalid_value':
      return {
        message: `Invalid value ${JSON.stringify(issue.input)}, expected one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
        path,
      };
    case 'invalid_union':
      return { message: issue.message || 'Value does not match any allowed shape', path };
    default:
      return { message: issue.message, path };
  }
}

function limitMessage(
  origin: string,
  bound: string,
  limit: number | bigint,
  input: unknown,
): string {
  if (origin === 'string') {
    const len = typeof input === 'string' ? ` (${input.length} chars)` : '';
    return `String is too ${bound === 'maximum' ? 'long' : 'short'}${len}, ${bound} ${limit}`;
  }
  if (origin === 'array' || origin === 'set') {
    const len = Array.isArray(input) ? ` (${input.length})` : '';
    return `Array is too ${bound === 'maximum' ? 'long' : 'short'}${len}, ${bound} ${limit}`;
  }
  if (origin === 'object')
    return `Too ${bound === 'maximum' ? 'many' : 'few'} properties, ${bound} ${limit}`;
  return `Value ${JSON.stringify(input)} is ${bound === 'maximum' ? 'greater' : 'less'} than ${bound} ${limit}`;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}
