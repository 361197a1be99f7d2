/**
 * An organization member's roles (`/organizations/{id}/members/{user_id}/roles`): the paged list,
 * assign one of the tenant's roles, remove one. Reached from the organization's Members tab.
 */
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import { CreateForm, PagedTable, useRowActions } from './lists.js';
import type { Organization } from './organizations.js';
import { Field, FormStatus, Link, useCall, usePagedList } from './ui.js';

interface Role {
  id: string;
  name: string;
  description?: string;
}

const PER_PAGE = 25;

export function MemberRoles({ org, userId }: { org: Organization; userId: string }) {
  const base = `/organizations/${enc(org.id)}/members/${enc(userId)}/roles`;
  const { call: remove, reload, refresh, act } = useRowActions();
  const paged = usePagedList<Role>(base, 'roles', PER_PAGE, '', reload);
  const [label, setLabel] = useState(userId);
  const [roles, setRoles] = useState<Role[]>();
  const [chosen, setChosen] = useState('');
  const call = useCall();
  useEffect(() => {
    void api<{ email?: string }>('GET', `/users/${enc(userId)}`).then((u) =>
      setLabel(u.email ?? userId),
    );
    // The tenant's first 100 roles: enough for a test tenant; the API pages beyond.
    void listPage<Role>('/roles', 'roles', 0, 100).then((l) => {
      setRoles(l.items);
      setChosen((c) => c || (l.items[0]?.id ?? ''));
    });
  }, [userId]);
  return (
    <>
      <p>
        <Link to={`/dashboard/organizations/${enc(org.id)}/members`}>Members</Link> ›
      </p>
      <h2>Roles of {label}</h2>
      {roles?.length === 0 ? (
        <p>The tenant has no roles yet: create them with POST /api/v2/roles.</p>
      ) : (
        <CreateForm
          title="Assign role"
          heading={false}
          submit="Assign role"
          notice="Role assigned"
          call={call}
          fields={['roles']}
          create={async () => {
            await api('POST', base, { roles: [chosen] });
            refresh();
          }}
        >
          <Field label="Role" error={call.errorFor('roles')}>
            {(p) => (
              <select {...p} value={chosen} onChange={(e) => setChosen(e.target.value)}>
                {roles?.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </CreateForm>
      )}
      {paged.list?.total === 0 && <p>No role in {org.display_name ?? org.name}.</p>}
      <PagedTable
        paged={paged}
        caption={`Roles in ${org.display_name ?? org.name}`}
        rowKey={(r) => r.id}
        columns={[
          ['Role', (r) => r.name],
          ['Description', (r) => r.description ?? ''],
          [
            'Actions',
            (r) => (
              <button
                type="button"
                aria-label={`Remove the role ${r.name}`}
                onClick={() => act(() => api('DELETE', base, { roles: [r.id] }), 'Role removed')}
              >
                Remove
              </button>
            ),
          ],
        ]}
      />
      <FormStatus call={remove} claimed={false} />
    </>
  );
}
