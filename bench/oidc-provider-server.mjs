// The baseline of the OpenID benches (not a bench itself: run.mjs only runs *.bench.mjs): panva's
// oidc-provider, the certified Node.js OpenID Provider, on its own Node HTTP server on loopback,
// with the user's side of each flow done without screens:
// - a login: its interaction endpoint finishes every interaction at once, for one account,
//   with a grant of the scopes asked for (bench/oidc.bench.mjs: code and refresh round trips);
// - CIBA in poll mode (`ciba` option): the requests its authentication device is told about
//   queue up (`takeTriggered`), and POST /approve?id=<request> approves one with the scopes,
//   API and authorization_details it asked for (bench/ciba.bench.mjs).
// Each bench passes its clients and what it compares (keys, features, lifetimes).
//
// `startOidcProvider(options)` serves it in the calling process (ciba.bench.mjs, whose screenkit
// side is in-process too); `node oidc-provider-server.mjs <port> <json>` serves the code-flow
// baseline of oidc.bench.mjs in a child process (the json: { clientId, clientSecret, callback,
// jwk }, the tenant's client and RS256 key).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

const ACCOUNT = 'auth0|screenkit-demo-user';

/**
 * Starts oidc-provider. `config` is oidc-provider's configuration (clients, jwks, features...);
 * interactions, the account and, with `ciba`, the CIBA feature are set here. `ciba.resource`
 * is the API an approved request's token is for, with `ciba.resourceScope`.
 */
export async function startOidcProvider({ port = 0, ciba, ...config }) {
  const server = http.createServer();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const triggered = [];
  const provider = new Provider(issuer, {
    ...config,
    features: {
      devInteractions: { enabled: false },
      ...config.features,
      ...(ciba ? { ciba: cibaFeature(triggered) } : {}),
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        name: 'Demo User',
        email: 'demo@screenkit.dev',
        email_verified: true,
      }),
    }),
  });
  provider.on('server_error', (_ctx, error) => console.error(error));
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url.startsWith('/interaction/')) return finishLogin(provider, req, res);
    if (ciba && req.method === 'POST' && req.url.startsWith('/approve?id='))
      return approve(provider, ciba, req, res);
    return callback(req, res);
  });
  return {
    issuer,
    /** The oldest request the CIBA authentication device was told about, taken off the queue. */
    takeTriggered: () => triggered.shift(),
    close: () => new Promise((done) => server.close(done)),
  };
}

/** The login without screens: the account signs in and grants what was asked. */
async function finishLogin(provider, req, res) {
  try {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: ACCOUNT, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: ACCOUNT }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}

/** CIBA in poll mode, every request accepted as it comes; the device is told its id. */
const cibaFeature = (triggered) => ({
  enabled: true,
  deliveryModes: ['poll'],
  processLoginHint: (_ctx, loginHint) => JSON.parse(loginHint).sub,
  validateBindingMessage: () => {},
  validateRequestContext: () => {},
  verifyUserCode: () => {},
  triggerAuthenticationDevice: (_ctx, request) => {
    triggered.push(request.jti);
  },
});

/** The user's approval from their device, as oidc-provider's docs describe it. */
function approve(provider, { resource, resourceScope }, req, res) {
  req.resume();
  req.on('end', async () => {
    try {
      const id = new URL(req.url, 'http://x').searchParams.get('id');
      const request = await provider.BackchannelAuthenticationRequest.find(id);
      const grant = new provider.Grant({
        accountId: request.accountId,
        clientId: request.clientId,
      });
      grant.addOIDCScope(request.params.scope);
      if (resource) grant.addResourceScope(resource, resourceScope);
      const rar = JSON.parse(request.params.authorization_details ?? '[]');
      for (const detail of rar) grant.addRar(detail);
      await grant.save();
      await provider.backchannelResult(request, grant, { rar });
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Approved</h1>');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
}

/** oidc.bench.mjs's baseline: configured like the screenkit tenant it is compared with. */
export function codeFlowConfig({ clientId, clientSecret, callback, jwk }) {
  return {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [callback],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // The tenant's own RS256 key: both sign with the same one.
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256' }] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // Opaque access tokens for a login without a resource; revocation on.
    features: { revocation: { enabled: true } },
    // The same rule as the tenant: a refresh token for offline_access, whatever the prompt.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    ttl: {
      AccessToken: 86_400,
      AuthorizationCode: 600,
      IdToken: 36_000,
      Grant: 86_400,
      Interaction: 600,
      Session: 86_400,
      RefreshToken: 31_557_600,
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, raw] = process.argv.slice(2);
  await startOidcProvider({ port: Number(port), ...codeFlowConfig(JSON.parse(raw)) });
}
