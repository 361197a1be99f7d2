/**
 * What a token is issued for, whoever approved it: carried from the pending transaction (or the
 * backchannel request) to the code to the refresh token.
 */
import type { AuthorizationDetail } from '@screenkit/core';
import type { DemoSettings } from './demo-settings.js';

/** What a token is issued for: carried from the transaction to the code to the refresh token. */
export interface Authorization {
  clientId: string;
  audience: string;
  scopes: string[];
  authorizationDetails?: AuthorizationDetail[];
  user: DemoSettings['user'];
  /** Authentication methods, e.g. `["pwd", "mfa"]`, for the token's `amr`. */
  amr: string[];
  nonce?: string;
  /** When the user authenticated (epoch seconds): the ID token's `auth_time`, for `max_age`. */
  authTime?: number;
  /** The signed-in user's claims (tenant/user-claims.ts); the scopes select what tokens carry. */
  profile?: Record<string, unknown>;
  /** The organization the user logged in to: `org_id` / `org_name` claims. */
  organization?: { id: string; name: string };
  /** The login session the user authenticated in: the ID token's `sid` (login-session.ts). */
  sid?: string;
  /**
   * The user signed in through the login flow, so is a user of the tenant (not the demo
   * settings' stand-in): each token grant checks they still exist and are not blocked.
   */
  tenantUser?: boolean;
}
