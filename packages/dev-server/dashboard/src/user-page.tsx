/**
 * One user: their profile summary, MFA enrolments (GET/DELETE authentication-methods: reset a
 * factor so the next login enrols again) and login sessions (sign one out with
 * DELETE /sessions/{id}, or all of them with DELETE /users/{id}/sessions): a session signed
 * out ends that browser's login; their roles (`/users/{id}/roles`: assign, remove) and
 * permissions (`/users/{id}/permissions`: those given directly, added and removed here, and
 * those of their roles).
 */
import { useEffect, useState } from 'react';
import { api, enc } from './api.js';
import { HeldPermissions } from './held-permissions.js';
import { HeldRoles } from './held-roles.js';
import { Table, useRowActions } from './lists.js';
import { FormStatus, Link } from './ui.js';

interface User {
  user_id: string;
  email?: string;
  name?: string;
  blocked?: boolean;
  identities?: { connection: string }[];
}
interface Method {
  id: string;
  type: string;
  confirmed?: boolean;
  name?: string;
  phone_number?: string;
  email?: string;
  created_at: string;
}
interface Session {
  id: string;
  authenticated_at?: string;
  expires_at: string;
  authentication: { methods: { name: string }[] };
}

export function UserPage({ id }: { id: string }) {
  const base = `/users/${enc(id)}`;
  const [user, setUser] = useState<User>();
  const [missing, setMissing] = useState('');
  const [methods, setMethods] = useState<Method[]>();
  const [sessions, setSessions] = useState<Session[]>();
  const { call: action, reload, act } = useRowActions();
  useEffect(() => {
    api<User>('GET', base).then(setUser, (e: Error) => setMissing(e.message));
  }, [base]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` refetches after a change
  useEffect(() => {
    void api<Method[]>('GET', `${base}/authentication-methods`).then(setMethods);
    void api<{ sessions: Session[] }>('GET', `${base}/sessions`).then((s) =>
      setSessions(s.sessions),
    );
  }, [base, reload]);
  if (missing) return <p className="error">{missing}</p>;
  if (!user) return <p>Loading…</p>;
  const label = user.email ?? user.user_id;
  return (
    <>
      <p>
        <Link to="/dashboard/users">Users</Link> ›
      </p>
      <h1>{label}</h1>
      <p>
        ID <code>{user.user_id}</code>
        {user.identities?.[0] ? `, connection ${user.identities[0].connection}` : ''},{' '}
        {user.blocked ? 'blocked' : 'active'}
      </p>
      <h2>Roles</h2>
      <HeldRoles base={`${base}/roles`} caption={`Roles of ${label}`} none="No role yet." />
      <h2>Permissions</h2>
      <HeldPermissions
        base={`${base}/permissions`}
        caption={`Permissions of ${label}`}
        none="No permission yet, directly or through a role."
      />
      <FormStatus call={action} claimed={false} />
      <h2>MFA enrolments</h2>
      {methods && methods.length === 0 && <p>None: the next login that needs MFA enrols one.</p>}
      {methods && methods.length > 0 && (
        <Table
          rows={methods}
          rowKey={(m) => m.id}
          columns={[
            ['Factor', (m) => m.type],
            ['Detail', (m) => m.name ?? m.phone_number ?? m.email ?? ''],
            ['Enrolled', (m) => (m.confirmed === false ? 'pending' : m.created_at.slice(0, 10))],
            [
              'Actions',
              (m) => (
                <button
                  type="button"
                  aria-label={`Delete the ${m.type} factor`}
                  onClick={() =>
                    act(
                      () => api('DELETE', `${base}/authentication-methods/${enc(m.id)}`),
                      'Factor deleted',
                    )
                  }
                >
                  Delete
                </button>
              ),
            ],
          ]}
        />
      )}
      <h2>Sessions</h2>
      {sessions && sessions.length === 0 && <p>No live session.</p>}
      {sessions && sessions.length > 0 && (
        <>
          <Table
            caption="Live sessions"
            rows={sessions}
            rowKey={(s) => s.id}
            columns={[
              ['Session', (s) => <code>{s.id}</code>],
              ['Signed in', (s) => s.authenticated_at?.replace('T', ' ').slice(0, 19) ?? ''],
              ['Methods', (s) => s.authentication.methods.map((m) => m.name).join(', ')],
              ['Expires', (s) => s.expires_at.slice(0, 10)],
              [
                'Actions',
                (s) => (
                  <button
                    type="button"
                    aria-label={`Sign out session ${s.id}`}
                    onClick={() => act(() => api('DELETE', `/sessions/${enc(s.id)}`), 'Signed out')}
                  >
                    Sign out
                  </button>
                ),
              ],
            ]}
          />
          <button
            type="button"
            onClick={() => act(() => api('DELETE', `${base}/sessions`), 'Signed out everywhere')}
          >
            Sign out everywhere
          </button>
        </>
      )}
    </>
  );
}
