/**
 * One user: their profile summary, MFA enrolments (GET/DELETE authentication-methods: reset a
 * factor so the next login enrols again) and login sessions (sign out everywhere).
 */
import { useEffect, useState } from 'react';
import { api, enc } from './api.js';
import { FormStatus, Link, useCall } from './ui.js';

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
  const [reload, setReload] = useState(0);
  const action = useCall();
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
  const act = (work: () => Promise<unknown>, notice: string) =>
    void action.run(async () => {
      await work();
      setReload((n) => n + 1);
    }, notice);
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
      <FormStatus call={action} claimed={false} />
      <h2>MFA enrolments</h2>
      {methods && methods.length === 0 && <p>None: the next login that needs MFA enrols one.</p>}
      {methods && methods.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Factor</th>
              <th scope="col">Detail</th>
              <th scope="col">Enrolled</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((m) => (
              <tr key={m.id}>
                <td>{m.type}</td>
                <td>{m.name ?? m.phone_number ?? m.email ?? ''}</td>
                <td>{m.confirmed === false ? 'pending' : m.created_at.slice(0, 10)}</td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Sessions</h2>
      {sessions && sessions.length === 0 && <p>No live session.</p>}
      {sessions && sessions.length > 0 && (
        <>
          <ul aria-label="Sessions">
            {sessions.map((s) => (
              <li key={s.id}>
                Signed in {s.authenticated_at?.replace('T', ' ').slice(0, 16) ?? ''} with{' '}
                {s.authentication.methods.map((m) => m.name).join(', ')}; expires{' '}
                {s.expires_at.slice(0, 10)}
              </li>
            ))}
          </ul>
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
