/**
 * Rendering `filters` (REFERENCE 2): a screen's advanced settings apply only to the requests
 * its filter selects, by client and organization (`{id}` or `{metadata: {key: value}}`);
 * `includes_any` selects a request matching any entry, `excludes_any` one matching none. A
 * request the filter does not select gets the standard page. `domains` match the ready custom
 * domain the request came in on (its `Host`, tenant/custom-domains.ts); a request on a loopback
 * name has none.
 */
import type { FilterEntry, RenderingFilters } from '../tenant/prompts.js';
import type { RenderingSettings } from './render-page.js';

export interface FilteredRequest {
  client?: { id: string; metadata?: Record<string, unknown> | undefined } | undefined;
  organization?: { id: string; metadata?: Record<string, unknown> | undefined } | undefined;
  domain?: { id: string; metadata?: Record<string, unknown> | undefined } | undefined;
}

const matches = (entries: FilterEntry[] | undefined, subject: FilteredRequest['client']): boolean =>
  subject !== undefined &&
  (entries ?? []).some((entry) =>
    'id' in entry
      ? entry.id === subject.id
      : Object.entries(entry.metadata).every(([key, value]) => subject.metadata?.[key] === value),
  );

export function selectedBy(filters: RenderingFilters, request: FilteredRequest): boolean {
  const any =
    matches(filters.clients, request.client) ||
    matches(filters.organizations, request.organization) ||
    matches(filters.domains, request.domain);
  return filters.match_type === 'includes_any' ? any : !any;
}

/** The settings a request gets: the stored ones, or standard mode when the filter leaves it out. */
export function renderingForRequest(
  settings: (RenderingSettings & { filters?: RenderingFilters | null }) | undefined,
  request: FilteredRequest,
): RenderingSettings | undefined {
  if (!settings?.filters || settings.rendering_mode !== 'advanced') return settings;
  if (selectedBy(settings.filters, request)) return settings;
  return { ...settings, rendering_mode: 'standard' };
}
