/**
 * The options every tenant command takes (--domain, --management-url, --token, --client-id,
 * --client-secret) and their reading from cac's raw options and the environment. No imports:
 * the `dev` command declares them without loading the project commands.
 */
export interface ConnectionOptions {
  domain?: string;
  managementUrl?: string;
  token?: string;
  clientId?: string;
  clientSecret?: string;
  /** Default `<base>/api/v2/`, the Management API's audience on the service. */
  audience?: string;
}

/** Options every tenant command takes, for cac. */
export function connectionFlags<T extends { option: (raw: string, description: string) => T }>(
  command: T,
): T {
  return command
    .option('--domain <domain>', 'Tenant domain (custom domain), e.g. login.example.com')
    .option(
      '--management-url <url>',
      'Management API origin instead of https://<domain> (plain http on loopback only: the dev server)',
    )
    .option('--token <token>', 'Management API token (or env SCREENKIT_TOKEN)')
    .option('--client-id <id>', 'Machine-to-machine client (client-credentials grant)')
    .option('--client-secret <secret>', 'Its secret (or env SCREENKIT_CLIENT_SECRET)');
}

export function connectionOptions(raw: Record<string, unknown>): ConnectionOptions {
  const pick = (v: unknown) => (v === undefined || v === true ? undefined : String(v));
  const options: ConnectionOptions = {};
  const domain = pick(raw.domain);
  const managementUrl = pick(raw.managementUrl);
  const token = pick(raw.token) ?? process.env.SCREENKIT_TOKEN;
  const clientId = pick(raw.clientId);
  const clientSecret = pick(raw.clientSecret) ?? process.env.SCREENKIT_CLIENT_SECRET;
  if (domain) options.domain = domain;
  if (managementUrl) options.managementUrl = managementUrl;
  if (token) options.token = token;
  if (clientId) options.clientId = clientId;
  if (clientSecret) options.clientSecret = clientSecret;
  return options;
}
