// A fake navigator.credentials for jsdom: records the options each call received and answers
// with credentials made of known bytes, so serialization can be checked byte for byte.
import { vi } from 'vitest';

// Built with the global Uint8Array, not TextEncoder or Buffer: under vitest's jsdom environment
// those come from Node's realm, and the official SDK checks `instanceof ArrayBuffer` against the
// jsdom global. (A real browser has one realm; screenkit's codec accepts either.)
export const bytes = (...values: number[]): ArrayBuffer => new Uint8Array(values).buffer;
const utf8 = (text: string): ArrayBuffer => bytes(...[...text].map((c) => c.charCodeAt(0)));

export function fakeAssertion(): PublicKeyCredential {
  return {
    id: 'cred-1',
    rawId: bytes(0xfb, 0xff, 0x01),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: utf8('{"type":"webauthn.get"}'),
      authenticatorData: bytes(1, 2, 3, 4, 5),
      signature: bytes(0x3e, 0x3f, 0xfe),
      userHandle: null,
    },
  } as unknown as PublicKeyCredential;
}

export function fakeAttestation(): PublicKeyCredential {
  return {
    id: 'new-cred',
    rawId: bytes(9, 8, 7),
    type: 'public-key',
    authenticatorAttachment: 'cross-platform',
    response: {
      clientDataJSON: utf8('{"type":"webauthn.create"}'),
      attestationObject: bytes(0xa3, 0x63, 0x66, 0x6d, 0x74),
      getTransports: () => ['usb', 'nfc'],
    },
  } as unknown as PublicKeyCredential;
}

export interface FakeWebAuthn {
  get: ReturnType<typeof vi.fn>;
  create: ReturnType<typeof vi.fn>;
  uninstall(): void;
}

/** Installs `navigator.credentials` and `PublicKeyCredential` on the jsdom window. */
export function installFakeWebAuthn(
  options: { conditional?: boolean; platform?: boolean } = {},
): FakeWebAuthn {
  const get = vi.fn(async () => fakeAssertion());
  const create = vi.fn(async () => fakeAttestation());
  Object.defineProperty(navigator, 'credentials', { value: { get, create }, configurable: true });
  const statics = {
    isConditionalMediationAvailable: async () => options.conditional ?? true,
    isUserVerifyingPlatformAuthenticatorAvailable: async () => options.platform ?? true,
  };
  // The official SDK reads `window.PublicKeyCredential`, screenkit `globalThis`: set both.
  (globalThis as Record<string, unknown>).PublicKeyCredential = statics;
  (window as unknown as Record<string, unknown>).PublicKeyCredential = statics;
  return {
    get,
    create,
    uninstall() {
      delete (navigator as unknown as Record<string, unknown>).credentials;
      delete (globalThis as Record<string, unknown>).PublicKeyCredential;
      delete (window as unknown as Record<string, unknown>).PublicKeyCredential;
    },
  };
}

export const requestPublicKey = {
  challenge: 'q83vEjRWeJA',
  rpId: 'login.example.com',
  allowCredentials: [{ id: 'AQID', type: 'public-key', transports: ['internal'] }],
};

export const creationPublicKey = {
  challenge: 'YWJjZGVmZ2hpams',
  rp: { id: 'login.example.com', name: 'Example' },
  user: { id: 'dXNlci0xMjM', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [
    { type: 'public-key', alg: -7 },
    { type: 'public-key', alg: -257 },
  ],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  excludeCredentials: [{ id: 'BAUG', type: 'public-key' }],
};
