/**
 * The CLI's way to the tenant's Management API: `https://<domain>` (or `--management-url`,
 * plain http only on loopback, for the dev server), a token given or obtained with the
 * client-credentials grant, and one clear one-line `CliError` per failure: unreachable, 401,
 * 403, 429 (with when to retry), any other status (the service's message and errorCode, or a
 * short excerpt of a text body), an answer too large, not JSON or of the wrong shape
 * (tenant-answers.ts).
 */
import type * as z from 'zod';
import { readCapped, sizeName } from './capped-body.js';
import { CliError, excerpt } from './cli-error.js';
import type { ConnectionOptions } from './connection-flags.js';
import { answerSchemas, checkAnswer } from './tenant-answers.js';

export type { ConnectionOptions } from './connection-flags.js';

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

/** No answer the CLI reads comes near this (91 screens' settings, partials of 10,000 chars). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** The body as text, refused past MAX_ANSWER_BYTES (a tenant cannot fill the CLI's memory). */
async function readText(response: Response, what: string, url: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  if ((await readCapped(response, MAX_ANSWER_BYTES, (c) => chunks.push(c))) === 'too-large') {
    throw new CliError(
      'invalid_answer',
      url,
      `${what}: the answer is larger than ${sizeName(MAX_ANSWER_BYTES)}`,
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as JSON, checked by `schema`. */
async function readAnswer<S extends z.ZodType>(
  response: Response,
  schema: S,
  what: string,
  url: string,
): Promise<z.output<S>> {
  const text = await readText(response, what, url);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError('invalid_answer', url, `${what}: the answer is not JSON: ${excerpt(text)}`);
  }
  return checkAnswer(schema, value, what, url);
}

/**
 * What an error answer says, in one line: the service's message and errorCode when it is JSON,
 * else the status text and an excerpt of the body.
 */
function errorDetail(text: string, response: Response): { message: string; code: string } {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const said = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const message = said('message') || said('error_description') || said('error');
    const code = said('errorCode') || (said('error') === message ? '' : said('error'));
    if (message || code) return { message: excerpt(message || code, 200), code: excerpt(code, 60) };
  } catch {}
  const status = response.statusText ? `${response.statusText}: ` : '';
  return { message: `${status}${excerpt(text)}`, code: '' };
}

async function failure(response: Response, what: string, url: string): Promise<CliError> {
  const { message, code } = errorDetail(
    await readText(response, what, url).catch(() => ''),
    response,
  );
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
        `${what}: 403, the token lacks a scope (${message}); grant read:prompts and update:prompts (and read:, create:, update:branding for themes and the page template)`,
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
      return new CliError(
        'api_error',
        url,
        `${what}: ${response.status} ${message}${code && code !== message ? ` (${code})` : ''}`,
      );
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export class ManagementConnection {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  /** `path` under /api/v2; the answer checked by `schema` (tenant-answers.ts). */
  async request<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    return (await this.send(method, path, schema, body, false)) as z.output<S>;
  }

  /** A GET of something the tenant may not have: its answer, or undefined on a 404. */
  async find<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | undefined> {
    return this.send('GET', path, schema, undefined, true);
  }

  /** A call answered with no content (204: PUT of the page template, DELETE). */
  async call(method: Method, path: string, body?: unknown): Promise<void> {
    await this.send(method, path, undefined, body, false);
  }

  private async send<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S | undefined,
    body: unknown,
    missingIsUndefined: boolean,
  ): Promise<z.output<S> | undefined> {
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
    if (missingIsUndefined && response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    if (!response.ok) throw await failure(response, what, url);
    if (!schema) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    return readAnswer(response, schema, what, url);
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
  const body = await readAnswer(response, answerSchemas().token, 'POST /oauth/token', url).catch(
    (error: CliError) => {
      throw new CliError('token_failed', url, error.message.replace(/ \(at .*\)$/, ''));
    },
  );
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

export { connectionFlags, connectionOptions } from './connection-flags.js';
