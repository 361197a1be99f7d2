/**
 * `grant_type=client_credentials`: a confidential application asks for a token for an API in
 * its own name (`<client_id>@clients`). The Management API's own audience is answered by
 * management-grant.ts.
 */
import { OAuthError } from '../oauth-error.js';
import { isManagementAudience, managementTokenResponse } from './management-grant.js';
import { resourceServerFor } from './resource-server.js';
import type { TokenGrant } from './token-grant.js';

export const clientCredentialsGrant: TokenGrant = async (request) => {
  const { store, keys, client, body } = request;
  if (!request.confidential)
    throw new OAuthError(
      'unauthorized_client',
      'Client credentials need a confidential application (client_secret)',
    );
  if (!body.audience)
    throw new OAuthError(
      'invalid_request',
      'audience is required: name the API the token is for',
      'audience',
    );
  if (isManagementAudience(body.audience, request.origin)) {
    return {
      kind: 'response',
      body: await managementTokenResponse(store, keys, client.client_id, request.requested),
    };
  }
  const resourceServer = resourceServerFor(store, body.audience, 'access_denied');
  const subject = `${client.client_id}@clients`;
  return {
    kind: 'authorization',
    authorization: {
      clientId: client.client_id,
      audience: resourceServer.identifier,
      scopes: [],
      user: { id: subject },
      amr: [],
    },
    resourceServer,
    subject,
    fromCode: false,
    forUser: false,
  };
};
