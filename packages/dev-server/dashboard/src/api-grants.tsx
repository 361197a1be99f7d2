/** Which applications hold a client grant to an API, with the grant's scopes and types. */
import { useEffect, useState } from 'react';
import { enc, listPage, type Page } from './api.js';
import type { ResourceServer } from './apis.js';
import { Link, Pager } from './ui.js';

interface ClientGrant {
  id: string;
  client_id: string;
  scope?: string[];
  authorization_details_types?: string[];
  subject_type?: string;
}

const PER_PAGE = 25;

export function GrantsTab({ rs }: { rs: ResourceServer }) {
  const [page, setPage] = useState(0);
  const [grants, setGrants] = useState<Page<ClientGrant>>();
  useEffect(() => {
    void listPage<ClientGrant>(
      `/client-grants?audience=${enc(rs.identifier)}`,
      'client_grants',
      page,
      PER_PAGE,
    ).then(setGrants);
  }, [rs.identifier, page]);
  if (!grants) return <p>Loading…</p>;
  if (grants.total === 0) return <p>No application holds a grant to this API.</p>;
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">Application</th>
            <th scope="col">Subject</th>
            <th scope="col">Scopes</th>
            <th scope="col">Authorization details types</th>
          </tr>
        </thead>
        <tbody>
          {grants.items.map((g) => (
            <tr key={g.id}>
              <td>
                <Link to={`/dashboard/applications/${enc(g.client_id)}`}>{g.client_id}</Link>
              </td>
              <td>{g.subject_type ?? 'client'}</td>
              <td>{(g.scope ?? []).join(' ')}</td>
              <td>{(g.authorization_details_types ?? []).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} perPage={PER_PAGE} total={grants.total} onPage={setPage} />
    </>
  );
}
