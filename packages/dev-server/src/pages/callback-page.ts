/**
 * A stand-in for the client's callback, so a local flow has somewhere to land: shows the code
 * and state (or the OAuth error) the authorization server redirected with.
 */
import { escapeHtml } from '@screenkit/core/templates';

export function renderCallbackPage(query: Record<string, string>): string {
  const rows = ['code', 'state', 'error', 'error_description']
    .filter((name) => query[name] !== undefined)
    .map(
      (name) =>
        `<tr><th>${name}</th><td data-param="${name}"><code>${escapeHtml(query[name])}</code></td></tr>`,
    )
    .join('');
  const title = query.error ? 'Authorization refused' : 'Authorization granted';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:40px}th{text-align:left;padding-right:16px}</style></head>
<body><h1>${title}</h1><p>The client's callback received:</p><table>${rows}</table></body></html>`;
}
