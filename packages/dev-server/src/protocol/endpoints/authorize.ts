/**
 * `GET /authorize`: the Authorization Code flow's front door (with RAR, seed 1 and 2.2).
 * Order of checks: client and redirect_uri first (until then errors cannot be redirected and
 * are answered as JSON), then the response mode (a `web_message` for an origin the application
 * did not register is answered as a plain error too), response type, prompt and max_age, the
 * connection named (requested-connection.ts), the audience (named, the tenant's default, or
 * /userinfo alone: audience.ts), authorization_details
 * (core's validator, against the API's registered types), the user access policy (core's
 * `evaluateTokenRequest`), then `prompt=none` from the login session (silent-auth.ts), or the
 * login (login-seam.ts), or the consent decision (consent.ts), which either sends the browser
 * to the page host's consent screen or straight back with a code. Every answer to the
 * application travels by its response mode (response-mode.ts).
 */
import { evaluateTokenRequest, PolicyError } from '@screenkit/core';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../../tenant/app-deps.js';
import { findClient } from '../../tenant/applications.js';
import { clientGrantsFor } from '../../tenant/client-grants.js';
import { authorizeAudience, isUserinfoApi, userinfoScopes } from '../audience.js';
import { issueCode } from '../authorization-codes.js';
import { checkAuthorizationDetails } from '../authorization-details.js';
import { decideAuthorizationConsent } from '../consent.js';
import { readDemoSettings } from '../demo-settings.js';
import type { LoginEngine } from '../login-seam.js';
import { SESSION_COOKIE, sessionOf } from '../login-session.js';
import { OAuthError } from '../oauth-error.js';
import { readCodeChallenge } from '../pkce.js';
import { checkRequestedConnection } from '../requested-connection.js';
import {
  authorizationResponse,
  errorParams,
  RESPONSE_MODES,
  type ReturnAddress,
  readResponseMode,
  respond,
  WebOriginRefused,
} from '../response-mode.js';
import { silentAuthorization } from '../silent-auth.js';
import { bindToBrowser } from '../transaction-binding.js';
import { createPendingTransaction } from '../transactions.js';
import type { ProtocolEndpoint } from './endpoint.js';

export const authorizeEndpoint: ProtocolEndpoint = {
  routes: authorizeRoutes,
  discovery: (origin) => ({
    authorization_endpoint: `${origin}/authorize`,
    response_types_supported: ['code'],
    response_modes_supported: [...RESPONSE_MODES],
    code_challenge_methods_supported: ['S256', 'plain'],
    prompt_values_supported: ['none', 'login'],
  }),
};

function authorizeRoutes({ store }: AppDeps, engine: LoginEngine): Hono {
  const router = new Hono();

  router.get('/authorize', async (c) => {
    const q = c.req.query();
    const client = q.client_id ? findClient(store, q.client_id) : undefined;
    if (!client) {
      throw new OAuthError(
        'invalid_request',
        `Unknown client_id ${JSON.stringify(q.client_id ?? '')}`,
        'client_id',
      );
    }
    const redirectUri =
      q.redirect_uri ?? (client.callbacks.length === 1 ? client.callbacks[0] : undefined);
    if (!redirectUri || !client.callbacks.includes(redirectUri)) {
      throw new OAuthError(
        'invalid_request',
        `redirect_uri ${JSON.stringify(q.redirect_uri ?? '')} is not one of the callbacks of application ${JSON.stringify(client.name)}`,
        'redirect_uri',
      );
    }
    const origin = new URL(c.req.url).origin;
    const to: ReturnAddress = {
      redirectUri,
      ...(q.state !== undefined ? { clientState: q.state } : {}),
    };
    const fail = (error: OAuthError) => respond(c, authorizationResponse(to, errorParams(error)));

    try {
      to.responseMode = readResponseMode(q.response_mode, client.web_origins, redirectUri);
      if (q.response_type !== 'code') {
        throw new OAuthError(
          'unsupported_response_type',
          `response_type must be "code" (the dev server implements the Authorization Code flow); got ${JSON.stringify(q.response_type ?? '')}`,
          'response_type',
        );
      }
      if (!client.grant_types.includes('authorization_code')) {
        throw new OAuthError(
          'unauthorized_client',
          `Application ${JSON.stringify(client.name)} may not use the authorization_code grant`,
        );
      }
      const challenge = readCodeChallenge(q.code_challenge, q.code_challenge_method);
      const prompts = new Set((q.prompt ?? '').split(' ').filter(Boolean));
      if (prompts.has('none') && prompts.size > 1) {
        throw new OAuthError(
          'invalid_request',
          'prompt=none cannot be combined with other prompt values',
          'prompt',
        );
      }
      const maxAge = readMaxAge(q.max_age);
      checkRequestedConnection(store, client.client_id, q.connection);
      const rs = authorizeAudience(store, q.audience, origin);
      const userinfoOnly = isUserinfoApi(rs);
      const named = (q.scope ?? '').split(' ').filter(Boolean);
      const scopes = userinfoOnly ? userinfoScopes(named) : named;

      const authorizationDetails = checkAuthorizationDetails(q.authorization_details, rs);

      const access = evaluateTokenRequest({
        grantType: 'authorization_code',
        resourceServer: rs,
        clientGrant: clientGrantsFor(store, client.client_id, rs.identifier),
        requestedScopes: scopes,
      });
      if (access.outcome === 'denied') throw new OAuthError(access.error, access.reason);

      const demo = readDemoSettings(store);
      const authorization = {
        clientId: client.client_id,
        audience: rs.identifier,
        scopes: access.scopes,
        ...(authorizationDetails ? { authorizationDetails } : {}),
        user: demo.user,
        amr: demo.mfa.required ? ['pwd', 'mfa'] : ['pwd'],
        ...(q.nonce ? { nonce: q.nonce } : {}),
      };
      const clientView = {
        id: client.client_id,
        name: client.name,
        ...(client.logo_uri ? { logo_uri: client.logo_uri } : {}),
        ...(client.description ? { description: client.description } : {}),
      };
      const scopeInfo = new Map((rs.scopes ?? []).map((s) => [s.value, s.description]));
      const scopeDescriptions = access.scopes.map((value) => {
        const description = scopeInfo.get(value);
        return description === undefined ? { value } : { value, description };
      });
      const redirectBack = {
        ...authorization,
        ...to,
        ...(q.redirect_uri !== undefined ? { redirectUriSent: true } : {}),
        ...challenge,
      };
      // The browser's login session; `prompt=login` and a `max_age` it is older than ask for
      // a fresh login, so it is not used then.
      const session = prompts.has('login')
        ? undefined
        : sessionOf(store, getCookie(c, SESSION_COOKIE), maxAge);
      // A tenant with a login: the user signs in first (the login engine, login-seam.ts), and
      // the consent decision is taken once they have.
      const started = engine.begin({
        store,
        client,
        params: q,
        origin,
        cookie: (name) => getCookie(c, name),
        session: () => session && { userId: session.user.user_id, amr: session.amr },
      });
      if (started && prompts.has('none')) {
        // No screen may show: the login session answers, or the error says what would have.
        const { user: _user, amr: _amr, ...request } = redirectBack;
        const silent = silentAuthorization(store, {
          authorization: request,
          redirectUri,
          session,
          organization: q.organization,
          organizationUsage: client.organization_usage ?? 'deny',
        });
        const code = issueCode(store, { ...redirectBack, ...silent });
        return respond(c, authorizationResponse(to, { code }));
      }
      if (started) {
        const transaction = createPendingTransaction(store, {
          ...redirectBack,
          binding: bindToBrowser(c),
          amr: [],
          screen: started.screen,
          client: clientView,
          scopeDescriptions,
          login: started.login,
          ...(q.login_hint ? { loginHint: q.login_hint.slice(0, 320) } : {}),
          ...(q.ui_locales ? { uiLocales: q.ui_locales.slice(0, 100) } : {}),
        });
        return c.redirect(
          `/u/${started.screen}?state=${encodeURIComponent(transaction.state)}`,
          302,
        );
      }
      // No logins on this tenant: the demo user is always signed in (demo-settings.ts), now.
      const demoBack = { ...redirectBack, authTime: Math.floor(Date.now() / 1000) };
      const consent = decideAuthorizationConsent(store, demoBack, demo.mfa);
      if (consent.screen !== null && prompts.has('none')) {
        throw new OAuthError('consent_required', 'Consent required');
      }

      if (consent.screen === null) {
        // consent-in-mobile-app: the dev server plays the mobile app with the configured answer.
        if (consent.outcome === 'consent-in-mobile-app' && demo.mfa.pushResponse === 'deny') {
          throw new OAuthError(
            'access_denied',
            `The user rejected the push notification (${consent.reason})`,
          );
        }
        return respond(c, authorizationResponse(to, { code: issueCode(store, demoBack) }));
      }
      const transaction = createPendingTransaction(store, {
        ...demoBack,
        binding: bindToBrowser(c),
        screen: consent.screen,
        consent,
        client: clientView,
        scopeDescriptions,
      });
      return c.redirect(
        `/u/${transaction.screen}?state=${encodeURIComponent(transaction.state)}`,
        302,
      );
    } catch (error) {
      // Not delivered by postMessage (the origin is not registered), nor redirected.
      if (error instanceof WebOriginRefused) {
        c.header('Cache-Control', 'no-store');
        return c.json(error.toBody(), 400);
      }
      if (error instanceof OAuthError) return fail(error);
      if (error instanceof PolicyError) {
        return fail(
          new OAuthError(
            'server_error',
            `The tenant configuration cannot be applied: ${error.message}`,
          ),
        );
      }
      throw error;
    }
  });

  return router;
}

/** `max_age` in seconds (a non-negative integer), or undefined when absent. */
function readMaxAge(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,10}$/.test(value)) {
    throw new OAuthError(
      'invalid_request',
      'max_age must be a non-negative integer (seconds)',
      'max_age',
    );
  }
  return Number(value);
}
