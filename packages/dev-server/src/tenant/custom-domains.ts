/**
 * The tenant's custom domains (`/api/v2/custom-domains`), as the service keeps them. On the
 * service a domain is `ready` once its DNS record checks out; the dev server has no DNS to
 * check, so verifying one is the local stand-in that makes it `ready`. A ready domain is what
 * advanced rendering needs, and what a request's `Host` is matched against (rendering filters'
 * `domains`).
 */
import type { Collection, Store } from '../store/store.js';

export interface CustomDomainRecord {
  custom_domain_id: string;
  domain: string;
  primary: boolean;
  status: 'pending_verification' | 'ready' | 'failed';
  type: 'auth0_managed_certs' | 'self_managed_certs';
  tls_policy: 'recommended';
  custom_client_ip_header?: string | null;
  domain_metadata?: Record<string, string | null>;
  verification: {
    methods: Array<{ name: 'txt' | 'cname'; record: string; domain: string }>;
    status?: 'verified' | 'pending';
    last_verified_at?: string;
  };
  origin_domain_name?: string;
}

/** Keyed by custom_domain_id. */
export const customDomains = (store: Store): Collection<CustomDomainRecord> =>
  store.collection('custom-domains');

/** The ready custom domain a request's `Host` header names (port ignored), if any. */
export function readyCustomDomain(
  store: Store,
  hostHeader: string | undefined,
): CustomDomainRecord | undefined {
  if (!hostHeader) return undefined;
  const name = hostHeader.replace(/:\d+$/, '').toLowerCase();
  return customDomains(store)
    .list()
    .find((d) => d.status === 'ready' && d.domain === name);
}
