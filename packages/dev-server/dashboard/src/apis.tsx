/**
 * APIs (resource servers): the paged list, create and delete, and one API's tabs. Every value
 * is sent as is; the API decides and its error shows beside the field it names.
 */
import { useEffect, useId, useState } from 'react';
import { api, enc } from './api.js';
import { GrantsTab } from './api-grants.js';
import { AccessTab, PermissionsTab } from './api-tabs.js';
import { type Column, CreateForm, DeleteForm, PagedTable } from './lists.js';
import { navigate } from './router.js';
import { Field, FormStatus, Link, Tabs, useCall, usePagedList } from './ui.js';

export interface ResourceServer {
  id: string;
  name?: string;
  identifier: string;
  is_system?: boolean;
  token_lifetime?: number;
  signing_alg?: string;
  allow_offline_access?: boolean;
  enforce_policies?: boolean;
  token_dialect?: string;
  consent_policy?: string | null;
  scopes?: { value: string; description?: string }[];
  authorization_details?: { type: string }[];
  subject_type_authorization?: { user?: { policy: string }; client?: { policy: string } };
}

const PER_PAGE = 25;

export function ApiList() {
  const paged = usePagedList<ResourceServer>('/resource-servers', 'resource_servers', PER_PAGE);
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const call = useCall();
  return (
    <>
      <h1>APIs</h1>
      <CreateForm
        title="Create API"
        call={call}
        fields={['name', 'identifier']}
        create={async () => {
          const created = await api<ResourceServer>('POST', '/resource-servers', {
            name,
            identifier,
          });
          navigate(`/dashboard/apis/${enc(created.id)}`);
        }}
      >
        <Field label="Name" error={call.errorFor('name')}>
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field
          label="Identifier"
          hint="The audience, e.g. https://api.example.com"
          error={call.errorFor('identifier')}
        >
          {(p) => (
            <input {...p} value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
          )}
        </Field>
      </CreateForm>
      <h2>All APIs</h2>
      <PagedTable paged={paged} columns={COLUMNS} rowKey={(rs) => rs.id} />
    </>
  );
}

const COLUMNS: Column<ResourceServer>[] = [
  ['Name', (rs) => <Link to={`/dashboard/apis/${enc(rs.id)}`}>{rs.name ?? rs.identifier}</Link>],
  ['Identifier', (rs) => <code>{rs.identifier}</code>],
];

const TABS = [
  ['settings', 'Settings'],
  ['access', 'Access Settings'],
  ['permissions', 'Permissions'],
  ['applications', 'Applications'],
] as const;

export function ApiPage({ id, tab }: { id: string; tab: string }) {
  const [rs, setRs] = useState<ResourceServer>();
  const [missing, setMissing] = useState('');
  useEffect(() => {
    api<ResourceServer>('GET', `/resource-servers/${enc(id)}`).then(setRs, (e: Error) =>
      setMissing(e.message),
    );
  }, [id]);
  if (missing) return <p className="error">{missing}</p>;
  if (!rs) return <p>Loading…</p>;
  const base = `/dashboard/apis/${enc(id)}`;
  return (
    <>
      <p>
        <Link to="/dashboard">APIs</Link> ›
      </p>
      <h1>{rs.name ?? rs.identifier}</h1>
      <Tabs label="API sections" base={base} tabs={TABS} current={tab} />
      {tab === 'settings' && <SettingsTab rs={rs} onSaved={setRs} />}
      {tab === 'access' && <AccessTab rs={rs} onSaved={setRs} />}
      {tab === 'permissions' && <PermissionsTab rs={rs} onSaved={setRs} />}
      {tab === 'applications' && <GrantsTab rs={rs} />}
    </>
  );
}

/**
 * The token dialect with the `permissions` claim (`_authz`) or without it, keeping the API's
 * profile (the plain access token, or RFC 9068's).
 */
function dialect(current: string | undefined, claim: boolean): string {
  const profile = current?.startsWith('rfc9068_profile') ? 'rfc9068_profile' : 'access_token';
  return claim ? `${profile}_authz` : profile;
}

function SettingsTab({
  rs,
  onSaved,
}: {
  rs: ResourceServer;
  onSaved: (rs: ResourceServer) => void;
}) {
  const [name, setName] = useState(rs.name ?? '');
  const [lifetime, setLifetime] = useState(String(rs.token_lifetime ?? 86400));
  const [alg, setAlg] = useState(rs.signing_alg ?? 'RS256');
  const [offline, setOffline] = useState(rs.allow_offline_access ?? false);
  const [rbac, setRbac] = useState(rs.enforce_policies ?? false);
  const claimHint = useId();
  const [claim, setClaim] = useState(rs.token_dialect?.endsWith('_authz') ?? false);
  const call = useCall();
  const fields = [
    'name',
    'token_lifetime',
    'signing_alg',
    'allow_offline_access',
    'enforce_policies',
  ];
  return (
    <>
      <form
        aria-label="API settings"
        onSubmit={(event) => {
          event.preventDefault();
          void call.run(async () =>
            onSaved(
              await api<ResourceServer>('PATCH', `/resource-servers/${enc(rs.id)}`, {
                name,
                token_lifetime: Number(lifetime),
                signing_alg: alg,
                allow_offline_access: offline,
                enforce_policies: rbac,
                token_dialect: dialect(rs.token_dialect, claim),
              }),
            ),
          );
        }}
      >
        <Field label="Name" error={call.errorFor('name')}>
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Identifier" hint="Set at creation; it cannot change">
          {(p) => <input {...p} value={rs.identifier} readOnly />}
        </Field>
        <Field label="Token lifetime (seconds)" error={call.errorFor('token_lifetime')}>
          {(p) => (
            <input
              {...p}
              type="number"
              value={lifetime}
              onChange={(e) => setLifetime(e.target.value)}
            />
          )}
        </Field>
        <Field label="Signing algorithm" error={call.errorFor('signing_alg')}>
          {(p) => (
            <select {...p} value={alg} onChange={(e) => setAlg(e.target.value)}>
              {['RS256', 'HS256', 'RS512', 'PS256'].map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={offline} onChange={(e) => setOffline(e.target.checked)} />
          Allow offline access (refresh tokens)
        </label>
        <label className="check">
          <input type="checkbox" checked={rbac} onChange={(e) => setRbac(e.target.checked)} />
          Enable RBAC
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={claim}
            disabled={!rbac}
            aria-describedby={claimHint}
            onChange={(e) => setClaim(e.target.checked)}
          />
          Add permissions in the access token
        </label>
        <small id={claimHint} className="hint">
          With RBAC on, the token's <code>permissions</code> claim lists the user's permissions
        </small>
        <FormStatus call={call} claimed={call.errorFor(...fields) !== undefined} />
        <button type="submit" disabled={call.busy}>
          Save
        </button>
      </form>
      {!rs.is_system && (
        <DeleteForm
          what="API"
          name={rs.name ?? rs.identifier}
          remove={() => api('DELETE', `/resource-servers/${enc(rs.id)}`)}
          back="/dashboard"
        />
      )}
    </>
  );
}
