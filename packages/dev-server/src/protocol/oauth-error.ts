/**
 * OAuth 2.0 errors (RFC 6749 sections 4.1.2.1 and 5.2, RFC 9396 section 5): the token endpoint
 * answers them as JSON, `/authorize` on the redirect once the redirect URI is trusted.
 * Descriptions name the policy or rule that refused, so a developer sees why.
 */
import { ScreenkitError } from '@screenkit/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'access_denied'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'invalid_authorization_details'
  | 'login_required'
  | 'consent_required'
  | 'interaction_required'
  | 'server_error'
  // Polling grants (CIBA, OpenID CIBA Core 11; device flow, RFC 8628 3.5).
  | 'authorization_pending'
  | 'slow_down'
  | 'expired_token'
  // /bc-authorize (OpenID CIBA Core 13).
  | 'unknown_user_id'
  | 'invalid_binding_message';

/**
 * The one status table for every OAuth error, whichever grant or host (the Hono route,
 * middleware/token-lane.ts) answers it. Token-endpoint rows follow the service's published
 * "Standard Error Responses" of its Authentication API: 400 `invalid_request`/`invalid_scope`,
 * 401 `invalid_client`, 403 `unauthorized_client`/`access_denied`/`invalid_grant` (a wrong, used
 * or expired code, an unknown or expired refresh token, a blocked or deleted user), 429 for a
 * polling client that is too fast. Not followed: the same page lists `unsupported_grant_type`
 * as 501, which no observed answer confirms and which would hide the error code from
 * openid-client (it reads OAuth error bodies of 4xx answers only); it stays RFC 6749's 400.
 */
const STATUS: Record<OAuthErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 403,
  unauthorized_client: 403,
  access_denied: 403,
  unsupported_grant_type: 400,
  unsupported_response_type: 400,
  invalid_scope: 400,
  invalid_authorization_details: 400,
  // prompt=none (OpenID Connect Core 3.1.2.6): always redirected, the status is not seen.
  login_required: 400,
  consent_required: 400,
  interaction_required: 400,
  server_error: 500,
  // As the service answers a polling client (REFERENCE section 5, device authorization).
  authorization_pending: 403,
  slow_down: 429,
  expired_token: 403,
  unknown_user_id: 400,
  invalid_binding_message: 400,
};

export class OAuthError extends ScreenkitError {
  override name = 'OAuthError';
  declare readonly code: OAuthErrorCode;
  readonly description: string;
  readonly status: ContentfulStatusCode;

  constructor(code: OAuthErrorCode, description: string, path = '') {
    super(code, path, description);
    this.description = description;
    this.status = STATUS[code];
  }

  toBody(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.code, error_description: this.description };
  }
}
