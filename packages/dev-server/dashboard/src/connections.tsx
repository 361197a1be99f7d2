/**
 * Connections: the paged list, create (name, strategy), and one connection's settings a test
 * setup needs: display name, the applications it is enabled for, sign-up and username rules,
 * the password policy. The API checks every value and names the field it refuses. Deleting one
 * asks first, naming it and how many users go with it.
 */
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import { type Column, CreateForm, DeleteForm, PagedTable } from './lists.js';
import { navigate } from './router.js';
import { Field, FormStatus, Link, useCall, usePagedList } from './ui.js';

export interface Connection {
  id: string;
  name: string;
  strategy: string;
  display_name?: string;
  enabled_clients?: string[];
  options?: Record<string, unknown> & {
    disable_signup?: boolean;
    requires_username?: boolean;
    passwordPolicy?: string | null;
  };
}

const STRATEGIES = ['auth0', 'email', 'sms', 'google-oauth2', 'github', 'apple', 'oidc', 'samlp'];
const POLICIES = ['none', 'low', 'fair', 'good', 'excellent'];
const PER_PAGE = 25;

export function ConnectionList() {
  const paged = usePagedList<Connection>('/connections', 'connections', PER_PAGE);
  const [name, setName] = useState('');
  const [strategy, setStrategy] = useState('auth0');
  const call = useCall();
  return (
    <>
      <h1>Connections</h1>
      <CreateForm
        title="Create connection"
        call={call}
        fields={['name', 'strategy']}
        create={async () => {
          const created = await api<Connection>('POST', '/connections', { name, strategy });
          navigate(`/dashboard/connections/${enc(created.id)}`);
        }}
      >
        <Field label="Name" hint="Letters, digits and single dashes" error={call.errorFor('name')}>
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Strategy" error={call.errorFor('strategy')}>
          {(p) => (
            <select {...p} value={strategy} onChange={(e) => setStrategy(e.target.value)}>
              {STRATEGIES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
      </CreateForm>
      <h2>All connections</h2>
      <PagedTable paged={paged} columns={COLUMNS} rowKey={(c) => c.id} />
    </>
  );
}

const COLUMNS: Column<Connection>[] = [
  ['Name', (c) => <Link to={`/dashboard/connections/${enc(c.id)}`}>{c.name}</Link>],
  ['Strategy', (c) => c.strategy],
  ['Applications', (c) => c.enabled_clients?.length ?? 0],
];

interface ClientRef {
  client_id: string;
  name: string;
}

export function ConnectionPage({ id }: { id: string }) {
  const [connection, setConnection] = useState<Connection>();
  const [clients, setClients] = useState<ClientRef[]>([]);
  const [missing, setMissing] = useState('');
  useEffect(() => {
    api<Connection>('GET', `/connections/${enc(id)}`).then(setConnection, (e: Error) =>
      setMissing(e.message),
    );
    // The first 100 applications: enough for a test tenant; the API pages beyond.
    void listPage<ClientRef>('/clients', 'clients', 0, 100).then((l) => setClients(l.items));
  }, [id]);
  if (missing) return <p className="error">{missing}</p>;
  if (!connection) return <p>Loading…</p>;
  return (
    <>
      <p>
        <Link to="/dashboard/connections">Connections</Link> ›
      </p>
      <h1>{connection.name}</h1>
      <p>
        Strategy <code>{connection.strategy}</code>, ID <code>{connection.id}</code>
      </p>
      <ConnectionSettings connection={connection} clients={clients} onSaved={setConnection} />
      <DeleteForm
        what="connection"
        name={connection.name}
        consequence={async () => {
          const { total = 0 } = await listPage(
            '/users',
            'users',
            0,
            1,
            `&connection=${enc(connection.name)}`,
          );
          return `Its ${total} user${total === 1 ? '' : 's'} will be deleted with it, and no application or organization will offer it.`;
        }}
        remove={() => api('DELETE', `/connections/${enc(connection.id)}`)}
        back="/dashboard/connections"
      />
    </>
  );
}

function ConnectionSettings({
  connection,
  clients,
  onSaved,
}: {
  connection: Connection;
  clients: ClientRef[];
  onSaved: (c: Connection) => void;
}) {
  const options = connection.options ?? {};
  const [displayName, setDisplayName] = useState(connection.display_name ?? '');
  const [enabled, setEnabled] = useState(new Set(connection.enabled_clients ?? []));
  const [disableSignup, setDisableSignup] = useState(options.disable_signup ?? false);
  const [requiresUsername, setRequiresUsername] = useState(options.requires_username ?? false);
  const [policy, setPolicy] = useState(options.passwordPolicy ?? 'good');
  const call = useCall();
  const database = connection.strategy === 'auth0';
  const claimed =
    call.errorFor('display_name', 'enabled_clients') ?? (database && call.errorFor('options'));
  return (
    <form
      aria-label="Connection settings"
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(async () =>
          onSaved(
            await api<Connection>('PATCH', `/connections/${enc(connection.id)}`, {
              ...(displayName ? { display_name: displayName } : {}),
              enabled_clients: [...enabled],
              // PATCH replaces options whole: keep the ones this form does not show.
              options: {
                ...options,
                disable_signup: disableSignup,
                ...(database
                  ? { requires_username: requiresUsername, passwordPolicy: policy }
                  : {}),
              },
            }),
          ),
        );
      }}
    >
      <Field label="Display name" error={call.errorFor('display_name')}>
        {(p) => (
          <input {...p} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        )}
      </Field>
      <fieldset>
        <legend>Enabled for applications</legend>
        {clients.length === 0 && <p>No applications yet.</p>}
        {clients.map((client) => (
          <label key={client.client_id} className="check">
            <input
              type="checkbox"
              checked={enabled.has(client.client_id)}
              onChange={(e) => {
                const next = new Set(enabled);
                if (e.target.checked) next.add(client.client_id);
                else next.delete(client.client_id);
                setEnabled(next);
              }}
            />{' '}
            {client.name}
          </label>
        ))}
        {call.errorFor('enabled_clients') && (
          <p className="error field-error" role="alert">
            {call.errorFor('enabled_clients')}
          </p>
        )}
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={disableSignup}
          onChange={(e) => setDisableSignup(e.target.checked)}
        />{' '}
        Disable sign-ups
      </label>
      {database && (
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={requiresUsername}
              onChange={(e) => setRequiresUsername(e.target.checked)}
            />{' '}
            Requires a username
          </label>
          <Field label="Password policy" error={call.errorFor('options')}>
            {(p) => (
              <select {...p} value={policy ?? 'good'} onChange={(e) => setPolicy(e.target.value)}>
                {POLICIES.map((v) => (
                  <option key={v}>{v}</option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
      <FormStatus call={call} claimed={Boolean(claimed)} />
      <button type="submit" disabled={call.busy}>
        Save
      </button>
    </form>
  );
}
