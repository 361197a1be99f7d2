/**
 * Client authentication at the token endpoint (RFC 6749 section 2.3.1): `client_secret_basic`
 * (HTTP Basic, URL-encoded id and secret) or `client_secret_post` (in the body); public
 * clients (`token_endpoint_auth_method: none`) send only `client_id`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store.js';
import type { ClientRecord } from '../tenant/applications.js';
import { findClient } from '../tenant/applications.js';
import { OAuthError } from './oauth-error.js';

export interface AuthenticatedClient {
  client: ClientRecord;
  /** Whether a secret was presented and matched (public clients present none). */
  confidential: boolean;
}

export function authenticateClient(
  store: Store,
  authorization: string | undefined,
  body: Record<string, string>,
): AuthenticatedClient {
  let id = body.client_id;
  let secret = body.client_secret;
  const basic = authorization ? /^Basic\s+(\S+)\s*$/i.exec(authorization) : null;
  if (basic?.[1]) {
    if (secret !== undefined) {
      throw new OAuthError(
        'invalid_request',
        'Use one client authentication method: HTTP Basic or client_secret in the body, not both',
      );
    }
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'Malformed HTTP Basic credentials');
    try {
      const basicId = decodeURIComponent(decoded.slice(0, colon));
      if (id !== undefined && id !== basicId) {
        throw new OAuthError(
          'invalid_request',
          'client_id in the body differs from the HTTP Basic client id',
          'client_id',
        );
      }
      id = basicId;
      secret = decodeURIComponent(decoded.slice(colon + 1));
    } catch (error) {
      if (error instanceof OAuthError) throw error;
      throw new OAuthError('invalid_client', 'Malformed HTTP Basic credentials');
    }
  }
  if (!id)
    throw new OAuthError(
      'invalid_request',
      'client_id is required (in the body or with HTTP Basic)',
      'client_id',
    );
  const client = findClient(store, id);
  if (!client)
    throw new OAuthError('invalid_client', `Unknown client ${JSON.stringify(id)}`, 'client_id');
  if (secret === undefined) {
    if (client.token_endpoint_auth_method === 'none') return { client, confidential: false };
    throw new OAuthError(
      'invalid_client',
      `Application ${JSON.stringify(client.name)} must authenticate with its client_secret`,
      'client_secret',
    );
  }
  const given = Buffer.from(secret);
  const expected = Buffer.from(client.client_secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new OAuthError('invalid_client', 'Wrong client credentials', 'client_secret');
  }
  return { client, confidential: true };
}
