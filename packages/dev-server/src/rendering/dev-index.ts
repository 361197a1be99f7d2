/**
 * The dev server's own pages: `/` (where to go from here; also at DEV_HOME_PATH) and a favicon, so a developer who
 * opens the server's URL lands somewhere useful instead of on a 404 body, with a form that
 * starts a backchannel (CIBA) request for the demo tenant. The screen gallery at
 * `/preview` lives in src/devtools/gallery/ and uses the same page frame.
 */

import { listFixtureScreens, SAMPLE_MONEY_TRANSFER } from '@screenkit/core/fixtures';
import { escapeHtml } from '@screenkit/core/templates';

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#3b5bdb"/><path d="M9 21.5c1.6 1.3 3.9 2 6.3 2 3.6 0 5.9-1.6 5.9-4.1 0-2.3-1.7-3.3-5-4l-1.6-.4c-1.8-.4-2.4-.9-2.4-1.7 0-1 1-1.6 2.6-1.6 1.7 0 3.3.6 4.5 1.5l1.6-2.6c-1.5-1.1-3.6-1.8-6-1.8-3.5 0-5.8 1.7-5.8 4.3 0 2.3 1.6 3.4 4.8 4.1l1.6.3c1.9.4 2.6.9 2.6 1.7 0 1-1.1 1.7-2.8 1.7-2 0-3.9-.7-5.3-1.8z" fill="#fff"/></svg>`;

export const DEV_PAGE_STYLE = `
  :root { color-scheme: light dark; --accent: #3b5bdb; --card: #fff; --line: #d9dce3; --muted: #5c6270; }
  @media (prefers-color-scheme: dark) { :root { --card: #1e212a; --line: #353a46; --muted: #a4a9b6; } }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; }
  header { padding: 24px 32px 8px; }
  h1 { margin: 0 0 4px; font-size: 24px; }
  h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 28px 0 10px; }
  main { padding: 0 32px 48px; max-width: 1200px; }
  p { color: var(--muted); margin: 0; }
  a { color: var(--accent); }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; list-style: none; padding: 0; margin: 0; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; }
  .card a.screen { display: block; font-weight: 600; text-decoration: none; }
  .card a.screen:hover { text-decoration: underline; }
  .card .variants { font-size: 13px; margin-top: 4px; }
  code { font: 13px ui-monospace, monospace; }
  form.ciba { display: grid; gap: 8px; max-width: 560px; }
  form.ciba label { display: grid; gap: 2px; font-size: 13px; color: var(--muted); }
  form.ciba input, form.ciba select, form.ciba textarea { font: 13px ui-monospace, monospace; padding: 6px; }`;

/** A dev server page: its shared look, `extraStyle` added (the gallery's grid). */
export function devPage(title: string, body: string, extraStyle = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.ico" type="image/svg+xml">
<style>${DEV_PAGE_STYLE}${extraStyle}</style></head>
<body>${body}</body>
</html>
`;
}

/**
 * Where the home page is under every host: `/` is the home page of the standalone server only
 * (under the Vite plugin `/` opens the default screen's preview), so links to it use this.
 */
export const DEV_HOME_PATH = '/_screenkit/home';

/** `/` and DEV_HOME_PATH: the way into screens, the Management API and the flow's callback inbox. */
export function renderHomePage(origin: string): string {
  const api = `${origin}/api/v2`;
  return devPage(
    'screenkit dev server',
    `<header><h1>screenkit dev server</h1><p>Build and try the hosted login screens locally.</p></header>
<main>
<h2>Screens</h2>
<ul class="grid">
<li class="card"><a class="screen" href="/preview">Screen gallery</a><div class="variants">${listFixtureScreens().length} screens with fixture data and a dev toolbar</div></li>
<li class="card"><a class="screen" href="/preview/customized-consent/customized-consent">Customized consent</a><div class="variants">The RAR consent screen with the stored partial</div></li>
<li class="card"><a class="screen" href="/preview/consent/consent">Consent</a><div class="variants">The standard consent screen</div></li>
</ul>
<h2>Management API</h2>
<ul class="grid">
<li class="card"><a class="screen" href="/dashboard">Dashboard</a><div class="variants">APIs (Access Settings, Permissions), applications, users and the consent partial, in the browser: no token to paste</div></li>
<li class="card"><code>${escapeHtml(api)}</code><div class="variants">Bearer token: <code>screenkit token</code>. Resource servers, clients, client grants, prompt partials and rendering.</div></li>
<li class="card"><a class="screen" href="/.well-known/jwks.json">JWKS</a><div class="variants">Keys that sign the access and ID tokens</div></li>
</ul>
<h2>Inbox</h2>
<ul class="grid">
<li class="card"><a class="screen" href="/callback">Callback inbox</a><div class="variants">Where a flow lands: the code or error the application receives</div></li>
<li class="card"><a class="screen" href="/_screenkit/inbox">Email, text and push inbox</a><div class="variants">Codes, links and approvals the service would have sent</div></li>
</ul>
<h2>Backchannel (CIBA)</h2>
<p>Play the demo application's backend: ask a user to approve a Rich Authorization Request by email or push, then poll for the tokens.</p>
${cibaStartForm()}
</main>`,
  );
}

/** "Start a CIBA request": pages/ciba-demo.ts plays the demo application's backend. */
function cibaStartForm(): string {
  const details = JSON.stringify([SAMPLE_MONEY_TRANSFER], null, 2);
  return `<form class="ciba card" method="post" action="/_screenkit/ciba/start">
<label>User (email)<input name="email" value="jane@example.com" required></label>
<label>Binding message<input name="binding_message" value="Transfer 2500 USD #1" maxlength="64" required></label>
<label>Reach the user by<select name="channel"><option value="email">email (requested_expiry 600)</option><option value="push">push, if enrolled (requested_expiry 300)</option></select></label>
<label>authorization_details<textarea name="authorization_details" rows="9">${escapeHtml(details)}</textarea></label>
<button type="submit">Start a CIBA request</button>
</form>`;
}
