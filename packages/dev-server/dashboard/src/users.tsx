/** Users: paged search by email or name (the API pages), create, block, delete; each links
 * to its page (MFA enrolments, sessions: user-page.tsx). */
import { useEffect, useState } from 'react';
import { api, enc, listPage, type Page } from './api.js';
import { Field, FormStatus, Link, Pager, useCall } from './ui.js';

interface User {
  user_id: string;
  email?: string;
  name?: string;
  blocked?: boolean;
}

const PER_PAGE = 50;

export function Users() {
  const [page, setPage] = useState(0);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [list, setList] = useState<Page<User>>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [reload, setReload] = useState(0);
  const call = useCall();
  const action = useCall();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` refetches after a change
  useEffect(() => {
    const q = search ? `&search_engine=v3&q=${enc(search)}` : '';
    void listPage<User>('/users', 'users', page, PER_PAGE, q).then(setList);
  }, [page, search, reload]);
  const act = (work: () => Promise<unknown>) =>
    void action.run(async () => {
      await work();
      setReload((n) => n + 1);
    });
  return (
    <>
      <h1>Users</h1>
      <search>
        <form
          aria-label="Search users"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(0);
            setSearch(query);
          }}
        >
          <Field label="Email or name">
            {(p) => <input {...p} value={query} onChange={(e) => setQuery(e.target.value)} />}
          </Field>
          <button type="submit">Search</button>
        </form>
      </search>
      {list && (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((user) => (
                <tr key={user.user_id}>
                  <td>
                    <Link to={`/dashboard/users/${enc(user.user_id)}`}>
                      {user.email ?? user.user_id}
                    </Link>
                  </td>
                  <td>{user.name}</td>
                  <td>{user.blocked ? 'Blocked' : 'Active'}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.email ?? user.user_id}`}
                      onClick={() =>
                        act(() =>
                          api('PATCH', `/users/${enc(user.user_id)}`, { blocked: !user.blocked }),
                        )
                      }
                    >
                      {user.blocked ? 'Unblock' : 'Block'}
                    </button>{' '}
                    <button
                      type="button"
                      aria-label={`Delete ${user.email ?? user.user_id}`}
                      onClick={() => {
                        if (confirm(`Delete ${user.email ?? user.user_id}?`))
                          act(() => api('DELETE', `/users/${enc(user.user_id)}`));
                      }}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <FormStatus call={action} claimed={false} />
          <Pager page={page} perPage={PER_PAGE} total={list.total} onPage={setPage} />
        </>
      )}
      <form
        aria-label="Create user"
        onSubmit={(event) => {
          event.preventDefault();
          void call.run(async () => {
            await api('POST', '/users', {
              email,
              password,
              connection: 'Username-Password-Authentication',
            });
            setReload((n) => n + 1);
          }, 'User created');
        }}
      >
        <h2>Create user</h2>
        <Field label="Email" error={call.errorFor('email')}>
          {(p) => (
            <input {...p} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label="Password" error={call.errorFor('password')}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <FormStatus call={call} claimed={call.errorFor('email', 'password') !== undefined} />
        <button type="submit">Create user</button>
      </form>
    </>
  );
}
