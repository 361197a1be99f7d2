/**
 * The roles someone holds, wherever they are held: a user's tenant roles (`/users/{id}/roles`)
 * and an organization member's roles there (`/organizations/{id}/members/{user_id}/roles`).
 * Both endpoints take the same body (`{roles: [id]}`) on POST (assign) and DELETE (remove), so
 * one component lists the page, assigns one of the tenant's roles and removes one.
 */
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import { CreateForm, PagedTable, useRowActions } from './lists.js';
import type { Role } from './roles.js';
import { Field, FormStatus, Link, useCall, usePagedList } from './ui.js';

const PER_PAGE = 25;

export function HeldRoles({
  base,
  caption,
  none,
}: {
  /** The API path of the held roles. */
  base: string;
  /** Names the table, e.g. "Roles in Acme". */
  caption: string;
  /** What an empty list says, e.g. "No role in Acme." */
  none: string;
}) {
  const { call: remove, reload, refresh, act } = useRowActions();
  const paged = usePagedList<Role>(base, 'roles', PER_PAGE, '', reload);
  const [roles, setRoles] = useState<Role[]>();
  const [chosen, setChosen] = useState('');
  const call = useCall();
  useEffect(() => {
    // The tenant's first 100 roles: enough for a test tenant; the API pages beyond.
    void listPage<Role>('/roles', 'roles', 0, 100).then((l) => {
      setRoles(l.items);
      setChosen((c) => c || (l.items[0]?.id ?? ''));
    });
  }, []);
  return (
    <>
      {roles?.length === 0 ? (
        <p>
          The tenant has no roles yet: create them on the{' '}
          <Link to="/dashboard/roles">Roles page</Link>.
        </p>
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
      {paged.list?.total === 0 && <p>{none}</p>}
      <PagedTable
        paged={paged}
        caption={caption}
        rowKey={(r) => r.id}
        columns={[
          ['Role', (r) => <Link to={`/dashboard/roles/${enc(r.id)}`}>{r.name}</Link>],
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
