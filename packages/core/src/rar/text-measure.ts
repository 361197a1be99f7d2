// Byte and character counts the limits are expressed in, without allocating (no TextEncoder).

/** Whether `name` matches PROPERTY_NAME_PATTERN (`a-z A-Z 0-9 _ . -` only); a loop beats the RegExp. */
export function isPropertyName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ok =
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 48 && c <= 57) ||
      c === 95 ||
      c === 46 ||
      c === 45;
    if (!ok) return false;
  }
  return true;
}

/** Unicode code points in `s` (a surrogate pair is one). */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

let encoder: TextEncoder | undefined;
let scratch: Uint8Array | undefined;

/**
 * Bytes of `s` as UTF-8 when they are at most a little over `limit`, else `Infinity` (the encoder
 * stops once the buffer is full). Native encoding into one reused buffer: no allocation per call.
 */
export function utf8LengthUpTo(s: string, limit: number): number {
  if (typeof TextEncoder !== 'function') return utf8Length(s);
  encoder ??= new TextEncoder();
  if (!scratch || scratch.length < limit + 4) scratch = new Uint8Array(limit + 4);
  const { read, written } = encoder.encodeInto(s, scratch.subarray(0, limit + 4));
  return read < s.length ? Number.POSITIVE_INFINITY : written;
}

/** Bytes of `s` encoded as UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 2; // two code units, four bytes
        i++;
      } else n += 2;
    } else n += 2;
  }
  return n;
}

/** Bytes of `JSON.stringify(s)` encoded as UTF-8: quotes and escapes included. */
export function jsonStringBytes(s: string): number {
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) n += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 0x22 || c === 0x5c) n += 2;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdfff) {
      const d = s.charCodeAt(i + 1);
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 6; // JSON.stringify writes a lone surrogate as \uXXXX
    } else n += 3;
  }
  return n;
}
