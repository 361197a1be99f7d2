/**
 * Client credentials for the Management API itself, as on the service: a machine-to-machine
 * application with a client grant for the management audience gets a management token holding
 * the granted scopes (what `screenkit deploy --client-id/--client-secret` and the Deploy CLI
 * use). The audience may be written as on the service, `<origin>/api/v2/`, or as the dev
 * server's own identifier `urn:screenkit:management-api` (the audience of its client grants).
 */

import type { Store } from '../../store/store.js';
import { grantKey, grantsByClientAndAudience } from '../../tenant/client-grants.js';
import type { KeyRing } from '../../tenant/signing-keys.js';
import {
  MANAGEMENT_AUDIENCE,
  MANAGEMENT_SCOPES,
  signManagementToken,
} from '../management-token.js';
import { OAuthError } from '../oauth-error.js';

const LIFETIME = 86_400;

export function isManagementAudience(audience: string, origin: string): boolean {
  return audience === MANAGEMENT_AUDIENCE || audience.replace(/\/?$/, '/') === `${origin}/api/v2/`;
}

export async function managementTokenResponse(
  store: Store,
  keys: KeyRing,
  clientId: string,
  requested: string[] | undefined,
): Promise<Record<string, unknown>> {
  const granted = grantsByClientAndAudience(store)
    .get(grantKey(clientId, MANAGEMENT_AUDIENCE))
    .flatMap((g) => (g.allow_all_scopes === true ? [...MANAGEMENT_SCOPES] : (g.scope ?? [])));
  if (granted.length === 0) {
    throw new OAuthError(
      'access_denied',
      `Client has not been granted scopes for the Management API (add a client grant for ${MANAGEMENT_AUDIENCE})`,
    );
  }
  const scopes = requested ? granted.filter((s) => requested.includes(s)) : granted;
  const access_token = await signManagementToken(keys, {
    scopes: scopes.filter((s) => (MANAGEMENT_SCOPES as readonly string[]).includes(s)),
    subject: `${clientId}@clients`,
    expiresIn: LIFETIME,
  });
  return { access_token, token_type: 'Bearer', expires_in: LIFETIME, scope: scopes.join(' ') };
}
