/**
 * Roles (`/roles`): the paged list, create (name, description), and one role's page with its
 * tabs: settings (edit, delete with a confirmation naming it), permissions (held-permissions.tsx)
 * and the users who hold it (`/roles/{id}/users`). Users are given roles on their own page.
 */
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import { HeldPermissions } from './held-permissions.js';
import { type Column, CreateForm, DeleteForm, PagedTable } from './lists.js';
import { navigate } from './router.js';
import { Field, FormStatus, Link, Tabs, useCall, usePagedList } from './ui.js';

export interface Role {
  id: string;
  name: string;
  description?: string;
}

const PER_PAGE = 25;

/** The name and description fields of the create and settings forms. */
function RoleFields({
  call,
  name,
  setName,
  description,
  setDescription,
}: {
  call: ReturnType<typeof useCall>;
  name: string;
  setName: (v: string) => void;
  description: string;
  setDescription: (v: string) => void;
}) {
  return (
    <>
      <Field label="Name" hint="Up to 50 characters, unique" error={call.errorFor('name')}>
        {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Description" error={call.errorFor('description')}>
        {(p) => (
          <input {...p} value={description} onChange={(e) => setDescription(e.target.value)} />
        )}
      </Field>
    </>
  );
}

export function RoleList() {
  const paged = usePagedList<Role>('/roles', 'roles', PER_PAGE);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const call = useCall();
  return (
    <>
      <h1>Roles</h1>
      <CreateForm
        title="Create role"
        call={call}
        fields={['name', 'description']}
        create={async () => {
          const created = await api<Role>('POST', '/roles', {
            name,
            ...(description ? { description } : {}),
          });
          navigate(`/dashboard/roles/${enc(created.id)}`);
        }}
      >
        <RoleFields {...{ call, name, setName, description, setDescription }} />
      </CreateForm>
      <h2>All roles</h2>
      {paged.list?.total === 0 && <p>No roles yet.</p>}
      <PagedTable paged={paged} columns={COLUMNS} rowKey={(r) => r.id} />
    </>
  );
}

const COLUMNS: Column<Role>[] = [
  ['Name', (r) => <Link to={`/dashboard/roles/${enc(r.id)}`}>{r.name}</Link>],
  ['Description', (r) => r.description ?? ''],
];

const TABS = [
  ['settings', 'Settings'],
  ['permissions', 'Permissions'],
  ['users', 'Users'],
] as const;

export function RolePage({ id, tab }: { id: string; tab: string }) {
  const [role, setRole] = useState<Role>();
  const [missing, setMissing] = useState('');
  useEffect(() => {
    api<Role>('GET', `/roles/${enc(id)}`).then(setRole, (e: Error) => setMissing(e.message));
  }, [id]);
  if (missing) return <p className="error">{missing}</p>;
  if (!role) return <p>Loading…</p>;
  return (
    <>
      <p>
        <Link to="/dashboard/roles">Roles</Link> ›
      </p>
      <h1>{role.name}</h1>
      <Tabs label="Role sections" base={`/dashboard/roles/${enc(id)}`} tabs={TABS} current={tab} />
      {tab === 'settings' && <SettingsTab role={role} onSaved={setRole} />}
      {tab === 'permissions' && (
        <HeldPermissions
          base={`/roles/${enc(role.id)}/permissions`}
          caption={`Permissions of ${role.name}`}
          none={`${role.name} grants no permission yet.`}
        />
      )}
      {tab === 'users' && <UsersTab role={role} />}
    </>
  );
}

function SettingsTab({ role, onSaved }: { role: Role; onSaved: (r: Role) => void }) {
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description ?? '');
  const call = useCall();
  return (
    <>
      <form
        aria-label="Role settings"
        onSubmit={(event) => {
          event.preventDefault();
          void call.run(async () =>
            onSaved(await api<Role>('PATCH', `/roles/${enc(role.id)}`, { name, description })),
          );
        }}
      >
        <p>
          ID <code>{role.id}</code>
        </p>
        <RoleFields {...{ call, name, setName, description, setDescription }} />
        <FormStatus call={call} claimed={call.errorFor('name', 'description') !== undefined} />
        <button type="submit" disabled={call.busy}>
          Save
        </button>
      </form>
      <DeleteForm
        what="role"
        name={role.name}
        consequence={async () => {
          const { total = 0 } = await listPage(`/roles/${enc(role.id)}/users`, 'users', 0, 1);
          return `${total} user${total === 1 ? '' : 's'} will lose it.`;
        }}
        remove={() => api('DELETE', `/roles/${enc(role.id)}`)}
        back="/dashboard/roles"
      />
    </>
  );
}

interface Holder {
  user_id: string;
  email?: string;
  name?: string;
}

function UsersTab({ role }: { role: Role }) {
  const paged = usePagedList<Holder>(`/roles/${enc(role.id)}/users`, 'users', PER_PAGE);
  return (
    <>
      <p>Give a user this role on the user's page.</p>
      {paged.list?.total === 0 && <p>No user holds {role.name}.</p>}
      <PagedTable
        paged={paged}
        caption={`Users with the role ${role.name}`}
        rowKey={(u) => u.user_id}
        columns={[
          [
            'User',
            (u) => <Link to={`/dashboard/users/${enc(u.user_id)}`}>{u.email ?? u.user_id}</Link>,
          ],
          ['Name', (u) => u.name ?? ''],
        ]}
      />
    </>
  );
}
