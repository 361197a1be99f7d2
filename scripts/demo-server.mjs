/**
 * Starts the React starter (examples/react-consent) on Vite's dev server with its own
 * vite.config.ts (the screenkit plugin inside), then seeds the demo tenant through the
 * Management API. Needs the built packages (`pnpm build`): the config imports
 * @screenkit/dev-server/vite like any project would.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export const EXAMPLE_ROOT = fileURLToPath(new URL('../examples/react-consent/', import.meta.url));
const DEV_SERVER_DIST = fileURLToPath(
  new URL('../packages/dev-server/dist/index.js', import.meta.url),
);

// Vite prints its URLs, and the plugin its lines and token with them, only from printUrls(),
// which the demo never calls: it prints one banner of its own, with one token.
export async function startDemo({ port = 5173, logLevel = 'warn' } = {}) {
  if (!existsSync(DEV_SERVER_DIST)) {
    throw new Error(
      'packages/dev-server/dist is missing: run `npx --yes pnpm@10.34.8 build` first',
    );
  }
  const { issueManagementToken, seedDemoIdentities, seedDemoTenant, DEMO_API } = await import(
    DEV_SERVER_DIST
  );
  const vite = await createServer({
    root: EXAMPLE_ROOT,
    configFile: join(EXAMPLE_ROOT, 'vite.config.ts'),
    logLevel,
    server: { host: '127.0.0.1', port, strictPort: false },
  });
  await vite.listen();
  const url = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  // The plugin keeps the tenant in examples/react-consent/.screenkit; its key signs this token.
  const managementToken = await issueManagementToken({
    storeDir: join(EXAMPLE_ROOT, '.screenkit'),
  });
  const demo = await seedDemoTenant({
    baseUrl: url,
    managementToken,
    // What `acul dev` would register: advanced mode loading the dev bundle, with the optional
    // context parts the starter reads.
    rendering: {
      rendering_mode: 'advanced',
      context_configuration: [
        'screen.texts',
        'client.logo_uri',
        'client.description',
        'tenant.friendly_name',
      ],
      head_tags: [{ tag: 'script', attributes: { type: 'module', src: `${url}/src/main.tsx` } }],
    },
  });
  // People and connections: /authorize now runs a real login (src/login/ of the dev server).
  await seedDemoIdentities({ baseUrl: url, managementToken });
  const loginUrl = `${url}/authorize?${new URLSearchParams({
    client_id: demo.clientId,
    response_type: 'code',
    redirect_uri: `${url}/callback`,
    audience: DEMO_API,
    scope: 'openid profile email transfer:funds',
    authorization_details: JSON.stringify([
      {
        type: 'money_transfer',
        instructedAmount: { amount: '250.00', currency: 'EUR' },
        beneficiary: 'Ada Lovelace',
      },
    ]),
  })}`;
  return { vite, url, managementToken, previewUrl: `${url}${demo.previewPath}`, loginUrl, demo };
}
