// base64url <-> bytes, the encoding the service uses for every binary WebAuthn field
// (challenge, user.id, credential ids) and the one the official SDK posts back.

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** True when `value` is a non-empty base64url string (no padding, no `+` or `/`). */
export function isBase64Url(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length > 0 && BASE64URL.test(value) && value.length % 4 !== 1
  );
}

/** Decodes base64url (padding optional) to an ArrayBuffer. Callers check `isBase64Url` first. */
export function base64UrlToBuffer(value: string): ArrayBuffer {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

/** Encodes bytes as base64url without padding, exactly like the official SDK's codec. */
export function bufferToBase64Url(buffer: ArrayBuffer | ArrayBufferView): string {
  // isView rather than instanceof ArrayBuffer: buffers from another realm (iframe) still work.
  const bytes = ArrayBuffer.isView(buffer)
    ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    : new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
