/**
 * Applications (clients): the paged list, create, settings (type, URLs, grant types, login
 * route, refresh token rotation, organizations) and rotating the secret.
 */
import { useEffect, useState } from 'react';
import { api, enc } from './api.js';
import { CreateForm } from './lists.js';
import { navigate } from './router.js';
import { Field, FormStatus, Link, Pager, useCall, usePagedList } from './ui.js';

interface Client {
  client_id: string;
  name: string;
  app_type?: string;
  client_secret?: string;
  callbacks?: string[];
  allowed_logout_urls?: string[];
  web_origins?: string[];
  grant_types?: string[];
  initiate_login_uri?: string;
  refresh_token?: { rotation_type: string; expiration_type: string } | null;
  organization_usage?: string;
  organization_require_behavior?: string;
}

/** The settings a select edits, each with the API's choices. */
const CHOICES = [
  ['organization_usage', 'Organizations', ['deny', 'allow', 'require']],
  [
    'organization_require_behavior',
    'Organization prompt',
    ['no_prompt', 'pre_login_prompt', 'post_login_prompt'],
  ],
] as const;

const PER_PAGE = 25;
const APP_TYPES = ['regular_web', 'spa', 'native', 'non_interactive'];
const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

export function ApplicationList() {
  const { page, setPage, list } = usePagedList<Client>('/clients', 'clients', PER_PAGE);
  const [name, setName] = useState('');
  const [type, setType] = useState('regular_web');
  const call = useCall();
  return (
    <>
      <h1>Applications</h1>
      <CreateForm
        title="Create application"
        call={call}
        fields={['name', 'app_type']}
        create={async () => {
          const created = await api<Client>('POST', '/clients', { name, app_type: type });
          navigate(`/dashboard/applications/${enc(created.client_id)}`);
        }}
      >
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
      </CreateForm>
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

const LIST_FIELDS = [
  ['callbacks', 'Allowed callback URLs'],
  ['allowed_logout_urls', 'Allowed logout URLs'],
  ['web_origins', 'Allowed web origins'],
  ['grant_types', 'Grant types'],
] as const;

export function ApplicationPage({ id }: { id: string }) {
  const [client, setClient] = useState<Client>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [rotating, setRotating] = useState(false);
  const call = useCall();
  const rotate = useCall();
  function show(c: Client) {
    setClient(c);
    setValues({
      ...Object.fromEntries(LIST_FIELDS.map(([key]) => [key, (c[key] ?? []).join('\n')])),
      app_type: c.app_type ?? 'regular_web',
      initiate_login_uri: c.initiate_login_uri ?? '',
      organization_usage: c.organization_usage ?? 'deny',
      organization_require_behavior: c.organization_require_behavior ?? 'no_prompt',
    });
    setRotating(c.refresh_token?.rotation_type === 'rotating');
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` only sets state
  useEffect(() => {
    void api<Client>('GET', `/clients/${enc(id)}`).then(show);
  }, [id]);
  if (!client) return <p>Loading…</p>;
  const set = (key: string, value: string) => setValues({ ...values, [key]: value });
  const claimed = call.errorFor(
    ...LIST_FIELDS.map(([k]) => k),
    'app_type',
    'initiate_login_uri',
    'refresh_token',
    ...CHOICES.map(([k]) => k),
  );
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
          const body = {
            ...Object.fromEntries(LIST_FIELDS.map(([key]) => [key, lines(values[key] ?? '')])),
            app_type: values.app_type,
            ...(values.initiate_login_uri ? { initiate_login_uri: values.initiate_login_uri } : {}),
            ...Object.fromEntries(CHOICES.map(([key]) => [key, values[key]])),
            // Rotation needs expiring tokens (the API says so otherwise).
            refresh_token: rotating
              ? { rotation_type: 'rotating', expiration_type: 'expiring' }
              : {
                  rotation_type: 'non-rotating',
                  expiration_type: client.refresh_token?.expiration_type ?? 'non-expiring',
                },
          };
          void call.run(async () => show(await api<Client>('PATCH', `/clients/${enc(id)}`, body)));
        }}
      >
        <Field label="Type" error={call.errorFor('app_type')}>
          {(p) => (
            <select
              {...p}
              value={values.app_type}
              onChange={(e) => set('app_type', e.target.value)}
            >
              {APP_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        {LIST_FIELDS.map(([key, label]) => (
          <Field key={key} label={label} hint="One per line" error={call.errorFor(key)}>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                value={values[key] ?? ''}
                onChange={(e) => set(key, e.target.value)}
              />
            )}
          </Field>
        ))}
        <Field
          label="Login route (initiate_login_uri)"
          hint="https; organization invitations land here"
          error={call.errorFor('initiate_login_uri')}
        >
          {(p) => (
            <input
              {...p}
              value={values.initiate_login_uri ?? ''}
              onChange={(e) => set('initiate_login_uri', e.target.value)}
            />
          )}
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={rotating}
            onChange={(e) => setRotating(e.target.checked)}
          />{' '}
          Refresh token rotation
        </label>
        {call.errorFor('refresh_token') && (
          <p className="error field-error" role="alert">
            {call.errorFor('refresh_token')}
          </p>
        )}
        {CHOICES.map(([key, label, options]) => (
          <Field key={key} label={label} error={call.errorFor(key)}>
            {(p) => (
              <select {...p} value={values[key]} onChange={(e) => set(key, e.target.value)}>
                {options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <FormStatus call={call} claimed={claimed !== undefined} />
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
