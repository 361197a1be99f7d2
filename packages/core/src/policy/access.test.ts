import { describe, expect, it } from 'vitest';
import {
  type AccessPolicy,
  accessOfGrantType,
  evaluateTokenRequest,
  type PolicyClientGrant,
  resolveAccessPolicies,
  type SubjectType,
  type TokenRequestInput,
} from './access.js';
import { PolicyError } from './policy-error.js';

const API = 'https://bank.example/api';
const USER_GRANTS = [
  'authorization_code',
  'refresh_token',
  'urn:openid:params:grant-type:ciba',
  'urn:ietf:params:oauth:grant-type:device_code',
  'password',
];
const GRANT_SCOPES = ['read:accounts', 'transfer:funds'];

type GrantCase = 'none' | 'matching' | 'other-subject' | 'other-api';
type ScopeCase = 'within' | 'above' | 'unstated';

function grantFor(kind: GrantCase, access: SubjectType): PolicyClientGrant[] {
  const other: SubjectType = access === 'user' ? 'client' : 'user';
  switch (kind) {
    case 'none':
      return [];
    case 'matching':
      return [{ audience: API, scope: GRANT_SCOPES, subject_type: access }];
    case 'other-subject':
      return [{ audience: API, scope: GRANT_SCOPES, subject_type: other }];
    case 'other-api':
      return [{ audience: 'https://other.example', scope: GRANT_SCOPES, subject_type: access }];
  }
}

function scopesFor(kind: ScopeCase): string[] | undefined {
  if (kind === 'within') return ['read:accounts'];
  if (kind === 'above') return ['read:accounts', 'admin:bank'];
  return undefined;
}

// Seed 2.4 + 2.6 for a non-refresh request: [policy, grant, scopes] -> outcome.
type Expected = { allowed: string[] } | { error: string; rule: string };
function expected(policy: AccessPolicy, grant: GrantCase, scopes: ScopeCase): Expected {
  if (policy === 'deny_all') return { error: 'access_denied', rule: 'deny_all/deny' };
  if (policy === 'allow_all') return { allowed: scopesFor(scopes) ?? [] };
  if (grant !== 'matching')
    return { error: 'unauthorized_client', rule: 'require_client_grant/no-grant' };
  if (scopes === 'unstated')
    return { error: 'invalid_scope', rule: 'require_client_grant/scopes-not-stated' };
  if (scopes === 'above')
    return { error: 'invalid_scope', rule: 'require_client_grant/above-grant' };
  return { allowed: ['read:accounts'] };
}

const POLICY_SETTINGS: Array<{ set: AccessPolicy | undefined; access: SubjectType }> = [
  { set: 'allow_all', access: 'user' },
  { set: 'require_client_grant', access: 'user' },
  { set: 'deny_all', access: 'user' },
  { set: undefined, access: 'user' },
  { set: 'require_client_grant', access: 'client' },
  { set: 'deny_all', access: 'client' },
  { set: undefined, access: 'client' },
];
const GRANTS: GrantCase[] = ['none', 'matching', 'other-subject', 'other-api'];
const SCOPES: ScopeCase[] = ['within', 'above', 'unstated'];

const cases = POLICY_SETTINGS.flatMap(({ set, access }) =>
  (access === 'client'
    ? ['client_credentials']
    : USER_GRANTS.filter((g) => g !== 'refresh_token')
  ).flatMap((grantType) =>
    GRANTS.flatMap((grant) => SCOPES.map((scopes) => ({ set, access, grantType, grant, scopes }))),
  ),
);

describe('evaluateTokenRequest: every policy x flow x grant (seed 2.4)', () => {
  it.each(cases)('$access policy $set, $grantType, grant $grant, scopes $scopes', (c) => {
    const effective: AccessPolicy =
      c.set ?? (c.access === 'user' ? 'allow_all' : 'require_client_grant');
    const decision = evaluateTokenRequest({
      grantType: c.grantType,
      resourceServer: {
        identifier: API,
        subject_type_authorization: c.set ? { [c.access]: { policy: c.set } } : undefined,
      },
      clientGrant: grantFor(c.grant, c.access),
      requestedScopes: scopesFor(c.scopes),
    });
    expect(decision.access).toBe(c.access);
    expect(decision.policy).toBe(effective);
    expect(decision.reason).toContain(`${c.access} access policy ${effective}`);
    const want = expected(effective, c.grant, c.scopes);
    if ('allowed' in want) {
      expect(decision).toMatchObject({
        outcome: 'allowed',
        scopes: want.allowed,
        scopesFrom: 'request',
      });
    } else {
      expect(decision).toMatchObject({ outcome: 'denied', error: want.error, rule: want.rule });
    }
  });

  it('deny_all refuses even with a grant covering every scope', () => {
    const d = evaluateTokenRequest({
      grantType: 'client_credentials',
      resourceServer: {
        identifier: API,
        subject_type_authorization: { client: { policy: 'deny_all' } },
      },
      clientGrant: { audience: API, scope: GRANT_SCOPES },
      requestedScopes: ['read:accounts'],
    });
    expect(d).toMatchObject({ outcome: 'denied', error: 'access_denied' });
    expect(d.reason).toMatch(/client access policy deny_all.*regardless of any grants/);
  });

  it('a grant without subject_type counts as a client grant', () => {
    const grant = { audience: API, scope: GRANT_SCOPES };
    const rs = {
      identifier: API,
      subject_type_authorization: { user: { policy: 'require_client_grant' as const } },
    };
    expect(
      evaluateTokenRequest({
        grantType: 'client_credentials',
        resourceServer: rs,
        clientGrant: grant,
        requestedScopes: ['read:accounts'],
      }).outcome,
    ).toBe('allowed');
    expect(
      evaluateTokenRequest({
        grantType: 'authorization_code',
        resourceServer: rs,
        clientGrant: grant,
        requestedScopes: ['read:accounts'],
      }).outcome,
    ).toBe('denied');
  });

  it('OpenID scopes are not capped by the grant in user flows, but are in client credentials', () => {
    const rs = {
      identifier: API,
      subject_type_authorization: { user: { policy: 'require_client_grant' as const } },
    };
    const user = evaluateTokenRequest({
      grantType: 'authorization_code',
      resourceServer: rs,
      clientGrant: { audience: API, scope: GRANT_SCOPES, subject_type: 'user' },
      requestedScopes: ['openid', 'profile', 'read:accounts'],
    });
    expect(user).toMatchObject({
      outcome: 'allowed',
      scopes: ['openid', 'profile', 'read:accounts'],
    });
    const client = evaluateTokenRequest({
      grantType: 'client_credentials',
      resourceServer: { identifier: API },
      clientGrant: { audience: API, scope: GRANT_SCOPES },
      requestedScopes: ['openid'],
    });
    expect(client).toMatchObject({ outcome: 'denied', error: 'invalid_scope' });
  });
});

describe('evaluateTokenRequest: refresh tokens (seed 2.6, last paragraph)', () => {
  const original = ['read:accounts', 'transfer:funds'];
  const rcg = {
    identifier: API,
    subject_type_authorization: { user: { policy: 'require_client_grant' as const } },
  };
  const userGrant: PolicyClientGrant = { audience: API, scope: GRANT_SCOPES, subject_type: 'user' };
  const refresh = (over: Partial<TokenRequestInput>) =>
    evaluateTokenRequest({
      grantType: 'refresh_token',
      resourceServer: rcg,
      clientGrant: userGrant,
      originalScopes: original,
      ...over,
    });

  it.each([undefined, []])(
    'require_client_grant, scopes %j omitted: the original token scopes',
    (requestedScopes) => {
      expect(refresh({ requestedScopes })).toMatchObject({
        outcome: 'allowed',
        scopes: original,
        scopesFrom: 'original-token',
        rule: 'require_client_grant/refresh-original-scopes',
      });
    },
  );
  it('allow_all, scopes omitted: the original token scopes', () => {
    expect(refresh({ resourceServer: { identifier: API } })).toMatchObject({
      outcome: 'allowed',
      scopes: original,
      scopesFrom: 'original-token',
      policy: 'allow_all',
    });
  });
  it('a narrower scope is allowed', () => {
    expect(refresh({ requestedScopes: ['read:accounts'] })).toMatchObject({
      outcome: 'allowed',
      scopes: ['read:accounts'],
    });
  });
  it('scopes beyond the original token are refused, under any policy that allows', () => {
    for (const resourceServer of [rcg, { identifier: API }]) {
      expect(
        refresh({ resourceServer, requestedScopes: ['read:accounts', 'admin:bank'] }),
      ).toMatchObject({ outcome: 'denied', error: 'invalid_scope' });
    }
  });
  it('still needs the client grant under require_client_grant', () => {
    expect(refresh({ clientGrant: null })).toMatchObject({
      outcome: 'denied',
      error: 'unauthorized_client',
    });
  });
  it('deny_all refuses refresh too', () => {
    expect(
      refresh({
        resourceServer: {
          identifier: API,
          subject_type_authorization: { user: { policy: 'deny_all' } },
        },
      }),
    ).toMatchObject({ outcome: 'denied', error: 'access_denied' });
  });
  it('a refresh without scopes and without originalScopes is a typed error', () => {
    expect(() => refresh({ originalScopes: undefined })).toThrow(PolicyError);
  });
});

describe('creation defaults and grant kinds', () => {
  it.each([undefined, null, {}, { user: null, client: {} }])(
    'unset %j -> user allow_all, client require_client_grant',
    (sta) => {
      expect(resolveAccessPolicies(sta as never)).toEqual({
        user: 'allow_all',
        client: 'require_client_grant',
      });
    },
  );
  it('client credentials is client access; every other grant is user access', () => {
    expect(accessOfGrantType('client_credentials')).toBe('client');
    for (const g of USER_GRANTS) expect(accessOfGrantType(g)).toBe('user');
  });
});

describe('evaluateTokenRequest: bad input is a typed PolicyError naming the field', () => {
  const ok: TokenRequestInput = {
    grantType: 'client_credentials',
    resourceServer: { identifier: API },
  };
  it.each([
    [
      {
        ...ok,
        resourceServer: {
          identifier: API,
          subject_type_authorization: { client: { policy: 'allow_all' } },
        },
      },
      'client_policy_allow_all',
      'resourceServer.subject_type_authorization.client.policy',
    ],
    [
      {
        ...ok,
        resourceServer: {
          identifier: API,
          subject_type_authorization: { user: { policy: 'maybe' } },
        },
      },
      'unknown_access_policy',
      'resourceServer.subject_type_authorization.user.policy',
    ],
    [{ ...ok, grantType: 7 }, 'policy_input_type', 'grantType'],
    [{ ...ok, resourceServer: null }, 'policy_input_type', 'resourceServer.identifier'],
    [{ ...ok, requestedScopes: 'read:accounts' }, 'policy_input_type', 'requestedScopes'],
    [{ ...ok, clientGrant: [{ audience: API }] }, 'policy_input_type', 'clientGrant[0]'],
  ])('%j -> %s', (input, code, path) => {
    try {
      evaluateTokenRequest(input as unknown as TokenRequestInput);
      expect.unreachable('should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(PolicyError);
      expect(error).toMatchObject({ code, path });
    }
  });
});
