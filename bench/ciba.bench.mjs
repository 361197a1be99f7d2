// A CIBA round trip with Rich Authorization Requests over HTTP: POST /bc-authorize (client
// secret, login_hint, binding_message, one money_transfer authorization_details entry), the
// user's approval posted from their device, and the token request that redeems it. Against the
// same round trip of `oidc-provider` (npm, which implements CIBA in poll mode), served on its
// own Node HTTP server in this process (oidc-provider-server.mjs, shared with oidc.bench.mjs),
// its approval an HTTP post too (to a small route that calls `provider.backchannelResult`, as
// its docs describe). Rounds alternate; each reports its median rate and the min/median/max
// over rounds.
//
// What differs, on purpose and in oidc-provider's favour: screenkit checks the request against
// the seed's ten limits and the API's registered types and its access policy, serves the
// authenticator app's page (oidc-provider's approval route answers a fixed line), and issues
// an ID token beside the access token; both sign a JWT access token for the API (oidc-provider
// with resource indicators and accessTokenFormat 'jwt').
//
// Goal (issue 24): screenkit's round trips per second >= 1x oidc-provider's.
import { startOidcProvider } from './oidc-provider-server.mjs';

process.env.SCREENKIT_QUIET_INBOX = '1';
const { DEMO_API, inbox, seedDemoIdentities, seedDemoTenant, startDevServer } = await import(
  '@screenkit/dev-server'
);

const ROUNDS = 5;
const ROUND_MS = 1500;
const CIBA = 'urn:openid:params:grant-type:ciba';
const API = 'https://bank.example.com/api';
const DETAILS = JSON.stringify([
  { type: 'money_transfer', instructedAmount: { amount: 10, currency: 'EUR' }, beneficiary: 'Ada' },
]);

async function form(url, fields) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** screenkit: the demo tenant, pat reached by push (the authenticator app's stand-in page). */
async function screenkitSide() {
  const server = await startDevServer({ inMemory: true, port: 0 });
  const options = { baseUrl: server.url, managementToken: server.managementToken };
  const { clientId } = await seedDemoTenant(options);
  await seedDemoIdentities(options);
  const api = async (method, path, body) =>
    (
      await fetch(`${server.url}/api/v2${path}`, {
        method,
        headers: {
          authorization: `Bearer ${server.managementToken}`,
          'content-type': 'application/json',
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    ).json();
  const { client_secret } = await api('GET', `/clients/${clientId}`);
  const pat = (await api('GET', '/users?per_page=100')).find((u) => u.email === 'pat@example.com');
  await api('POST', `/users/${encodeURIComponent(pat.user_id)}/authentication-methods`, {
    type: 'push',
  });
  const credentials = { client_id: clientId, client_secret };
  const loginHint = JSON.stringify({ format: 'iss_sub', iss: `${server.url}/`, sub: pat.user_id });
  return {
    name: 'screenkit',
    close: () => server.close(),
    async roundTrip() {
      const { auth_req_id } = JSON.parse(
        await form(`${server.url}/bc-authorize`, {
          ...credentials,
          login_hint: loginHint,
          scope: 'openid',
          binding_message: 'Transfer 10 EUR',
          audience: DEMO_API,
          authorization_details: DETAILS,
        }),
      );
      // The push the app receives (the inbox, in this process), then its approve button.
      await form(new URL(inbox(server.store)[0].link, server.url), { answer: 'approve' });
      const tokens = JSON.parse(
        await form(`${server.url}/oauth/token`, { ...credentials, grant_type: CIBA, auth_req_id }),
      );
      if (!tokens.access_token || !tokens.authorization_details) throw new Error('no tokens');
    },
  };
}

/** oidc-provider (oidc-provider-server.mjs): CIBA in poll mode, RAR with the same type. */
async function oidcProviderSide() {
  const credentials = { client_id: 'bank', client_secret: 'bank-secret-bank-secret-bank-secret' };
  const op = await startOidcProvider({
    clients: [
      {
        ...credentials,
        grant_types: [CIBA],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_post',
        backchannel_token_delivery_mode: 'poll',
        authorization_details_types: ['money_transfer'],
      },
    ],
    ciba: { resource: API, resourceScope: 'transfer:funds' },
    features: {
      // The token is for the API, as a JWT access token, like screenkit's.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: 'transfer:funds', accessTokenFormat: 'jwt' }),
      },
      richAuthorizationRequests: {
        enabled: true,
        types: { money_transfer: { validate: () => {} } },
        authorizationDetailsForGrantSource: (_ctx, source) => source.rar,
        authorizationDetailsForAccessToken: (_ctx, _token, source) => source.rar,
      },
    },
  });
  const { issuer } = op;
  return {
    name: 'oidc-provider',
    close: op.close,
    async roundTrip() {
      const { auth_req_id } = JSON.parse(
        await form(`${issuer}/backchannel`, {
          ...credentials,
          login_hint: JSON.stringify({ sub: 'pat' }),
          scope: 'openid',
          binding_message: 'Transfer-10-EUR',
          authorization_details: DETAILS,
        }),
      );
      // The request its authentication device was told about, approved from the device.
      await form(`${issuer}/approve?id=${encodeURIComponent(op.takeTriggered())}`, {
        answer: 'approve',
      });
      const tokens = JSON.parse(
        await form(`${issuer}/token`, { ...credentials, grant_type: CIBA, auth_req_id }),
      );
      if (!tokens.access_token || !tokens.authorization_details) throw new Error('no tokens');
    },
  };
}

async function round(side, ms) {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await side.roundTrip();
    n++;
  }
  return (n * 1000) / (performance.now() - start);
}
const stats = (rates) => {
  const sorted = [...rates].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};
const fmt = (x) => x.toFixed(1);

const sides = [await screenkitSide(), await oidcProviderSide()];
for (const side of sides) await round(side, 500); // warm-up (JIT, keys)
const rates = new Map(sides.map((side) => [side.name, []]));
for (let r = 0; r < ROUNDS; r++)
  for (const side of sides) rates.get(side.name).push(await round(side, ROUND_MS));
for (const side of sides) {
  const s = stats(rates.get(side.name));
  console.log(
    `${side.name.padEnd(14)} CIBA round trip (bc-authorize + approval + token, RAR): ${fmt(s.median)}/s (min ${fmt(s.min)}, max ${fmt(s.max)}, ${ROUNDS} rounds)`,
  );
}
const ratio = stats(rates.get('screenkit')).median / stats(rates.get('oidc-provider')).median;
console.log(
  `ratio screenkit / oidc-provider: ${ratio.toFixed(2)}x (goal >= 1x: ${ratio >= 1 ? 'met' : 'NOT met'})`,
);
for (const side of sides) await side.close();
const os = await import('node:os');
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores, shared with other jobs)`,
);
