/**
 * The official Node SDK's backchannel client (`AuthenticationClient` of `auth0/legacy`, the v4
 * client the `auth0` package re-exports) pointed at a dev server: it always builds
 * `https://<domain>/...` and names the tenant `https://<domain>/` in `login_hint`, so the domain
 * is the server's host and its documented `fetch` option sends the requests to the loopback
 * server over plain HTTP.
 */
import { AuthenticationClient } from 'auth0/legacy';

export const CIBA_GRANT = 'urn:openid:params:grant-type:ciba';

export function backchannelClient(
  serverUrl: string,
  clientId: string,
  clientSecret: string,
): AuthenticationClient {
  const { host } = new URL(serverUrl);
  const prefix = `https://${host}`;
  return new AuthenticationClient({
    domain: host,
    clientId,
    clientSecret,
    telemetry: false,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      return fetch(url.startsWith(prefix) ? serverUrl + url.slice(prefix.length) : url, init);
    },
  });
}

/** The OAuth error code a rejected SDK call carries (`AuthApiError.error`), or 'resolved'. */
export async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return String((error as { error?: string }).error ?? error);
  }
}
