/**
 * `new ManagementClient(managementClientOptions(server))`: the official `auth0` client against
 * a dev server. The client always builds `https://<domain>/api/v2/...`; the `fetch` it accepts
 * (a documented option) sends those requests to the server's loopback origin instead.
 */

export interface ManagementClientTarget {
  /** Base URL of the dev server, e.g. `http://127.0.0.1:4321` (DevServer.url). */
  url: string;
  /** A management token (DevServer.managementToken, or `screenkit token`). */
  managementToken: string;
}

export interface ManagementClientOptions {
  domain: string;
  token: string;
  fetch: typeof fetch;
}

/** `domain` only names the tenant inside the client; any name works. */
export function managementClientOptions(
  server: ManagementClientTarget,
  domain = 'tenant.screenkit.test',
): ManagementClientOptions {
  const prefix = `https://${domain}`;
  const origin = server.url.replace(/\/+$/, '');
  return {
    domain,
    token: server.managementToken,
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const target = url.startsWith(prefix) ? origin + url.slice(prefix.length) : url;
      return input instanceof Request
        ? fetch(new Request(target, input), init)
        : fetch(target, init);
    },
  };
}
