/**
 * What every grant of `POST /oauth/token` receives and answers (one file per grant beside this
 * one; endpoints/token.ts picks the grant by `grant_type`). A grant checks its own parameters
 * and says whose authorization the token carries; the endpoint then applies the API's access
 * policy and signs the tokens, the same way for every grant.
 */

import type { Store } from '../../store/store.js';
import type { ClientRecord } from '../../tenant/applications.js';
import type { FlowResourceServer } from '../../tenant/resource-servers.js';
import type { KeyRing } from '../../tenant/signing-keys.js';
import type { Authorization } from '../transactions.js';

export interface GrantRequest {
  store: Store;
  keys: KeyRing;
  /** The authenticated application. */
  client: ClientRecord;
  /** Whether it presented a secret that matched (public applications present none). */
  confidential: boolean;
  /** The token request's parameters. */
  body: Record<string, string>;
  /** The server's origin (`https://host:port`). */
  origin: string;
  /** `scope`, split; undefined when the request sent none. */
  requested: string[] | undefined;
}

/** The authorization a token is issued for. */
export interface GrantedAuthorization {
  kind: 'authorization';
  authorization: Authorization;
  resourceServer: FlowResourceServer;
  subject: string;
  /** The scopes of the refresh token being used (a refresh may only narrow them). */
  originalScopes?: string[];
  /**
   * Issued for the user's own approval (an authorization code, or an approved backchannel
   * request): the approved scopes apply, ID and refresh tokens may follow.
   */
  fromCode: boolean;
  /** A user's authorization (code, refresh): `openid` brings an ID token and /userinfo. */
  forUser: boolean;
  /** The refresh token that replaces the one used (rotation, refresh-tokens.ts). */
  rotatedRefreshToken?: string;
}

/** A grant that answers on its own (the Management API's client credentials). */
export interface GrantResponse {
  kind: 'response';
  body: Record<string, unknown>;
}

export type TokenGrant = (request: GrantRequest) => Promise<GrantedAuthorization | GrantResponse>;
