/**
 * `GET /authorize`: the Authorization Code flow's front door (with RAR, seed 1 and 2.2).
 * Order of checks: client and redirect_uri first (until then errors cannot be redirected and
 * are answered as JSON), then response type, audience, authorization_details (core's
 * validator, against the API's registered types), the user access policy (core's
 * `evaluateTokenRequest`), and finally the consent decision (core's `decideConsent`), which
 * either sends the browser to the page host's consent screen or straight back with a code.
 */
import {
  type AuthorizationDetail,
  decideConsent,
  evaluateTokenRequest,
  PolicyError,
  validateAuthorizationDetails,
} from '@screenkit/core';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { startOrganizationLogin } from '../../login/organizations.js';
import { REMEMBER_COOKIE } from '../../login/remember-browser.js';
import { signupAllowed } from '../../login/signup.js';
import { firstScreen, newLogin } from '../../login/start.js';
import type { AppDeps } from '../../tenant/app-deps.js';
import { readDemoSettings } from '../../tenant/demo-settings.js';
import {
  clientGrantsFor,
  findClient,
  findResourceServer,
  registeredTypes,
} from '../../tenant/tenant-lookup.js';
import { SESSION_COOKIE, sessionOf } from '../login-session.js';
import { errorRedirect, OAuthError } from '../oauth-error.js';
import { PKCE_VALUE } from '../pkce.js';
import { bindToBrowser } from '../transaction-binding.js';
import { codeRedirect, createPendingTransaction, existingConsentCovers } from '../transactions.js';

const MAX_REPORTED = 3;

export function authorizeRoutes({ store }: AppDeps): Hono {
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
    const clientState = q.state;
    const fail = (error: OAuthError) =>
      c.redirect(errorRedirect(redirectUri, error, clientState), 302);

    try {
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
      if (q.code_challenge_method !== undefined && !q.code_challenge) {
        throw new OAuthError(
          'invalid_request',
          'code_challenge_method was sent without code_challenge',
          'code_challenge',
        );
      }
      if (q.code_challenge !== undefined && !PKCE_VALUE.test(q.code_challenge)) {
        throw new OAuthError(
          'invalid_request',
          'code_challenge must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636)',
          'code_challenge',
        );
      }
      const challengeMethod = q.code_challenge_method ?? (q.code_challenge ? 'plain' : undefined);
      if (
        challengeMethod !== undefined &&
        challengeMethod !== 'S256' &&
        challengeMethod !== 'plain'
      ) {
        throw new OAuthError(
          'invalid_request',
          'code_challenge_method must be S256 or plain',
          'code_challenge_method',
        );
      }
      if (!q.audience) {
        throw new OAuthError(
          'invalid_request',
          'audience is required: name the API (resource server identifier) the token is for',
          'audience',
        );
      }
      const rs = findResourceServer(store, q.audience);
      if (!rs)
        throw new OAuthError('access_denied', `Service not found: ${q.audience}`, 'audience');
      const scopes = (q.scope ?? '').split(' ').filter(Boolean);

      let authorizationDetails: AuthorizationDetail[] | undefined;
      if (q.authorization_details !== undefined && q.authorization_details !== '') {
        const result = validateAuthorizationDetails(q.authorization_details, {
          registeredTypes: registeredTypes(rs),
        });
        if (!result.valid) {
          const shown = result.errors
            .slice(0, MAX_REPORTED)
            .map((v) => `rule ${v.rule} at ${v.path || '(root)'}: ${v.message}`);
          const more =
            result.errors.length > MAX_REPORTED
              ? `; and ${result.errors.length - MAX_REPORTED} more`
              : '';
          throw new OAuthError(
            'invalid_authorization_details',
            `authorization_details refused by API ${rs.identifier}: ${shown.join('; ')}${more}`,
            'authorization_details',
          );
        }
        authorizationDetails = result.details;
      }

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
        redirectUri,
        ...(q.redirect_uri !== undefined ? { redirectUriSent: true } : {}),
        ...(clientState !== undefined ? { clientState } : {}),
        ...(q.code_challenge
          ? {
              codeChallenge: q.code_challenge,
              codeChallengeMethod: challengeMethod as 'S256' | 'plain',
            }
          : {}),
      };
      // A tenant with a database connection: the user signs in first (src/login/), and the
      // consent decision is taken once they have.
      const login = newLogin(store, client.client_id, q.connection);
      if (login) {
        // The page's origin: passkeys and security keys are bound to it (src/login/webauthn.ts).
        login.origin = new URL(c.req.url).origin;
        const remembered = getCookie(c, REMEMBER_COOKIE);
        if (remembered) login.browser = remembered.slice(0, 200);
        // Who the browser's session says the user is (src/protocol/login-session.ts); `prompt=login`
        // asks for a fresh login, so the session is not used.
        const session =
          q.prompt === 'login' ? undefined : sessionOf(store, getCookie(c, SESSION_COOKIE));
        if (session) {
          login.sessionUserId = session.user.user_id;
          login.sessionAmr = session.amr;
        }
        const screen =
          startOrganizationLogin(store, client, login, q.organization, q.invitation) ??
          firstScreen(login, q.screen_hint, signupAllowed(store, login));
        const transaction = createPendingTransaction(store, {
          ...redirectBack,
          binding: bindToBrowser(c),
          amr: [],
          screen,
          client: clientView,
          scopeDescriptions,
          login,
          ...(q.login_hint ? { loginHint: q.login_hint.slice(0, 320) } : {}),
          ...(q.ui_locales ? { uiLocales: q.ui_locales.slice(0, 100) } : {}),
        });
        return c.redirect(`/u/${screen}?state=${encodeURIComponent(transaction.state)}`, 302);
      }
      const consent = decideConsent({
        consentPolicy: rs.consent_policy as never,
        isRichAuthorizationRequest: authorizationDetails !== undefined,
        mfaRequired: demo.mfa.required,
        ...(demo.mfa.factor ? { mfaFactor: demo.mfa.factor } : {}),
        existingGrantCoversRequest: existingConsentCovers(store, authorization),
        verifiableFirstPartyClient:
          rs.skip_consent_for_verifiable_first_party_clients === true &&
          client.is_first_party !== false &&
          isVerifiableRedirect(redirectUri),
        flow: 'authorization_code',
      });

      if (consent.screen === null) {
        // consent-in-mobile-app: the dev server plays the mobile app with the configured answer.
        if (consent.outcome === 'consent-in-mobile-app' && demo.mfa.pushResponse === 'deny') {
          throw new OAuthError(
            'access_denied',
            `The user rejected the push notification (${consent.reason})`,
          );
        }
        return c.redirect(codeRedirect(store, redirectBack), 302);
      }
      const transaction = createPendingTransaction(store, {
        ...redirectBack,
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

/**
 * The service never skips consent for a redirect to the developer's own machine: anything
 * could listen there, so the application is not verifiably the one named.
 */
export function isVerifiableRedirect(redirectUri: string): boolean {
  const host = new URL(redirectUri).hostname.toLowerCase();
  return !(
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\./.test(host)
  );
}
