/**
 * The one check of a request's `authorization_details` (RAR, seed 2.2 and 8) for every endpoint
 * that takes them (`/authorize`, `/bc-authorize`): core's `validateAuthorizationDetails` with the
 * seed's ten limits and the vendor schema, against the types the API registered (a request for
 * /userinfo alone has no API, so no types). A refusal is
 * `invalid_authorization_details` naming the first rules broken and where.
 */
import { type AuthorizationDetail, validateAuthorizationDetails } from '@screenkit/core';
import { type FlowResourceServer, registeredTypes } from '../tenant/resource-servers.js';
import { isUserinfoApi } from './audience.js';
import { OAuthError } from './oauth-error.js';

const MAX_REPORTED = 3;

/** The parsed entries of `raw` (the parameter as sent), or undefined when none were sent. */
export function checkAuthorizationDetails(
  raw: string | undefined,
  rs: FlowResourceServer,
): AuthorizationDetail[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (isUserinfoApi(rs))
    throw new OAuthError(
      'invalid_request',
      'authorization_details needs an audience: the API whose types it uses',
      'authorization_details',
    );
  const result = validateAuthorizationDetails(raw, { registeredTypes: registeredTypes(rs) });
  if (result.valid) return result.details;
  const shown = result.errors
    .slice(0, MAX_REPORTED)
    .map((v) => `rule ${v.rule} at ${v.path || '(root)'}: ${v.message}`);
  const more =
    result.errors.length > MAX_REPORTED ? `; and ${result.errors.length - MAX_REPORTED} more` : '';
  throw new OAuthError(
    'invalid_authorization_details',
    `authorization_details refused by API ${rs.identifier}: ${shown.join('; ')}${more}`,
    'authorization_details',
  );
}
