/**
 * The one check that a rendering filter names things the tenant has: a `{id}` entry of
 * `clients`, `organizations` or `domains` must be an application, organization or custom
 * domain of the tenant, or the PATCH is refused (400 `invalid_body`, naming the entry) before
 * anything is stored. `{metadata}` entries select by value and name nothing, so they pass.
 */

import { invalidBody } from '../errors/api-error.js';
import type { Store } from '../store/store.js';
import { clientsCollection } from '../tenant/applications.js';
import { customDomains } from '../tenant/custom-domains.js';
import { organizations } from '../tenant/organizations.js';
import type { RenderingFilters } from '../tenant/prompts.js';

const KINDS = [
  ['clients', 'Client', clientsCollection],
  ['organizations', 'Organization', organizations],
  ['domains', 'Custom domain', customDomains],
] as const;

/** Throws the service's 400 for the first `{id}` the tenant does not have; `at` prefixes paths. */
export function checkFilterReferences(
  store: Store,
  filters: RenderingFilters | null | undefined,
  at: string,
): void {
  if (!filters) return;
  for (const [list, noun, collection] of KINDS) {
    const known = collection(store);
    (filters[list] ?? []).forEach((entry, i) => {
      if (!('id' in entry) || known.has(entry.id)) return;
      const path = `${at}filters.${list}[${i}].id`;
      throw invalidBody(
        `'${noun} not found: ${JSON.stringify(entry.id)}' on property ${path}.`,
        path,
      );
    });
  }
}
