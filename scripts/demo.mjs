#!/usr/bin/env node
/**
 * `pnpm demo`: the React starter with a seeded demo tenant; prints the consent preview URL.
 * `--check` starts, loads the preview once, and exits (for CI and smoke tests).
 */
import { startDemo } from './demo-server.mjs';

const check = process.argv.includes('--check');
const port = Number(process.env.PORT ?? 5173);
const { vite, url, managementToken, previewUrl } = await startDemo({ port });

console.log(`
  screenkit demo: a Rich Authorization Request on the customized-consent screen

  Consent preview:  ${previewUrl}
  All screens:      ${url}/preview
  Management API:   ${url}/api/v2   (Authorization: Bearer <token below>)
  Token:            ${managementToken}

  Edit the consent partial (examples/react-consent/.screenkit/prompt-partials.json, or PUT
  /api/v2/prompts/customized-consent/partials) and the page reloads. Ctrl+C to stop.
`);

if (check) {
  const response = await fetch(previewUrl);
  const html = await response.text();
  const ok = response.ok && html.includes('window.universal_login_context');
  console.log(ok ? 'demo check: preview OK' : `demo check FAILED: ${response.status}`);
  await vite.close();
  process.exit(ok ? 0 : 1);
}

const stop = async () => {
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
