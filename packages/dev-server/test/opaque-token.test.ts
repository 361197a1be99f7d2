import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newOpaqueToken, opaqueTokenHash } from '../src/protocol/opaque-token.js';

describe('opaque tokens', () => {
  it('are 256-bit base64url strings, never repeated across pool refills', () => {
    // 1,000 tokens cross several refills of the 128-token pool.
    const tokens = Array.from({ length: 1000 }, newOpaqueToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are kept by their SHA-256, base64url', () => {
    const token = newOpaqueToken();
    expect(opaqueTokenHash(token)).toBe(createHash('sha256').update(token).digest('base64url'));
  });
});
