/**
 * The server's signing keys, shared by everything that mints or checks JWTs: management tokens
 * (ES256, cheap to generate so a fresh in-memory server starts fast) and, for the oauth routes,
 * RS256 access/ID tokens (the service's default `signing_alg`). Keys are persisted under
 * `<store>/keys/<alg>.json` so `screenkit token` and a running server on the same store agree;
 * each is generated on first use. Creation is race-free across processes: a key is written to
 * a temp file and hard-linked into place, so when two processes race, one key wins and both
 * read it.
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { readFileIfPresent } from '../store/read-if-present.js';
import { StoreError } from '../store/store-error.js';

export type SigningAlgorithm = 'ES256' | 'RS256';

export interface SigningKey {
  kid: string;
  alg: SigningAlgorithm;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Public half as a JWK with `kid`, `alg` and `use: "sig"`, ready for a JWKS. */
  publicJwk: JWK;
}

export interface KeyRing {
  /** The key for `alg`, loaded or generated (and persisted) on first use. */
  get(alg: SigningAlgorithm): Promise<SigningKey>;
  /** The key with this `kid`, if it is one of ours (for verification). */
  byKid(kid: string): Promise<SigningKey | undefined>;
  /** `{ keys: [...] }` for `/.well-known/jwks.json`: every algorithm, generating as needed. */
  jwks(): Promise<{ keys: JWK[] }>;
}

const ALGORITHMS: SigningAlgorithm[] = ['ES256', 'RS256'];

/** `keysDir` undefined: keys live in memory only. */
export function openKeyRing(keysDir: string | undefined): KeyRing {
  const loading = new Map<SigningAlgorithm, Promise<SigningKey>>();
  const get = (alg: SigningAlgorithm): Promise<SigningKey> => {
    let key = loading.get(alg);
    if (!key) {
      key = keysDir === undefined ? generate(alg) : loadOrCreate(keysDir, alg);
      loading.set(alg, key);
      key.catch(() => loading.delete(alg));
    }
    return key;
  };
  return {
    get,
    async byKid(kid) {
      for (const alg of ALGORITHMS) {
        const pending = loading.get(alg);
        const key = pending ? await pending : undefined;
        if (key?.kid === kid) return key;
      }
      // A token minted by another process (screenkit token) may use a key we have not loaded
      // yet; read existing key files only, so a stray token never makes us generate keys.
      if (keysDir === undefined) return undefined;
      for (const alg of ALGORITHMS) {
        if (loading.has(alg)) continue;
        const key = await readKeyFile(join(keysDir, `${alg.toLowerCase()}.json`), alg);
        if (!key) continue;
        loading.set(alg, Promise.resolve(key));
        if (key.kid === kid) return key;
      }
      return undefined;
    },
    async jwks() {
      const keys = await Promise.all(ALGORITHMS.map(get));
      return { keys: keys.map((k) => k.publicJwk) };
    },
  };
}

async function generate(alg: SigningAlgorithm): Promise<SigningKey> {
  const pair = await generateKeyPair(alg, { extractable: true });
  return fromPrivateJwk(await exportJWK(pair.privateKey), alg);
}

async function fromPrivateJwk(jwk: JWK, alg: SigningAlgorithm): Promise<SigningKey> {
  const privateKey = (await importJWK(jwk, alg)) as CryptoKey;
  const { d, p, q, dp, dq, qi, ...pub } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
  const publicJwk: JWK = { ...pub, kid, alg, use: 'sig' };
  const publicKey = (await importJWK(publicJwk, alg)) as CryptoKey;
  return { kid, alg, privateKey, publicKey, publicJwk };
}

async function loadOrCreate(dir: string, alg: SigningAlgorithm): Promise<SigningKey> {
  const file = join(dir, `${alg.toLowerCase()}.json`);
  const existing = await readKeyFile(file, alg);
  if (existing) return existing;
  await mkdir(dir, { recursive: true });
  // Private keys are for local development only, but still keep them out of commits.
  await writeFile(join(dir, '.gitignore'), '*\n').catch(() => undefined);
  const pair = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(pair.privateKey);
  const { d, p, q, dp, dq, qi, ...pub } = jwk;
  jwk.kid = await calculateJwkThumbprint(pub);
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, `${JSON.stringify(jwk, null, 2)}\n`, { mode: 0o600, flush: true });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const created = await readKeyFile(file, alg);
  if (!created) throw new StoreError('store_key_corrupt', file, `Signing key ${file} vanished`);
  return created;
}

async function readKeyFile(file: string, alg: SigningAlgorithm): Promise<SigningKey | undefined> {
  const text = await readFileIfPresent(file);
  if (text === undefined) return undefined;
  try {
    return await fromPrivateJwk(JSON.parse(text) as JWK, alg);
  } catch (error) {
    throw new StoreError(
      'store_key_corrupt',
      file,
      `Signing key file ${file} is unreadable (${(error as Error).message}); delete it to make a new key`,
    );
  }
}
