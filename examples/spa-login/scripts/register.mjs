// Registers this app on a running local tenant through its Management API, as you would in the
// service's dashboard: a single-page application whose callback, web origin, allowed origin and
// allowed logout URL are the app's origin (http://localhost:3000), with rotating refresh tokens. Writes .env.local
// for Vite. Usage: pnpm register <tenant URL> <management token>   (`screenkit dev` prints both)
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The application as the Management API takes it (the e2e test registers the same). */
export const registrationOf = (appOrigin) => ({
  name: 'My SPA',
  app_type: 'spa',
  token_endpoint_auth_method: 'none',
  callbacks: [`${appOrigin}/`],
  web_origins: [appOrigin],
  allowed_origins: [appOrigin],
  allowed_logout_urls: [`${appOrigin}/`],
  grant_types: ['authorization_code', 'refresh_token'],
  refresh_token: { rotation_type: 'rotating', expiration_type: 'expiring' },
});

async function main([tenant = 'http://localhost:4321', token]) {
  if (!token) {
    console.error(
      'usage: pnpm register <tenant URL> <management token> (screenkit dev prints both)',
    );
    process.exit(2);
  }
  const res = await fetch(`${tenant}/api/v2/clients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(registrationOf('http://localhost:3000')),
  });
  const body = await res.json();
  if (!res.ok) {
    console.error(`The tenant refused the application: ${res.status} ${JSON.stringify(body)}`);
    process.exit(1);
  }
  await writeFile(
    new URL('../.env.local', import.meta.url),
    `VITE_AUTH0_DOMAIN=${tenant}\nVITE_AUTH0_CLIENT_ID=${body.client_id}\n`,
  );
  console.log(`Registered "My SPA" (client_id ${body.client_id}); wrote .env.local. Now: pnpm dev`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
