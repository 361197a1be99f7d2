/**
 * The `q` filter of `GET /clients` (the service's Lucene-style query), the subset that makes
 * sense for a local tenant: `field:value` terms joined by spaces or `AND`, values quoted or
 * not, `*` as a wildcard; a bare word matches the name. Every term must match.
 */
import { invalidQuery } from '../errors/api-error.js';

const SEARCHABLE = ['name', 'client_id', 'app_type', 'description', 'is_first_party'] as const;
type Searchable = (typeof SEARCHABLE)[number];

export interface ClientSearchTerm {
  field: Searchable;
  pattern: RegExp;
}

const TERM = /(?:([A-Za-z_.]+):)?(?:"((?:[^"\\]|\\.)*)"|(\S+))/g;

export function parseClientQuery(q: string): ClientSearchTerm[] {
  const terms: ClientSearchTerm[] = [];
  for (const match of q.matchAll(TERM)) {
    const [, field, quoted, bare] = match;
    const value = quoted ?? bare ?? '';
    if (field === undefined && value === 'AND') continue;
    if (field !== undefined && !(SEARCHABLE as readonly string[]).includes(field)) {
      throw invalidQuery(
        `'Cannot search on ${field}: q supports ${SEARCHABLE.join(', ')}' on property q.`,
        'q',
      );
    }
    const escaped = value.replace(/\\(.)/g, '$1').replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const wildcard = escaped.replaceAll('*', '.*');
    terms.push(
      field === undefined
        ? { field: 'name', pattern: new RegExp(wildcard, 'i') }
        : { field: field as Searchable, pattern: new RegExp(`^${wildcard}$`, 'i') },
    );
  }
  return terms;
}

export function matchesClientQuery(
  client: Partial<Record<Searchable, unknown>>,
  terms: ClientSearchTerm[],
): boolean {
  return terms.every(({ field, pattern }) => {
    const value = client[field];
    return value !== undefined && pattern.test(String(value));
  });
}
