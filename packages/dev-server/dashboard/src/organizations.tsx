/**
 * Organizations: the paged list, create, and one organization's page with its tabs: settings
 * (display name), members, invitations and enabled connections (organization-tabs.tsx), and a
 * member's roles (member-roles.tsx).
 */
import { useEffect, useState } from 'react';
import { api, enc } from './api.js';
import { type Column, CreateForm, DeleteForm, PagedTable } from './lists.js';
import { MemberRoles } from './member-roles.js';
import { ConnectionsTab, InvitationsTab, MembersTab } from './organization-tabs.js';
import { navigate } from './router.js';
import { Field, FormStatus, Link, Tabs, useCall, usePagedList } from './ui.js';

export interface Organization {
  id: string;
  name: string;
  display_name?: string;
}

const PER_PAGE = 25;

export function OrganizationList() {
  const paged = usePagedList<Organization>('/organizations', 'organizations', PER_PAGE);
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const call = useCall();
  return (
    <>
      <h1>Organizations</h1>
      <CreateForm
        title="Create organization"
        call={call}
        fields={['name', 'display_name']}
        create={async () => {
          const created = await api<Organization>('POST', '/organizations', {
            name,
            ...(displayName ? { display_name: displayName } : {}),
          });
          navigate(`/dashboard/organizations/${enc(created.id)}`);
        }}
      >
        <Field label="Name" hint="a-z, 0-9, - and _" error={call.errorFor('name')}>
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Display name" error={call.errorFor('display_name')}>
          {(p) => (
            <input {...p} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
          )}
        </Field>
      </CreateForm>
      <h2>All organizations</h2>
      <PagedTable paged={paged} columns={COLUMNS} rowKey={(org) => org.id} />
    </>
  );
}

const COLUMNS: Column<Organization>[] = [
  ['Name', (org) => <Link to={`/dashboard/organizations/${enc(org.id)}`}>{org.name}</Link>],
  ['Display name', (org) => org.display_name],
];

const TABS = [
  ['settings', 'Settings'],
  ['members', 'Members'],
  ['invitations', 'Invitations'],
  ['connections', 'Connections'],
] as const;

export function OrganizationPage({
  id,
  tab,
  member,
}: {
  id: string;
  tab: string;
  /** A member's user id: their roles page, under the Members tab. */
  member?: string | undefined;
}) {
  const [org, setOrg] = useState<Organization>();
  const [missing, setMissing] = useState('');
  useEffect(() => {
    api<Organization>('GET', `/organizations/${enc(id)}`).then(setOrg, (e: Error) =>
      setMissing(e.message),
    );
  }, [id]);
  if (missing) return <p className="error">{missing}</p>;
  if (!org) return <p>Loading…</p>;
  const base = `/dashboard/organizations/${enc(id)}`;
  return (
    <>
      <p>
        <Link to="/dashboard/organizations">Organizations</Link> ›
      </p>
      <h1>{org.display_name ?? org.name}</h1>
      <Tabs label="Organization sections" base={base} tabs={TABS} current={tab} />
      {tab === 'settings' && <SettingsTab org={org} onSaved={setOrg} />}
      {tab === 'members' && !member && <MembersTab org={org} />}
      {tab === 'members' && member && <MemberRoles org={org} userId={member} />}
      {tab === 'invitations' && <InvitationsTab org={org} />}
      {tab === 'connections' && <ConnectionsTab org={org} />}
    </>
  );
}

function SettingsTab({ org, onSaved }: { org: Organization; onSaved: (o: Organization) => void }) {
  const [displayName, setDisplayName] = useState(org.display_name ?? '');
  const call = useCall();
  return (
    <>
      <form
        aria-label="Organization settings"
        onSubmit={(event) => {
          event.preventDefault();
          void call.run(async () =>
            onSaved(
              await api<Organization>('PATCH', `/organizations/${enc(org.id)}`, {
                display_name: displayName,
              }),
            ),
          );
        }}
      >
        <p>
          Name <code>{org.name}</code>, ID <code>{org.id}</code>
        </p>
        <Field label="Display name" error={call.errorFor('display_name')}>
          {(p) => (
            <input {...p} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
          )}
        </Field>
        <FormStatus call={call} claimed={call.errorFor('display_name') !== undefined} />
        <button type="submit" disabled={call.busy}>
          Save
        </button>
      </form>
      <DeleteForm
        what="organization"
        name={org.name}
        remove={() => api('DELETE', `/organizations/${enc(org.id)}`)}
        back="/dashboard/organizations"
      />
    </>
  );
}
