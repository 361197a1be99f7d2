/**
 * The permissions someone holds: a role's (`/roles/{id}/permissions`) and a user's own
 * (`/users/{id}/permissions`). Both endpoints take the same body
 * (`{permissions: [{resource_server_identifier, permission_name}]}`) on POST (add) and DELETE
 * (remove), so one component lists the page, adds one of the scopes of the tenant's APIs (pick
 * the API, then its scope) and removes one. A user's list also holds what their roles grant
 * (the API's `sources`): those show the role and are removed on the role, not here. The API
 * refuses a scope its API does not define and the refusal shows beside the field.
 */
import { Fragment, useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import type { ResourceServer } from './apis.js';
import { CreateForm, PagedTable, useRowActions } from './lists.js';
import { Field, FormStatus, Link, useCall, usePagedList } from './ui.js';

interface Permission {
  resource_server_identifier: string;
  resource_server_name?: string;
  permission_name: string;
  description?: string;
  /** A user's list only: given directly, or by which roles. */
  sources?: { source_id: string; source_name: string; source_type: string }[];
}

const PER_PAGE = 25;

const isDirect = (p: Permission) => !p.sources || p.sources.some((s) => s.source_type === 'DIRECT');

export function HeldPermissions({
  base,
  caption,
  none,
}: {
  /** The API path of the held permissions. */
  base: string;
  /** Names the table, e.g. "Permissions of support". */
  caption: string;
  /** What an empty list says, e.g. "support grants no permission yet." */
  none: string;
}) {
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
  const apiName = (p: Permission) => p.resource_server_name ?? p.resource_server_identifier;
  const sourced = paged.list?.items.some((p) => p.sources) ?? false;
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
      {paged.list?.total === 0 && <p>{none}</p>}
      <PagedTable
        paged={paged}
        caption={caption}
        rowKey={key}
        columns={[
          ['Permission', (p) => <code>{p.permission_name}</code>],
          ['Description', (p) => p.description ?? ''],
          ['API', apiName],
          ...(sourced ? [['Given', (p: Permission) => <Sources permission={p} />] as const] : []),
          [
            'Actions',
            (p) =>
              isDirect(p) && (
                <button
                  type="button"
                  aria-label={`Remove the permission ${p.permission_name} of ${apiName(p)}`}
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

/** "Directly", and each role that grants the permission, linked to the role. */
function Sources({ permission }: { permission: Permission }) {
  const sources = permission.sources ?? [];
  return (
    <>
      {sources.map((s, i) => (
        <Fragment key={`${s.source_type}:${s.source_id}`}>
          {i > 0 && ', '}
          {s.source_type === 'ROLE' ? (
            <Link to={`/dashboard/roles/${enc(s.source_id)}`}>role {s.source_name}</Link>
          ) : (
            'directly'
          )}
        </Fragment>
      ))}
    </>
  );
}
