/**
 * The CLI's way to the tenant's Management API: `https://<domain>` (or `--management-url`,
 * plain http only on loopback, for the dev server), a token given or obtained with the
 * client-credentials grant, and one clear `CliError` per failure: unreachable, 401, 403, 429
 * (with when to retry) and any other error body.
 */
import { CliError } from './cli-error.js';

export interface ConnectionOptions {
  domain?: string;
  managementUrl?: string;
  token?: string;
  clientId?: string;
  clientSecret?: string;
  /** Default `<base>/api/v2/`, the Management API's audience on the service. */
  audience?: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function managementBase(options: ConnectionOptions): string {
  if (options.managementUrl) {
    let url: URL;
    try {
      url = new URL(options.managementUrl);
    } catch {
      throw new CliError(
        'invalid_option',
        '--management-url',
        `Not a URL: "${options.managementUrl}"`,
      );
    }
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname))
      throw new CliError(
        'invalid_option',
        '--management-url',
        'Plain http is allowed only on loopback (127.0.0.1, localhost): use https',
      );
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new CliError('invalid_option', '--management-url', 'Use an http(s) URL');
    return url.origin;
  }
  if (!options.domain)
    throw new CliError(
      'invalid_option',
      '--domain',
      'Name the tenant: --domain login.example.com (or --management-url)',
    );
  if (!/^[A-Za-z0-9.-]+(?::\d+)?$/.test(options.domain))
    throw new CliError(
      'invalid_option',
      '--domain',
      `"${options.domain}" is not a domain name (no scheme or path)`,
    );
  return `https://${options.domain}`;
}

async function send(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError('tenant_unreachable', url, `Cannot reach the tenant for ${what} (${cause})`);
  }
}

async function failure(response: Response, what: string, url: string): Promise<CliError> {
  const text = await response.text();
  let message = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { message?: string; error_description?: string };
    message = body.message ?? body.error_description ?? message;
  } catch {}
  switch (response.status) {
    case 401:
      return new CliError(
        'unauthorized',
        url,
        `${what}: 401, the token is not valid for this tenant (${message})`,
      );
    case 403:
      return new CliError(
        'forbidden',
        url,
        `${what}: 403, the token lacks a scope (${message}); grant read:prompts and update:prompts`,
      );
    case 429: {
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      const wait =
        Number.isFinite(reset) && reset > 0
          ? Math.max(0, Math.ceil(reset - Date.now() / 1000))
          : undefined;
      return new CliError(
        'rate_limited',
        url,
        `${what}: 429, rate limited by the Management API${wait === undefined ? '' : `; retry in ${wait}s`}, nothing was changed`,
      );
    }
    default:
      return new CliError('api_error', url, `${what}: ${response.status} ${message}`);
  }
}

export class ManagementConnection {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  async request<T>(method: 'GET' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const url = `${this.base}/api/v2${path}`;
    const what = `${method} /api/v2${path.split('?')[0]}`;
    const response = await send(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      what,
    );
    if (!response.ok) throw await failure(response, what, url);
    return (await response.json()) as T;
  }
}

/** Client credentials at `<base>/oauth/token` for the Management API audience. */
async function clientCredentialsToken(base: string, options: ConnectionOptions): Promise<string> {
  const url = `${base}/oauth/token`;
  const response = await send(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        audience: options.audience ?? `${base}/api/v2/`,
      }),
    },
    'the client-credentials token',
  );
  if (!response.ok) {
    const error = await failure(response, 'POST /oauth/token', url);
    throw new CliError('token_failed', '--client-id', error.message.replace(/ \(at .*\)$/, ''));
  }
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token)
    throw new CliError('token_failed', url, 'The token endpoint answered without an access_token');
  return body.access_token;
}

export async function connect(options: ConnectionOptions): Promise<ManagementConnection> {
  const base = managementBase(options);
  if (options.token) return new ManagementConnection(base, options.token);
  if (options.clientId && options.clientSecret)
    return new ManagementConnection(base, await clientCredentialsToken(base, options));
  throw new CliError(
    'invalid_option',
    '--token',
    'Give a Management API token (--token, or SCREENKIT_TOKEN) or a machine-to-machine client (--client-id and --client-secret)',
  );
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
