/**
 * Opaque tokens (refresh tokens, the access tokens good only at /userinfo): 32 random bytes,
 * base64url, kept by their SHA-256 so that the registries never hold a usable token.
 * Both run on every refresh grant, so they take the cheap paths node:crypto offers.
 */
import { hash, randomFillSync } from 'node:crypto';

const TOKEN_BYTES = 32;
// One CSPRNG call fills 128 tokens' worth: a call per token costs ~1.6 µs, a slice ~0.1 µs
// (node's randomUUID batches the same way).
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let offset = pool.length;

/** A new token: 256 bits from the CSPRNG, base64url. */
export function newOpaqueToken(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const end = offset + TOKEN_BYTES;
  const token = pool.toString('base64url', offset, end);
  // Wiped once issued: a heap dump shows no token that was handed out.
  pool.fill(0, offset, end);
  offset = end;
  return token;
}

/** The key a token is kept under: its SHA-256 (one-shot hash, no Hash object per call). */
export const opaqueTokenHash = (token: string): string => hash('sha256', token, 'base64url');
