/**
 * A software WebAuthn authenticator for HTTP tests: from a page's `public_key` it makes the
 * credential a browser would post (the SDK's JSON: every binary field base64url), with a
 * real P-256 key, "none" attestation and a signature counter, so the dev server's
 * @simplewebauthn/server checks run for real. Tamper hooks let tests break one thing at a time.
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftCredential {
  id: Buffer;
  key: KeyObject;
  rpId: string;
  userHandle?: string;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  constructor(
    readonly origin: string,
    readonly attachment: 'platform' | 'cross-platform' = 'platform',
  ) {}

  /** Adds a known credential (the demo passkey's private key, PKCS#8 base64). */
  import(credentialId: string, pkcs8Base64: string, rpId: string, userHandle?: string): void {
    const key = createPrivateKey({
      key: Buffer.from(pkcs8Base64, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    this.credentials.push({
      id: Buffer.from(credentialId, 'base64url'),
      key,
      rpId,
      counter: 0,
      ...(userHandle ? { userHandle } : {}),
    });
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head.writeUInt8(flags, 32);
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  /** navigator.credentials.create() over an enrolment screen's `public_key`. */
  // biome-ignore lint/suspicious/noExplicitAny: public_key is read as JSON
  create(publicKey: any, tamper: { origin?: string } = {}) {
    const rpId: string = publicKey.rp.id;
    const { privateKey, publicKey: pub } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const jwk = pub.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
    // UP + UV + AT (attested credential data).
    const authData = this.authData(rpId, 0x01 | 0x04 | 0x40, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    this.credentials.push({
      id,
      key: privateKey,
      rpId,
      counter: 0,
      userHandle: publicKey.user.id,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: this.attachment,
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', publicKey.challenge, tamper.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: [this.attachment === 'platform' ? 'internal' : 'usb'],
      },
    };
  }

  /** navigator.credentials.get() over a login or challenge screen's `public_key`. */
  get(
    // biome-ignore lint/suspicious/noExplicitAny: public_key is read as JSON
    publicKey: any,
    tamper: {
      origin?: string;
      counter?: number;
      challenge?: string;
      credential?: SoftCredential;
    } = {},
  ) {
    const allowed: string[] | undefined = publicKey.allowCredentials?.map(
      (c: { id: string }) => c.id,
    );
    const credential =
      tamper.credential ??
      this.credentials.find((c) => !allowed?.length || allowed.includes(b64url(c.id)));
    if (!credential) throw new Error('NotAllowedError: no credential for this request');
    credential.counter = tamper.counter ?? credential.counter + 1;
    const rpId: string = publicKey.rpId ?? credential.rpId;
    const authData = this.authData(rpId, 0x01 | 0x04, credential.counter);
    const clientData = this.clientData(
      'webauthn.get',
      tamper.challenge ?? publicKey.challenge,
      tamper.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: this.attachment,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle ?? null,
      },
      isUserVerifyingPlatformAuthenticatorAvailable: true,
    };
  }
}
