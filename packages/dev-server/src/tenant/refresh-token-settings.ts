/**
 * An application's refresh token settings (`refresh_token` on a client, the Management API's
 * shape): the service's defaults, and what a stored setting means for the tokens issued. One
 * place for both, so the API's answer and the token endpoint's behaviour cannot disagree.
 */

/** `refresh_token` as the Management API takes and returns it. */
export interface RefreshTokenConfig {
  rotation_type: 'rotating' | 'non-rotating';
  expiration_type: 'expiring' | 'non-expiring';
  leeway?: number | undefined;
  token_lifetime?: number | undefined;
  infinite_token_lifetime?: boolean | undefined;
  idle_token_lifetime?: number | undefined;
  infinite_idle_token_lifetime?: boolean | undefined;
  policies?: Array<{ audience: string; scope: string[] }> | null | undefined;
}

/** What the service returns on an application that set nothing. */
export const DEFAULT_REFRESH_TOKEN = {
  expiration_type: 'non-expiring',
  leeway: 0,
  infinite_token_lifetime: true,
  infinite_idle_token_lifetime: true,
  token_lifetime: 31_557_600,
  idle_token_lifetime: 2_592_000,
  rotation_type: 'non-rotating',
} as const satisfies RefreshTokenConfig;

/**
 * The stored setting over the defaults. An `expiring` setting that does not say otherwise has
 * finite lifetimes: that is what choosing expiration asks for.
 */
export function presentRefreshToken(stored: RefreshTokenConfig | null | undefined) {
  if (!stored) return { ...DEFAULT_REFRESH_TOKEN };
  const expiring = stored.expiration_type === 'expiring';
  return {
    ...DEFAULT_REFRESH_TOKEN,
    ...(expiring ? { infinite_token_lifetime: false, infinite_idle_token_lifetime: false } : {}),
    ...Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)),
  } as Required<Omit<RefreshTokenConfig, 'policies'>> & Pick<RefreshTokenConfig, 'policies'>;
}

/** What the token endpoint applies. Lifetimes in seconds. */
export interface RefreshTokenSettings {
  rotating: boolean;
  /** Seconds a rotated token may still be used (concurrent requests of one application). */
  leeway: number;
  expiring: boolean;
  /** Absolute lifetime of a family; Infinity when `infinite_token_lifetime`. */
  tokenLifetime: number;
  /** Lifetime of an unused token; Infinity when `infinite_idle_token_lifetime`. */
  idleLifetime: number;
}

export function refreshTokenSettings(client: {
  refresh_token?: RefreshTokenConfig | null | undefined;
}): RefreshTokenSettings {
  const s = presentRefreshToken(client.refresh_token);
  const expiring = s.expiration_type === 'expiring';
  return {
    rotating: s.rotation_type === 'rotating',
    leeway: s.leeway,
    expiring,
    tokenLifetime: s.infinite_token_lifetime ? Number.POSITIVE_INFINITY : s.token_lifetime,
    idleLifetime: s.infinite_idle_token_lifetime ? Number.POSITIVE_INFINITY : s.idle_token_lifetime,
  };
}
