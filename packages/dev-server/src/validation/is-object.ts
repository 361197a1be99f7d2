/** A plain object (not null, not an array): the first check on a record read from a hand-edited file. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
