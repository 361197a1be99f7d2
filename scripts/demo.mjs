#!/usr/bin/env node
/**
 * `pnpm demo`: the React starter with a seeded demo tenant; prints the consent preview URL.
 * `--check` starts, loads the preview and the dashboard once, and exits (for CI and smoke tests).
 */
import { startDemo } from './demo-server.mjs';

const check = process.argv.includes('--check');
const port = Number(process.env.PORT ?? 5173);
const { vite, url, managementToken, previewUrl, loginUrl } = await startDemo({
  port,
  logLevel: check ? 'warn' : 'info',
});

console.log(`
  screenkit demo: a Rich Authorization Request on the customized-consent screen

  Consent preview:  ${previewUrl}
  Dashboard:        ${url}/dashboard   (APIs and their Access Settings and Permissions, applications,
                    connections, organizations, users, login customization)
  All screens:      ${url}/preview
  Log in for real:  ${loginUrl}
                    jane@example.com / Correct-Horse-7 (TOTP key JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP),
                    sam@example.com / Quiet-River-82!, pat@example.com / Amber-Stone-55! (email code)
  Inbox (codes):    ${url}/_screenkit/inbox
  Management API:   ${url}/api/v2   (Authorization: Bearer <token below>)
  Token:            ${managementToken}

  Edit the consent partial (examples/react-consent/.screenkit/prompt-partials.json, or PUT
  /api/v2/prompts/customized-consent/partials) and the page reloads. Ctrl+C to stop.
`);

if (check) {
  const response = await fetch(previewUrl);
  const html = await response.text();
  const previewOk = response.ok && html.includes('window.universal_login_context');
  // The dashboard page, and one call through its proxy with the page's cookie and CSRF token.
  const page = await fetch(`${url}/dashboard`);
  const csrf = /name="screenkit-csrf" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
  const apis = await fetch(`${url}/dashboard/api/v2/resource-servers`, {
    headers: { cookie, 'x-screenkit-csrf': csrf },
  });
  const dashboardOk = page.ok && apis.ok;
  const ok = previewOk && dashboardOk;
  console.log(
    ok
      ? 'demo check: preview OK, dashboard OK'
      : `demo check FAILED: preview ${response.status}, dashboard ${page.status}/${apis.status}`,
  );
  await vite.close();
  process.exit(ok ? 0 : 1);
}

const stop = async () => {
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
