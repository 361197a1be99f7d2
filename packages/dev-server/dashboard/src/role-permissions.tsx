/**
 * A role's Permissions tab (`/roles/{id}/permissions`): the paged list, add one of the scopes of
 * the tenant's APIs (pick the API, then its scope), remove one. The API refuses a scope its API
 * does not define and the refusal shows beside the field.
 */
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import type { ResourceServer } from './apis.js';
import { CreateForm, PagedTable, useRowActions } from './lists.js';
import type { Role } from './roles.js';
import { Field, FormStatus, Link, useCall, usePagedList } from './ui.js';

interface Permission {
  resource_server_identifier: string;
  resource_server_name?: string;
  permission_name: string;
  description?: string;
}

const PER_PAGE = 25;

export function RolePermissions({ role }: { role: Role }) {
  const base = `/roles/${enc(role.id)}/permissions`;
  const { call: remove, reload, refresh, act } = useRowActions();
  const paged = usePagedList<Permission>(base, 'permissions', PER_PAGE, '', reload);
  const [apis, setApis] = useState<ResourceServer[]>();
  const [identifier, setIdentifier] = useState('');
  const [scope, setScope] = useState('');
  const call = useCall();
  useEffect(() => {
    // The first 100 APIs that define scopes: enough for a test tenant; the API pages beyond.
    void listPage<ResourceServer>('/resource-servers', 'resource_servers', 0, 100).then((l) => {
      const withScopes = l.items.filter((a) => a.scopes?.length);
      setApis(withScopes);
      setIdentifier(withScopes[0]?.identifier ?? '');
      setScope(withScopes[0]?.scopes?.[0]?.value ?? '');
    });
  }, []);
  const scopes = apis?.find((a) => a.identifier === identifier)?.scopes ?? [];
  const key = (p: Permission) => JSON.stringify([p.resource_server_identifier, p.permission_name]);
  return (
    <>
      {apis?.length === 0 ? (
        <p>
          No API defines a permission yet: add scopes on an API's Permissions tab (
          <Link to="/dashboard">APIs</Link>).
        </p>
      ) : (
        <CreateForm
          title="Add permission"
          heading={false}
          submit="Add permission"
          notice="Permission added"
          call={call}
          fields={['permissions']}
          create={async () => {
            const permissions = [
              { resource_server_identifier: identifier, permission_name: scope },
            ];
            await api('POST', base, { permissions });
            refresh();
          }}
        >
          <Field label="API">
            {(p) => (
              <select
                {...p}
                value={identifier}
                onChange={(e) => {
                  setIdentifier(e.target.value);
                  const next = apis?.find((a) => a.identifier === e.target.value);
                  setScope(next?.scopes?.[0]?.value ?? '');
                }}
              >
                {apis?.map((a) => (
                  <option key={a.id} value={a.identifier}>
                    {a.name ?? a.identifier}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Permission" error={call.errorFor('permissions')}>
            {(p) => (
              <select {...p} value={scope} onChange={(e) => setScope(e.target.value)}>
                {scopes.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.value}
                    {s.description ? ` (${s.description})` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </CreateForm>
      )}
      {paged.list?.total === 0 && <p>{role.name} grants no permission yet.</p>}
      <PagedTable
        paged={paged}
        caption={`Permissions of ${role.name}`}
        rowKey={key}
        columns={[
          ['Permission', (p) => <code>{p.permission_name}</code>],
          ['Description', (p) => p.description ?? ''],
          ['API', (p) => p.resource_server_name ?? p.resource_server_identifier],
          [
            'Actions',
            (p) => (
              <button
                type="button"
                aria-label={`Remove the permission ${p.permission_name} of ${p.resource_server_name ?? p.resource_server_identifier}`}
                onClick={() =>
                  act(
                    () =>
                      api('DELETE', base, {
                        permissions: [
                          {
                            resource_server_identifier: p.resource_server_identifier,
                            permission_name: p.permission_name,
                          },
                        ],
                      }),
                    'Permission removed',
                  )
                }
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
