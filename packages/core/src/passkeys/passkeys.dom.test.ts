// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  creationPublicKey,
  type FakeWebAuthn,
  installFakeWebAuthn,
  requestPublicKey,
} from '../../test-fixtures/fake-webauthn.js';
import { importOfficial } from '../../test-fixtures/official-sdk.js';
import { ContextError } from '../errors/context-error.js';
import {
  createPasskeyCredential,
  getPasskeyCredential,
  isWebAuthnAvailable,
  PasskeyError,
  readPasskeyPublicKey,
  registerPasskeyAutofill,
} from './index.js';

interface OfficialPasskeys {
  getPasskeyCredentials(pk: unknown): Promise<unknown>;
  createPasskeyCredentials(pk: unknown): Promise<unknown>;
}

const hex = (buffer: BufferSource) =>
  Buffer.from(buffer instanceof ArrayBuffer ? buffer : (buffer as Uint8Array).buffer).toString(
    'hex',
  );

let fake: FakeWebAuthn | undefined;
afterEach(() => {
  fake?.uninstall();
  fake = undefined;
  document.body.innerHTML = '';
});

describe('getPasskeyCredential', () => {
  it('decodes public_key for navigator.credentials.get and serializes the assertion like the official SDK', async () => {
    fake = installFakeWebAuthn();
    const ours = await getPasskeyCredential(requestPublicKey);
    const official = await (
      await importOfficial<OfficialPasskeys>('utils/passkeys.js')
    ).getPasskeyCredentials(requestPublicKey);
    expect(ours).toEqual(official);
    expect(ours).toEqual({
      id: 'cred-1',
      rawId: '-_8B',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
        authenticatorData: 'AQIDBAU',
        signature: 'Pj_-',
        userHandle: null,
      },
      isUserVerifyingPlatformAuthenticatorAvailable: true,
    });
    const [ourCall, officialCall] = fake.get.mock.calls.map(([options]) => options);
    expect(hex(ourCall.publicKey.challenge)).toBe('abcdef1234567890');
    expect(ourCall.publicKey.rpId).toBe('login.example.com');
    expect(hex(ourCall.publicKey.allowCredentials[0].id)).toBe('010203');
    expect(ourCall.publicKey.allowCredentials[0].transports).toEqual(['internal']);
    expect(hex(officialCall.publicKey.challenge)).toBe(hex(ourCall.publicKey.challenge));
  });

  it('passes conditional mediation and the abort signal through', async () => {
    fake = installFakeWebAuthn();
    const controller = new AbortController();
    await getPasskeyCredential(requestPublicKey, {
      mediation: 'conditional',
      signal: controller.signal,
    });
    const [options] = fake.get.mock.calls[0] ?? [];
    expect(options.mediation).toBe('conditional');
    expect(options.signal).toBe(controller.signal);
    expect(options.publicKey.allowCredentials).toEqual([]);
  });

  it('maps a dismissed prompt to PasskeyError cancelled and keeps the cause', async () => {
    fake = installFakeWebAuthn();
    const dismissed = new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    );
    fake.get.mockRejectedValueOnce(dismissed);
    const error = await getPasskeyCredential(requestPublicKey).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasskeyError);
    expect(error).toMatchObject({ code: 'cancelled', cause: dismissed });
  });

  it('throws webauthn_unavailable when the browser has no WebAuthn', async () => {
    expect(isWebAuthnAvailable()).toBe(false);
    await expect(getPasskeyCredential(requestPublicKey)).rejects.toMatchObject({
      name: 'PasskeyError',
      code: 'webauthn_unavailable',
    });
  });

  it.each([
    [null, 'field_missing', 'screen.data.passkey.public_key'],
    ['abc', 'field_type', 'screen.data.passkey.public_key'],
    [{}, 'field_missing', 'screen.data.passkey.public_key.challenge'],
    [{ challenge: 'not base64url!' }, 'field_type', 'screen.data.passkey.public_key.challenge'],
    [
      { challenge: 'AQID', allowCredentials: {} },
      'field_type',
      'screen.data.passkey.public_key.allowCredentials',
    ],
    [
      { challenge: 'AQID', allowCredentials: [{ id: 7 }] },
      'field_type',
      'screen.data.passkey.public_key.allowCredentials[0].id',
    ],
  ])(
    'a bad public_key %j is a ContextError %s at %s, before any browser call',
    async (pk, code, path) => {
      fake = installFakeWebAuthn();
      const error = await getPasskeyCredential(pk).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContextError);
      expect(error).toMatchObject({ code, path });
      expect(fake.get).not.toHaveBeenCalled();
    },
  );
});

describe('createPasskeyCredential', () => {
  it('decodes creation options and serializes the attestation like the official SDK', async () => {
    fake = installFakeWebAuthn();
    const ours = await createPasskeyCredential(creationPublicKey);
    const official = await (
      await importOfficial<OfficialPasskeys>('utils/passkeys.js')
    ).createPasskeyCredentials(creationPublicKey);
    expect(ours).toEqual(official);
    expect(ours).toEqual({
      id: 'new-cred',
      rawId: 'CQgH',
      type: 'public-key',
      authenticatorAttachment: 'cross-platform',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
        attestationObject: 'o2NmbXQ',
        transports: ['usb', 'nfc'],
      },
    });
    const [options] = fake.create.mock.calls[0] ?? [];
    const pk = options.publicKey;
    expect(new TextDecoder().decode(pk.user.id)).toBe('user-123');
    expect(new TextDecoder().decode(pk.challenge)).toBe('abcdefghijk');
    expect(pk.pubKeyCredParams).toEqual([
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ]);
    expect(pk.rp).toEqual({ id: 'login.example.com', name: 'Example' });
    expect(hex(pk.excludeCredentials[0].id)).toBe('040506');
  });

  it('maps an excluded credential to already_registered', async () => {
    fake = installFakeWebAuthn();
    fake.create.mockRejectedValueOnce(new DOMException('exists', 'InvalidStateError'));
    await expect(createPasskeyCredential(creationPublicKey)).rejects.toMatchObject({
      code: 'already_registered',
    });
  });

  it('names the offending field of a bad creation public_key', async () => {
    fake = installFakeWebAuthn();
    const bad = { ...creationPublicKey, pubKeyCredParams: [{ type: 'public-key', alg: 'ES256' }] };
    await expect(createPasskeyCredential(bad)).rejects.toMatchObject({
      name: 'ContextError',
      path: 'screen.data.passkey.public_key.pubKeyCredParams[0].alg',
    });
    await expect(
      createPasskeyCredential({
        ...creationPublicKey,
        user: { ...creationPublicKey.user, id: 'x y' },
      }),
    ).rejects.toMatchObject({
      path: 'screen.data.passkey.public_key.user.id',
    });
  });
});

describe('readPasskeyPublicKey and registerPasskeyAutofill', () => {
  it('reads public_key from screen.data.passkey', () => {
    expect(
      readPasskeyPublicKey({ screen: { data: { passkey: { public_key: requestPublicKey } } } }),
    ).toBe(requestPublicKey);
    expect(readPasskeyPublicKey({ screen: {} })).toBeNull();
  });

  it('marks the input for autofill, resolves with the serialized passkey, and aborts silently', async () => {
    fake = installFakeWebAuthn();
    document.body.innerHTML = '<input id="username">';
    const resolved = new Promise((resolve, reject) =>
      registerPasskeyAutofill({
        publicKey: requestPublicKey,
        input: 'username',
        onResolve: resolve,
        onReject: reject,
      }),
    );
    expect(await resolved).toMatchObject({ id: 'cred-1', rawId: '-_8B' });
    expect(document.getElementById('username')?.getAttribute('autocomplete')).toBe(
      'username webauthn',
    );

    fake.get.mockImplementationOnce(
      (options: CredentialRequestOptions) =>
        new Promise((_, reject) =>
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const rejections: unknown[] = [];
    const controller = await registerPasskeyAutofill({
      publicKey: requestPublicKey,
      onResolve: () => {},
      onReject: (e) => rejections.push(e),
    });
    controller?.abort();
    await new Promise((r) => setTimeout(r, 0));
    expect(rejections).toEqual([]);
  });

  it('reports conditional_mediation_unavailable without calling the browser', async () => {
    fake = installFakeWebAuthn({ conditional: false });
    const errors: PasskeyError[] = [];
    const controller = await registerPasskeyAutofill({
      publicKey: requestPublicKey,
      onResolve: () => {},
      onReject: (e) => errors.push(e),
    });
    expect(controller).toBeUndefined();
    expect(errors.map((e) => e.code)).toEqual(['conditional_mediation_unavailable']);
    expect(fake.get).not.toHaveBeenCalled();
  });
});
