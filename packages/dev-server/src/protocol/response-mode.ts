/**
 * How an authorization response (a code, or an OAuth error) travels back to the application:
 * `response_mode` `query` and `fragment` are redirects; `form_post` is a page that posts the
 * parameters to the redirect URI (OAuth 2.0 Form Post Response Mode); `web_message` is a page,
 * framed by the application, that hands them to its parent with `postMessage` (what
 * auth0-spa-js's `getTokenSilently` reads), and only to an origin the application registered
 * in `web_origins`: a page that posted a code to any origin would give codes away.
 *
 * The two page modes carry their data in a JSON block read by a fixed script, so the page's
 * Content-Security-Policy allows that one script by hash and nothing else.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Store } from '../store/store.js';
import { sweepExpired } from './expiry-ordered.js';
import { OAuthError } from './oauth-error.js';

export const RESPONSE_MODES = ['query', 'fragment', 'form_post', 'web_message'] as const;
export type ResponseMode = (typeof RESPONSE_MODES)[number];

/** Where and how the response goes: fixed at /authorize, carried by the transaction. */
export interface ReturnAddress {
  redirectUri: string;
  responseMode?: ResponseMode;
  clientState?: string;
}

/** `response_mode` of an /authorize request, checked; `query` when absent (the code flow's default). */
export function readResponseMode(
  value: string | undefined,
  webOrigins: readonly string[] | undefined,
  redirectUri: string,
): ResponseMode {
  if (value === undefined || value === '') return 'query';
  if (!(RESPONSE_MODES as readonly string[]).includes(value)) {
    throw new OAuthError(
      'invalid_request',
      `response_mode ${JSON.stringify(value)} is not supported (${RESPONSE_MODES.join(', ')})`,
      'response_mode',
    );
  }
  if (value === 'web_message' && !isWebOrigin(webOrigins, redirectUri)) {
    throw new WebOriginRefused(new URL(redirectUri).origin);
  }
  return value as ResponseMode;
}

/**
 * A `web_message` request for an origin the application did not list in `web_origins`: never
 * answered by postMessage, and not redirected either (the mode asked for no redirect), so
 * /authorize answers it as a plain error page nothing is delivered from.
 */
export class WebOriginRefused extends OAuthError {
  override name = 'WebOriginRefused';
  constructor(origin: string) {
    super(
      'invalid_request',
      `response_mode=web_message: the origin ${origin} is not one of the application's Allowed Web Origins (web_origins)`,
      'redirect_uri',
    );
  }
}

function isWebOrigin(webOrigins: readonly string[] | undefined, redirectUri: string): boolean {
  const origin = new URL(redirectUri).origin;
  return (webOrigins ?? []).some(
    (entry) => URL.canParse(entry) && new URL(entry).origin === origin,
  );
}

/** The response's parameters: `code` or `error` (+ description), and the client's `state`. */
function paramsOf(to: ReturnAddress, params: Record<string, string>): Record<string, string> {
  return { ...params, ...(to.clientState !== undefined ? { state: to.clientState } : {}) };
}

/** `error` and `error_description` of an OAuth error, as a response's parameters. */
export const errorParams = (error: OAuthError): Record<string, string> => ({
  error: error.code,
  error_description: error.description,
});

/** A redirect (`query`, `fragment`) to the redirect URI, with `params` added. */
function redirectTarget(to: ReturnAddress, params: Record<string, string>): string {
  const relative = to.redirectUri.startsWith('/'); // page-host previews
  const url = new URL(to.redirectUri, 'http://relative.invalid');
  const all = paramsOf(to, params);
  if (to.responseMode === 'fragment') {
    url.hash = new URLSearchParams(all).toString();
  } else {
    for (const [name, value] of Object.entries(all)) url.searchParams.set(name, value);
  }
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** What answers the browser: a redirect, or one of the two page modes. */
export type AuthorizationResponse =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; html: string; headers: Record<string, string> };

/** The response for `to`, answered directly (by /authorize, or /authorize/resume). */
export function authorizationResponse(
  to: ReturnAddress,
  params: Record<string, string>,
): AuthorizationResponse {
  const mode = to.responseMode ?? 'query';
  if (mode === 'query' || mode === 'fragment') {
    return { kind: 'redirect', location: redirectTarget(to, params) };
  }
  return mode === 'form_post' ? formPostPage(to, params) : webMessagePage(to, params);
}

/** Answers the browser: a redirect, or a form_post / web_message page with its own headers. */
export function respond(c: Context, response: AuthorizationResponse): Response {
  if (response.kind === 'redirect') return c.redirect(response.location, 302);
  return c.html(response.html, 200, { 'Cache-Control': 'no-store', ...response.headers });
}

const RESUME_TTL_MS = 60_000;
/**
 * Page-mode responses waiting for their browser, per store: each for a minute, and at most this
 * many (the oldest goes first), so a load test in form_post mode keeps memory flat.
 */
export const MAX_RESUMABLE = 10_000;
const resumable = new WeakMap<
  Store,
  Map<string, { to: ReturnAddress; params: Record<string, string>; expiresAt: number }>
>();

/**
 * A URL the browser is redirected to that delivers the response: for `query` and `fragment` the
 * redirect URI itself; for the page modes `/authorize/resume?id=...`, which answers the page
 * once (the login pages end with a redirect, as on the service).
 */
export function responseUrl(
  store: Store,
  to: ReturnAddress,
  params: Record<string, string>,
): string {
  const mode = to.responseMode ?? 'query';
  if (mode === 'query' || mode === 'fragment') return redirectTarget(to, params);
  let pending = resumable.get(store);
  if (!pending) {
    pending = new Map();
    resumable.set(store, pending);
  }
  sweepExpired(pending, MAX_RESUMABLE);
  const id = randomBytes(18).toString('base64url');
  pending.set(id, { to, params, expiresAt: Date.now() + RESUME_TTL_MS });
  return `/authorize/resume?id=${encodeURIComponent(id)}`;
}

/** Takes out the response `/authorize/resume` delivers (once), or undefined. */
export function takeResumable(
  store: Store,
  id: string,
): { to: ReturnAddress; params: Record<string, string> } | undefined {
  const pending = resumable.get(store);
  const entry = pending?.get(id);
  pending?.delete(id);
  return entry && entry.expiresAt > Date.now() ? entry : undefined;
}

/** `<`, `>` and `&` escaped: JSON that cannot end its `<script>` block. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const FORM_POST_SCRIPT = `var d=JSON.parse(document.getElementById('response').textContent);var f=document.createElement('form');f.method='post';f.action=d.action;for(var k in d.params){var i=document.createElement('input');i.type='hidden';i.name=k;i.value=d.params[k];f.appendChild(i);}document.body.appendChild(f);f.submit();`;
const WEB_MESSAGE_SCRIPT = `var d=JSON.parse(document.getElementById('response').textContent);var w=window.opener||window.parent;w.postMessage({type:'authorization_response',response:d.params},d.origin);`;
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const FORM_POST_HASH = hashOf(FORM_POST_SCRIPT);
const WEB_MESSAGE_HASH = hashOf(WEB_MESSAGE_SCRIPT);

function page(data: unknown, script: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Submit this form</title></head><body><script type="application/json" id="response">${jsonForScript(data)}</script><script>${script}</script><noscript>JavaScript is required to return to the application.</noscript></body></html>`;
}

function formPostPage(to: ReturnAddress, params: Record<string, string>): AuthorizationResponse {
  const action = to.redirectUri;
  const target = new URL(action).origin;
  return {
    kind: 'page',
    html: page({ action, params: paramsOf(to, params) }, FORM_POST_SCRIPT),
    headers: {
      'Content-Security-Policy': `default-src 'none'; script-src ${FORM_POST_HASH}; form-action ${target}; frame-ancestors 'none'; base-uri 'none'`,
      'X-Frame-Options': 'DENY',
    },
  };
}

/** Framed by the application's page: only its registered web origin may frame it. */
function webMessagePage(to: ReturnAddress, params: Record<string, string>): AuthorizationResponse {
  const origin = new URL(to.redirectUri).origin;
  return {
    kind: 'page',
    html: page({ origin, params: paramsOf(to, params) }, WEB_MESSAGE_SCRIPT),
    headers: {
      'Content-Security-Policy': `default-src 'none'; script-src ${WEB_MESSAGE_HASH}; frame-ancestors ${origin}; base-uri 'none'`,
    },
  };
}
