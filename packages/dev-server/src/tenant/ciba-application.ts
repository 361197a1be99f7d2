/**
 * The one home of the service's rules for an application that uses Client-Initiated Backchannel
 * Authentication (REFERENCE section 5): it holds the CIBA grant type only if it is first party,
 * confidential and OIDC conformant, and says how users are reached
 * (`async_approval_notification_channels`) and which of them reaches a given user. The
 * Management API refuses a record that breaks them; `/bc-authorize` picks the channel here.
 */

import type { UserRecord } from './users.js';

export const CIBA_GRANT_TYPE = 'urn:openid:params:grant-type:ciba';
export const NOTIFICATION_CHANNELS = ['guardian-push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** What an application that names no channels gets, as on the service. */
export const DEFAULT_NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['guardian-push'];

/** The fields of an application record these rules read (the stored record, defaults unset). */
export interface CibaApplicationFields {
  grant_types?: readonly string[] | undefined;
  is_first_party?: boolean | undefined;
  oidc_conformant?: boolean | undefined;
  token_endpoint_auth_method?: string | undefined;
  async_approval_notification_channels?: readonly string[] | undefined;
}

export interface CibaRuleViolation {
  /** The property that breaks the rule. */
  path: string;
  message: string;
}

/** Why `record` (the application as it would be stored) breaks a CIBA rule, or undefined. */
export function cibaApplicationViolation(
  record: CibaApplicationFields,
): CibaRuleViolation | undefined {
  const channels = record.async_approval_notification_channels;
  if (channels !== undefined && new Set(channels).size !== channels.length)
    return {
      path: 'async_approval_notification_channels',
      message: 'async_approval_notification_channels may not name a channel twice',
    };
  if (!record.grant_types?.includes(CIBA_GRANT_TYPE)) return undefined;
  // A record made through the API is first party and OIDC conformant unless set otherwise.
  if (record.is_first_party === false)
    return {
      path: 'is_first_party',
      message: `The ${CIBA_GRANT_TYPE} grant type is only allowed for first-party applications`,
    };
  if (record.oidc_conformant === false)
    return {
      path: 'oidc_conformant',
      message: `The ${CIBA_GRANT_TYPE} grant type is only allowed for OIDC conformant applications`,
    };
  if (record.token_endpoint_auth_method === 'none')
    return {
      path: 'token_endpoint_auth_method',
      message: `The ${CIBA_GRANT_TYPE} grant type is only allowed for confidential applications (token_endpoint_auth_method must not be none)`,
    };
  return undefined;
}

/** The channels through which `record`'s backchannel requests reach users. */
export function notificationChannels(record: CibaApplicationFields): NotificationChannel[] {
  const named = (record.async_approval_notification_channels ?? []).filter(
    (c): c is NotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(c),
  );
  return named.length > 0 ? named : [...DEFAULT_NOTIFICATION_CHANNELS];
}

/** Up to this expiry a user with push is reached by push; above it, by email (REFERENCE 5). */
const PUSH_EXPIRY_LIMIT_S = 300;

/**
 * How a backchannel request of `record` reaches `user`: push when the application allows it,
 * the user has a push factor and the request expires within 300 s; else email when the
 * application allows it and the user has an address; undefined when neither can.
 */
export function notificationChannelFor(
  record: CibaApplicationFields,
  user: Pick<UserRecord, 'email' | 'factors'>,
  expiresInSeconds: number,
): NotificationChannel | undefined {
  const allowed = notificationChannels(record);
  const hasPush = (user.factors ?? []).some((f) => f.type === 'push-notification' && f.confirmed);
  const push = allowed.includes('guardian-push') && hasPush;
  const email = allowed.includes('email') && user.email !== undefined;
  if (push && (expiresInSeconds <= PUSH_EXPIRY_LIMIT_S || !email)) return 'guardian-push';
  return email ? 'email' : undefined;
}
