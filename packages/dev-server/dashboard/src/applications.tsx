/** Applications (clients): the paged list, create, settings and rotating the secret. */
import { useEffect, useState } from 'react';
import { api, enc, listPage, type Page } from './api.js';
import { navigate } from './router.js';
import { Field, FormStatus, Link, Pager, useCall } from './ui.js';

interface Client {
  client_id: string;
  name: string;
  app_type?: string;
  client_secret?: string;
  callbacks?: string[];
  allowed_logout_urls?: string[];
  web_origins?: string[];
  grant_types?: string[];
}

const PER_PAGE = 25;
const APP_TYPES = ['regular_web', 'spa', 'native', 'non_interactive'];
const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

export function ApplicationList() {
  const [page, setPage] = useState(0);
  const [list, setList] = useState<Page<Client>>();
  const [name, setName] = useState('');
  const [type, setType] = useState('regular_web');
  const call = useCall();
  useEffect(() => {
    void listPage<Client>('/clients', 'clients', page, PER_PAGE).then(setList);
  }, [page]);
  return (
    <>
      <h1>Applications</h1>
      <form
        aria-label="Create application"
        onSubmit={(event) => {
          event.preventDefault();
          void call.run(async () => {
            const created = await api<Client>('POST', '/clients', { name, app_type: type });
            navigate(`/dashboard/applications/${enc(created.client_id)}`);
          });
        }}
      >
        <h2>Create application</h2>
        <Field label="Name" error={call.errorFor('name')}>
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Type" error={call.errorFor('app_type')}>
          {(p) => (
            <select {...p} value={type} onChange={(e) => setType(e.target.value)}>
              {APP_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <FormStatus call={call} claimed={call.errorFor('name', 'app_type') !== undefined} />
        <button type="submit">Create</button>
      </form>
      <h2>All applications</h2>
      {list && (
        <>
          <ul>
            {list.items.map((client) => (
              <li key={client.client_id}>
                <Link to={`/dashboard/applications/${enc(client.client_id)}`}>{client.name}</Link>{' '}
                <small>{client.app_type}</small>
              </li>
            ))}
          </ul>
          <Pager page={page} perPage={PER_PAGE} total={list.total} onPage={setPage} />
        </>
      )}
    </>
  );
}

const LIST_FIELDS = [
  ['callbacks', 'Allowed callback URLs'],
  ['allowed_logout_urls', 'Allowed logout URLs'],
  ['web_origins', 'Allowed web origins'],
  ['grant_types', 'Grant types'],
] as const;

export function ApplicationPage({ id }: { id: string }) {
  const [client, setClient] = useState<Client>();
  const [values, setValues] = useState<Record<string, string>>({});
  const call = useCall();
  const rotate = useCall();
  useEffect(() => {
    void api<Client>('GET', `/clients/${enc(id)}`).then((c) => {
      setClient(c);
      setValues(Object.fromEntries(LIST_FIELDS.map(([key]) => [key, (c[key] ?? []).join('\n')])));
    });
  }, [id]);
  if (!client) return <p>Loading…</p>;
  return (
    <>
      <p>
        <Link to="/dashboard/applications">Applications</Link> ›
      </p>
      <h1>{client.name}</h1>
      <p>
        Client ID: <code>{client.client_id}</code>
      </p>
      <form
        aria-label="Application settings"
        onSubmit={(event) => {
          event.preventDefault();
          const body = Object.fromEntries(
            LIST_FIELDS.map(([key]) => [key, lines(values[key] ?? '')]),
          );
          void call.run(async () =>
            setClient(await api<Client>('PATCH', `/clients/${enc(id)}`, body)),
          );
        }}
      >
        {LIST_FIELDS.map(([key, label]) => (
          <Field key={key} label={label} hint="One per line" error={call.errorFor(key)}>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                value={values[key] ?? ''}
                onChange={(e) => setValues({ ...values, [key]: e.target.value })}
              />
            )}
          </Field>
        ))}
        <FormStatus
          call={call}
          claimed={call.errorFor(...LIST_FIELDS.map(([k]) => k)) !== undefined}
        />
        <button type="submit">Save</button>
      </form>
      <h2>Credentials</h2>
      {client.client_secret && (
        <p>
          Client secret: <code>{client.client_secret}</code>
        </p>
      )}
      <button
        type="button"
        onClick={() =>
          void rotate.run(
            async () => setClient(await api<Client>('POST', `/clients/${enc(id)}/rotate-secret`)),
            'Secret rotated',
          )
        }
      >
        Rotate secret
      </button>
      <FormStatus call={rotate} claimed={false} />
    </>
  );
}
