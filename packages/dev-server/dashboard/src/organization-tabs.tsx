/**
 * An organization's Members (paged; add by email or user ID, remove, a link to each member's
 * roles), Invitations (paged, newest first; send, see the invitation link, revoke) and enabled
 * Connections (add with membership on login, remove) tabs. Each list and change is the
 * organization endpoints' own.
 */
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import type { Connection } from './connections.js';
import { CreateForm, PagedTable, useRowActions } from './lists.js';
import type { Organization } from './organizations.js';
import { Field, FormStatus, Link, Pager, useCall, usePagedList } from './ui.js';

type Props = { org: Organization };
const PER_PAGE = 25;

interface Member {
  user_id: string;
  email?: string;
  name?: string;
}

/** A user by exact email (the API's search matches parts), or the ID as typed. */
async function userIdOf(emailOrId: string): Promise<string> {
  if (!emailOrId.includes('@')) return emailOrId;
  const found = await listPage<Member>('/users', 'users', 0, 50, `&q=${enc(emailOrId)}`);
  const match = found.items.find((u) => u.email?.toLowerCase() === emailOrId.toLowerCase());
  return match?.user_id ?? emailOrId;
}

export function MembersTab({ org }: Props) {
  const { call: remove, reload, refresh, act } = useRowActions();
  const base = `/organizations/${enc(org.id)}/members`;
  const { page, setPage, list } = usePagedList<Member>(base, 'members', PER_PAGE, '', reload);
  const [user, setUser] = useState('');
  const call = useCall();
  return (
    <>
      <CreateForm
        title="Add member"
        heading={false}
        submit="Add member"
        notice="Member added"
        call={call}
        fields={['members']}
        create={async () => {
          await api('POST', base, { members: [await userIdOf(user.trim())] });
          setUser('');
          refresh();
        }}
      >
        <Field label="User email or ID" error={call.errorFor('members')}>
          {(p) => <input {...p} value={user} onChange={(e) => setUser(e.target.value)} />}
        </Field>
      </CreateForm>
      {list && (
        <>
          <ul className="chips" aria-label="Members">
            {list.items.map((m) => (
              <li key={m.user_id}>
                <span>{m.email ?? m.user_id}</span>
                <Link
                  to={`/dashboard/organizations/${enc(org.id)}/members/${enc(m.user_id)}`}
                  label={`Roles of ${m.email ?? m.user_id}`}
                >
                  Roles
                </Link>
                <button
                  type="button"
                  aria-label={`Remove ${m.email ?? m.user_id}`}
                  onClick={() =>
                    act(() => api('DELETE', base, { members: [m.user_id] }), 'Member removed')
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <FormStatus call={remove} claimed={false} />
          <Pager
            page={page}
            perPage={PER_PAGE}
            total={list.total}
            shown={list.items.length}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}

interface Invitation {
  id: string;
  invitee: { email: string };
  invitation_url: string;
  expires_at: string;
}
interface ClientRef {
  client_id: string;
  name: string;
}

export function InvitationsTab({ org }: Props) {
  const base = `/organizations/${enc(org.id)}/invitations`;
  const [clients, setClients] = useState<ClientRef[]>([]);
  const { call: revoke, reload, refresh, act } = useRowActions();
  // Newest first, a page at a time; the API does not count invitations, so the pager goes on
  // while pages are full.
  const paged = usePagedList<Invitation>(base, 'invitations', PER_PAGE, '', reload);
  const [email, setEmail] = useState('');
  const [inviter, setInviter] = useState('');
  const [client, setClient] = useState('');
  const call = useCall();
  useEffect(() => {
    void listPage<ClientRef>('/clients', 'clients', 0, 100).then((l) => {
      setClients(l.items);
      setClient((c) => c || (l.items[0]?.client_id ?? ''));
    });
  }, []);
  return (
    <>
      <CreateForm
        title="Invite"
        heading={false}
        submit="Send invitation"
        notice="Invitation sent (see the inbox)"
        call={call}
        fields={['invitee', 'inviter', 'client_id']}
        create={async () => {
          await api('POST', base, {
            inviter: { name: inviter },
            invitee: { email },
            client_id: client,
          });
          refresh();
        }}
      >
        <Field label="Invitee email" error={call.errorFor('invitee')}>
          {(p) => (
            <input {...p} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label="Inviter name" error={call.errorFor('inviter')}>
          {(p) => <input {...p} value={inviter} onChange={(e) => setInviter(e.target.value)} />}
        </Field>
        <Field
          label="Application"
          hint="Its login route (initiate_login_uri) receives the invitation"
          error={call.errorFor('client_id')}
        >
          {(p) => (
            <select {...p} value={client} onChange={(e) => setClient(e.target.value)}>
              {clients.map((c) => (
                <option key={c.client_id} value={c.client_id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </CreateForm>
      <PagedTable
        paged={paged}
        caption="Pending invitations"
        rowKey={(i) => i.id}
        columns={[
          ['Invitee', (i) => i.invitee.email],
          ['Link', (i) => <a href={i.invitation_url}>Invitation link</a>],
          ['Expires', (i) => i.expires_at.slice(0, 10)],
          [
            'Actions',
            (i) => (
              <button
                type="button"
                aria-label={`Revoke the invitation of ${i.invitee.email}`}
                onClick={() =>
                  act(() => api('DELETE', `${base}/${enc(i.id)}`), 'Invitation revoked')
                }
              >
                Revoke
              </button>
            ),
          ],
        ]}
      />
      <FormStatus call={revoke} claimed={false} />
    </>
  );
}

interface Enabled {
  connection_id: string;
  assign_membership_on_login: boolean;
  connection: { name: string; strategy: string };
}

export function ConnectionsTab({ org }: Props) {
  const base = `/organizations/${enc(org.id)}/enabled_connections`;
  const { call: remove, reload, refresh, act } = useRowActions();
  const { list } = usePagedList<Enabled>(base, 'enabled_connections', 100, '', reload);
  const [all, setAll] = useState<Connection[]>([]);
  const [chosen, setChosen] = useState('');
  const [assign, setAssign] = useState(false);
  const call = useCall();
  useEffect(() => {
    void listPage<Connection>('/connections', 'connections', 0, 100).then((l) => {
      setAll(l.items);
      setChosen((c) => c || (l.items[0]?.id ?? ''));
    });
  }, []);
  return (
    <>
      <CreateForm
        title="Enable connection"
        heading={false}
        submit="Enable connection"
        notice="Connection enabled"
        call={call}
        fields={['connection_id']}
        create={async () => {
          await api('POST', base, { connection_id: chosen, assign_membership_on_login: assign });
          refresh();
        }}
      >
        <Field label="Connection" error={call.errorFor('connection_id')}>
          {(p) => (
            <select {...p} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {all.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.strategy})
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={assign} onChange={(e) => setAssign(e.target.checked)} />{' '}
          Make users who log in with it members
        </label>
      </CreateForm>
      {list && (
        <ul className="chips" aria-label="Enabled connections">
          {list.items.map((e) => (
            <li key={e.connection_id}>
              <span>
                {e.connection.name}
                {e.assign_membership_on_login ? ' (members on login)' : ''}
              </span>
              <button
                type="button"
                aria-label={`Disable ${e.connection.name}`}
                onClick={() =>
                  act(() => api('DELETE', `${base}/${enc(e.connection_id)}`), 'Connection disabled')
                }
              >
                Disable
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormStatus call={remove} claimed={false} />
    </>
  );
}
