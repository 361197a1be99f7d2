/** Which applications hold a client grant to an API, with the grant's scopes and types. */
import { enc } from './api.js';
import type { ResourceServer } from './apis.js';
import { type Column, PagedTable } from './lists.js';
import { Link, usePagedList } from './ui.js';

interface ClientGrant {
  id: string;
  client_id: string;
  scope?: string[];
  authorization_details_types?: string[];
  subject_type?: string;
}

const PER_PAGE = 25;

export function GrantsTab({ rs }: { rs: ResourceServer }) {
  const paged = usePagedList<ClientGrant>(
    `/client-grants?audience=${enc(rs.identifier)}`,
    'client_grants',
    PER_PAGE,
  );
  if (!paged.list) return <p>Loading…</p>;
  if (paged.list.total === 0) return <p>No application holds a grant to this API.</p>;
  return <PagedTable paged={paged} columns={COLUMNS} rowKey={(g) => g.id} />;
}

const COLUMNS: Column<ClientGrant>[] = [
  [
    'Application',
    (g) => <Link to={`/dashboard/applications/${enc(g.client_id)}`}>{g.client_id}</Link>,
  ],
  ['Subject', (g) => g.subject_type ?? 'client'],
  ['Scopes', (g) => (g.scope ?? []).join(' ')],
  ['Authorization details types', (g) => (g.authorization_details_types ?? []).join(' ')],
];
