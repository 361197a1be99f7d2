/**
 * `POST /_screenkit/ciba/start` and `/_screenkit/ciba/poll`: the home page's "start a CIBA
 * request", playing the backend of the demo tenant's first application that holds the CIBA
 * grant. They send the real `/bc-authorize` and `/oauth/token` requests over HTTP with its
 * credentials, so what the page shows is exactly what an application gets.
 */
import { Hono } from 'hono';
import { fromAnotherSite } from '../middleware/same-origin.js';
import { renderCibaAnswer } from '../rendering/ciba-demo-page.js';
import { DEV_HOME_PATH } from '../rendering/dev-index.js';
import type { Store } from '../store/store.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { clientsCollection, findClient } from '../tenant/applications.js';
import { CIBA_GRANT_TYPE } from '../tenant/ciba-application.js';
import { databaseConnection } from '../tenant/connections.js';
import { listResourceServers, registeredTypes } from '../tenant/resource-servers.js';
import { findUserByIdentifier } from '../tenant/users.js';

const field = (body: Record<string, unknown>, name: string, max: number) =>
  typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '';

export function cibaDemoRoutes({ store }: AppDeps): Hono {
  const router = new Hono();
  // It acts with the application's secret: only the home page itself may ask (no forgery).
  router.use('/_screenkit/ciba/*', async (c, next) => {
    if (fromAnotherSite(c))
      return c.html(
        renderCibaAnswer({
          title: 'Refused: this request came from another site',
          status: 403,
          answer: { error: 'invalid_request' },
          clientName: '-',
        }),
        403,
      );
    await next();
  });
  const application = () => {
    // The record's own checks run in findClient (the store is hand-editable).
    const ids = clientsCollection(store)
      .list()
      .map((c) => c.client_id);
    return ids
      .map((id) => findClient(store, id))
      .find(
        (c) => c?.grant_types.includes(CIBA_GRANT_TYPE) && c.token_endpoint_auth_method !== 'none',
      );
  };
  const send = async (origin: string, path: string, params: Record<string, string>) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
    return { status: res.status, answer: (await res.json()) as Record<string, unknown> };
  };

  router.post('/_screenkit/ciba/start', async (c) => {
    const app = application();
    if (!app)
      return c.html(
        renderCibaAnswer({
          title: 'No application holds the CIBA grant',
          status: 400,
          answer: {
            hint: 'Seed the demo tenant, or PATCH a client with grant_types urn:openid:params:grant-type:ciba',
          },
          clientName: '-',
        }),
        400,
      );
    const body = await c.req.parseBody();
    const origin = new URL(c.req.url).origin;
    const connection = databaseConnection(store, { clientId: app.client_id });
    const user = connection
      ? findUserByIdentifier(store, connection.name, field(body, 'email', 320))
      : undefined;
    const { status, answer } = await send(origin, '/bc-authorize', {
      client_id: app.client_id,
      client_secret: app.client_secret,
      login_hint: JSON.stringify({
        format: 'iss_sub',
        iss: `${origin}/`,
        sub: user?.user_id ?? '',
      }),
      scope: 'openid profile email',
      binding_message: field(body, 'binding_message', 200),
      requested_expiry: field(body, 'channel', 10) === 'push' ? '300' : '600',
      audience: field(body, 'audience', 600) || defaultAudience(store),
      authorization_details: field(body, 'authorization_details', 10_000),
    });
    return c.html(
      renderCibaAnswer({
        title: status === 200 ? 'CIBA request started' : 'CIBA request refused',
        status,
        answer,
        clientName: app.name,
        ...(typeof answer.auth_req_id === 'string' ? { authReqId: answer.auth_req_id } : {}),
      }),
      status === 200 ? 200 : 400,
    );
  });

  router.post('/_screenkit/ciba/poll', async (c) => {
    const app = application();
    const body = await c.req.parseBody();
    const authReqId = field(body, 'auth_req_id', 200);
    if (!app) return c.redirect(DEV_HOME_PATH, 302);
    const { status, answer } = await send(new URL(c.req.url).origin, '/oauth/token', {
      grant_type: CIBA_GRANT_TYPE,
      auth_req_id: authReqId,
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    return c.html(
      renderCibaAnswer({
        title: status === 200 ? 'Tokens' : `Not yet: ${String(answer.error)}`,
        status,
        answer,
        clientName: app.name,
        ...(status === 200 ? {} : { authReqId }),
      }),
    );
  });

  return router;
}

/** The demo's API: the first one with registered authorization_details types. */
function defaultAudience(store: Store): string {
  const apis = listResourceServers(store);
  return (apis.find((rs) => registeredTypes(rs).length > 0) ?? apis[0])?.identifier ?? '';
}
