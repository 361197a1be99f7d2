/**
 * `screenkit seed [--url <dev server>] [--store .screenkit | --token <token>]`: the demo tenant
 * (an API with Rich Authorization Request types, the "Bank App" client, a database, passwordless
 * and social connections, users, organizations) seeded into a running dev server through its
 * Management API, then a login URL to open. Run in a project while `pnpm dev` runs: the token is
 * signed with the key in the project's store, as the server's own are.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { issueManagementToken } from '../auth/management-token.js';
import { DEMO_USERS, seedDemoIdentities } from '../fixtures/demo-identities.js';
import { DEMO_API, seedDemoTenant } from '../fixtures/demo-tenant.js';
import { DEFAULT_STORE_DIR } from '../store/store.js';
import { CliError } from './cli-error.js';

/** Vite's default address: where `pnpm dev` listens unless told otherwise. */
export const DEFAULT_DEV_URL = 'http://localhost:5173';

export interface SeedOptions {
  url: string;
  storeDir: string;
  token?: string;
}

export async function seedDevServer(options: SeedOptions): Promise<{ loginUrl: string }> {
  let base: URL;
  try {
    base = new URL(options.url);
  } catch {
    throw new CliError('invalid_option', '--url', `Not a URL: "${options.url}"`);
  }
  const baseUrl = base.origin;
  // Signing with a store that has no keys yet would make some (that no server uses).
  if (options.token === undefined && !existsSync(join(options.storeDir, 'keys')))
    throw new CliError(
      'not_a_project',
      resolve(options.storeDir),
      'No dev server store here: run seed in the project folder once `pnpm dev` has started, or pass --store or --token',
    );
  const managementToken =
    options.token ?? (await issueManagementToken({ storeDir: options.storeDir }));
  const probe = await fetch(`${baseUrl}/api/v2/clients?per_page=1`, {
    headers: { authorization: `Bearer ${managementToken}` },
  }).catch(() => undefined);
  if (!probe)
    throw new CliError(
      'tenant_unreachable',
      baseUrl,
      'Nothing answers there: start the dev server first (`pnpm dev` in the project), or pass --url',
    );
  if (probe.status === 401)
    throw new CliError(
      'unauthorized',
      baseUrl,
      `The dev server there refuses a token signed with the key in ${options.storeDir}: run seed in the project folder whose \`pnpm dev\` answers there, or pass --token (the one \`pnpm dev\` prints)`,
    );
  if (!probe.ok)
    throw new CliError(
      'api_error',
      baseUrl,
      `GET /api/v2/clients answered ${probe.status}: is this a screenkit dev server?`,
    );
  const { clientId } = await seedDemoTenant({ baseUrl, managementToken });
  await seedDemoIdentities({ baseUrl, managementToken });
  const loginUrl = `${baseUrl}/authorize?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${baseUrl}/callback`,
    // The dev server's tokens are for an API: the demo's, whose consent the login then asks.
    audience: DEMO_API,
    scope: 'openid profile email read:accounts',
  })}`;
  return { loginUrl };
}

export function registerSeed(cli: CAC): void {
  cli
    .command(
      'seed',
      'Seed the demo tenant (client, users, connections, an API with RAR types) into a running dev server',
    )
    .option('--url <url>', 'The dev server', { default: DEFAULT_DEV_URL })
    .option('--store <dir>', 'Its store folder (signs the Management API token)', {
      default: DEFAULT_STORE_DIR,
    })
    .option('--token <token>', 'A Management API token instead (the one `pnpm dev` prints)')
    .action(async (options: { url: string; store: string; token?: string }) => {
      const { loginUrl } = await seedDevServer({
        url: String(options.url),
        storeDir: String(options.store),
        ...(options.token !== undefined ? { token: String(options.token) } : {}),
      });
      const users = DEMO_USERS.filter((u) => u.verified).map(
        (u) => `  ${u.email} / ${u.password}${u.mfa === 'none' ? '' : ` (MFA: ${u.mfa})`}`,
      );
      process.stdout.write(
        `Seeded the demo tenant. Log in:\n${loginUrl}\n${users.join('\n')}\n` +
          'Codes (email MFA, passwordless, reset links) land in /_screenkit/inbox.\n',
      );
    });
}
