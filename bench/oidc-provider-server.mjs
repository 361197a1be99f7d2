// The baseline of bench/oidc.bench.mjs (not a bench itself: run.mjs only runs *.bench.mjs):
// panva's oidc-provider, the certified Node.js OpenID Provider, configured like the screenkit
// tenant it is compared with: the same client (id, secret, callback), the same RS256 signing
// key, opaque access tokens for a login without a resource, refresh tokens for offline_access,
// revocation on, and a login that completes without screens: its interaction endpoint finishes
// every interaction at once for one account with a grant of the requested scopes. Usage:
// node oidc-provider-server.mjs <port> <json config: { clientId, clientSecret, callback, jwk }>
import http from 'node:http';
import Provider from 'oidc-provider';

const [port, raw] = process.argv.slice(2);
const { clientId, clientSecret, callback, jwk } = JSON.parse(raw);
const issuer = `http://127.0.0.1:${port}`;
const ACCOUNT = 'auth0|screenkit-demo-user';

const provider = new Provider(issuer, {
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
  jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256' }] },
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
  features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  // The same rule as the tenant: a refresh token for offline_access, whatever the prompt.
  issueRefreshToken: (_ctx, client, code) =>
    client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      name: 'Demo User',
      email: 'demo@screenkit.dev',
      email_verified: true,
    }),
  }),
  ttl: {
    AccessToken: 86_400,
    AuthorizationCode: 600,
    IdToken: 36_000,
    Grant: 86_400,
    Interaction: 600,
    Session: 86_400,
    RefreshToken: 31_557_600,
  },
});
provider.on('server_error', (_ctx, error) => console.error(error));

const callbackHandler = provider.callback();
http
  .createServer(async (req, res) => {
    if (!req.url.startsWith('/interaction/')) return callbackHandler(req, res);
    try {
      // The login without screens: the account signs in and grants what was asked.
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
  })
  .listen(Number(port), '127.0.0.1');
