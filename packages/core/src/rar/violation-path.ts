// Paths are kept as a stack of keys while walking and turned into text only for a violation.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Keys longer than this are shortened in paths and messages (a hostile key may be megabytes). */
const SHOWN_KEY_LENGTH = 64;

/** `key` for a message: quoted, and shortened with `…` when long. */
export function showKey(key: string): string {
  return JSON.stringify(key.length > SHOWN_KEY_LENGTH ? `${key.slice(0, SHOWN_KEY_LENGTH)}…` : key);
}

export function formatPath(stack: readonly (string | number)[]): string {
  let out = '';
  for (const key of stack) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (IDENTIFIER.test(key) && key.length <= SHOWN_KEY_LENGTH) out += out ? `.${key}` : key;
    else out += `[${showKey(key)}]`;
  }
  return out;
}
