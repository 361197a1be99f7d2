/**
 * An API's Access Settings (consent policy, user and client access policies) and Permissions
 * (scopes, authorization_details types) tabs. The choices offered are the API's whole enums:
 * what it refuses (a client policy of allow_all) it says, beside the field.
 */
import { useState } from 'react';
import { api, enc } from './api.js';
import type { ResourceServer } from './apis.js';
import { CreateForm } from './lists.js';
import { Field, FormStatus, useCall } from './ui.js';

type Saved = { rs: ResourceServer; onSaved: (rs: ResourceServer) => void };
const patch = (rs: ResourceServer, body: unknown) =>
  api<ResourceServer>('PATCH', `/resource-servers/${enc(rs.id)}`, body);

const POLICIES = ['allow_all', 'require_client_grant', 'deny_all'];

export function AccessTab({ rs, onSaved }: Saved) {
  const [consent, setConsent] = useState(rs.consent_policy ?? '');
  const [user, setUser] = useState(rs.subject_type_authorization?.user?.policy ?? 'allow_all');
  const [client, setClient] = useState(
    rs.subject_type_authorization?.client?.policy ?? 'require_client_grant',
  );
  const call = useCall();
  const userError = call.errorFor('subject_type_authorization.user');
  const clientError = call.errorFor('subject_type_authorization.client');
  const consentError = call.errorFor('consent_policy');
  return (
    <form
      aria-label="Access Settings"
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(async () =>
          onSaved(
            await patch(rs, {
              consent_policy: consent === '' ? null : consent,
              subject_type_authorization: { user: { policy: user }, client: { policy: client } },
            }),
          ),
        );
      }}
    >
      <Field
        label="Consent policy"
        hint="standard: the consent screen shows the request's authorization_details"
        error={consentError}
      >
        {(p) => (
          <select {...p} value={consent} onChange={(e) => setConsent(e.target.value)}>
            <option value="">None</option>
            <option value="standard">standard</option>
            <option value="transactional-authorization-with-mfa">
              transactional-authorization-with-mfa
            </option>
          </select>
        )}
      </Field>
      <Field label="User access policy" hint="Flows on behalf of a user" error={userError}>
        {(p) => (
          <select {...p} value={user} onChange={(e) => setUser(e.target.value)}>
            {POLICIES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Client access policy"
        hint="Client credentials flows (the API refuses allow_all here)"
        error={clientError}
      >
        {(p) => (
          <select {...p} value={client} onChange={(e) => setClient(e.target.value)}>
            {POLICIES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        )}
      </Field>
      <FormStatus call={call} claimed={Boolean(userError || clientError || consentError)} />
      <button type="submit" disabled={call.busy}>
        Save
      </button>
    </form>
  );
}

export function PermissionsTab({ rs, onSaved }: Saved) {
  const [scope, setScope] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState('');
  const scopes = rs.scopes ?? [];
  const types = rs.authorization_details ?? [];
  const scopeCall = useCall();
  const typeCall = useCall();
  const scopeError = scopeCall.errorFor('scopes');
  const typeError = typeCall.errorFor('authorization_details');
  return (
    <>
      <h2>Scopes</h2>
      <ul className="chips" aria-label="Scopes">
        {scopes.map((s) => (
          <li key={s.value}>
            <code>{s.value}</code> {s.description}
            <button
              type="button"
              aria-label={`Remove scope ${s.value}`}
              onClick={() =>
                void scopeCall.run(async () =>
                  onSaved(await patch(rs, { scopes: scopes.filter((x) => x !== s) })),
                )
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <CreateForm
        title="Add scope"
        heading={false}
        submit="Add scope"
        notice="Scope added"
        call={scopeCall}
        fields={['scopes']}
        create={async () => {
          const entry = description ? { value: scope, description } : { value: scope };
          onSaved(await patch(rs, { scopes: [...scopes, entry] }));
          setScope('');
          setDescription('');
        }}
      >
        <Field label="Scope" error={scopeError}>
          {(p) => <input {...p} value={scope} onChange={(e) => setScope(e.target.value)} />}
        </Field>
        <Field label="Scope description">
          {(p) => (
            <input {...p} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
      </CreateForm>

      <h2>Authorization details types</h2>
      <ul className="chips" aria-label="Authorization details types">
        {types.map((t) => (
          <li key={t.type}>
            <code>{t.type}</code>
            <button
              type="button"
              aria-label={`Remove type ${t.type}`}
              onClick={() =>
                void typeCall.run(async () =>
                  onSaved(await patch(rs, { authorization_details: types.filter((x) => x !== t) })),
                )
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <CreateForm
        title="Add authorization details type"
        heading={false}
        submit="Add type"
        notice="Type added"
        call={typeCall}
        fields={['authorization_details']}
        create={async () => {
          onSaved(await patch(rs, { authorization_details: [...types, { type }] }));
          setType('');
        }}
      >
        <Field
          label="Type"
          hint="e.g. money_transfer, or urn:auth0:schemas:authorization-details:v1:user-profile"
          error={typeError}
        >
          {(p) => <input {...p} value={type} onChange={(e) => setType(e.target.value)} />}
        </Field>
      </CreateForm>
    </>
  );
}
