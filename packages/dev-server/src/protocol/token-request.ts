/**
 * What `/oauth/token` and `/oauth/revoke` share: reading the request's parameters (a form, as
 * RFC 6749 says, or JSON, as the service also accepts) and turning any failure into the OAuth
 * error answered.
 */
import { PolicyError } from '@screenkit/core';
import type { Context } from 'hono';
import { OAuthError } from './oauth-error.js';

export async function readTokenBody(c: Context): Promise<Record<string, string>> {
  return parseTokenBody(c.req.header('content-type'), () => c.req.text());
}

/**
 * The parameters of a token request body of `contentType`; `text` reads the body (only for
 * a type that is accepted). Hono's routes and the standalone server's token lane
 * (middleware/token-lane.ts) both parse with this.
 */
export async function parseTokenBody(
  contentType: string | undefined,
  text: () => Promise<string>,
): Promise<Record<string, string>> {
  const type = contentType ?? '';
  let raw: unknown;
  if (type.includes('application/json')) {
    try {
      raw = JSON.parse(await text());
    } catch {
      throw new OAuthError('invalid_request', 'The body is not valid JSON');
    }
  } else if (type.includes('application/x-www-form-urlencoded')) {
    raw = Object.fromEntries(new URLSearchParams(await text()));
  } else {
    throw new OAuthError(
      'invalid_request',
      'Send the token request as application/x-www-form-urlencoded or application/json',
    );
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new OAuthError('invalid_request', 'The body must be an object of parameters');
  }
  const body: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') {
      throw new OAuthError('invalid_request', `Parameter ${key} must be a string`, key);
    }
    body[key] = value;
  }
  return body;
}

export function asOAuthError(error: unknown): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof PolicyError) {
    return new OAuthError(
      'server_error',
      `The tenant configuration cannot be applied: ${error.message}`,
    );
  }
  console.error('[screenkit] token endpoint failure', error);
  return new OAuthError('server_error', 'Internal error');
}
