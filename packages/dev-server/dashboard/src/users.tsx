/** Users: paged search by email or name (the API pages), create, block, delete; each links
 * to its page (MFA enrolments, sessions: user-page.tsx). */
import { useState } from 'react';
import { api, enc } from './api.js';
import { type Column, CreateForm, PagedTable, useRowActions } from './lists.js';
import { Field, FormStatus, Link, useCall, usePagedList } from './ui.js';

interface User {
  user_id: string;
  email?: string;
  name?: string;
  blocked?: boolean;
}

const PER_PAGE = 50;

export function Users() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const call = useCall();
  const { call: action, reload, refresh, act } = useRowActions();
  const q = search ? `&search_engine=v3&q=${enc(search)}` : '';
  const paged = usePagedList<User>('/users', 'users', PER_PAGE, q, reload);
  const columns: Column<User>[] = [
    [
      'Email',
      (user) => (
        <Link to={`/dashboard/users/${enc(user.user_id)}`}>{user.email ?? user.user_id}</Link>
      ),
    ],
    ['Name', (user) => user.name],
    ['Status', (user) => (user.blocked ? 'Blocked' : 'Active')],
    [
      'Actions',
      (user) => (
        <>
          <button
            type="button"
            aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.email ?? user.user_id}`}
            onClick={() =>
              act(() => api('PATCH', `/users/${enc(user.user_id)}`, { blocked: !user.blocked }))
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
        </>
      ),
    ],
  ];
  return (
    <>
      <h1>Users</h1>
      <search>
        <form
          aria-label="Search users"
          onSubmit={(event) => {
            event.preventDefault();
            paged.setPage(0);
            setSearch(query);
          }}
        >
          <Field label="Email or name">
            {(p) => <input {...p} value={query} onChange={(e) => setQuery(e.target.value)} />}
          </Field>
          <button type="submit">Search</button>
        </form>
      </search>
      <PagedTable paged={paged} columns={columns} rowKey={(user) => user.user_id}>
        <FormStatus call={action} claimed={false} />
      </PagedTable>
      <CreateForm
        title="Create user"
        submit="Create user"
        notice="User created"
        call={call}
        fields={['email', 'password']}
        create={async () => {
          await api('POST', '/users', {
            email,
            password,
            connection: 'Username-Password-Authentication',
          });
          refresh();
        }}
      >
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
      </CreateForm>
    </>
  );
}
