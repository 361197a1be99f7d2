/**
 * The dev toolbar on preview pages: switch screen and variant, see the request's warnings, edit
 * the page's context (devtools/context-editor/editor-script.ts). It
 * sits in the page's flow at the top of <body> (never fixed over the screen).
 * Plain DOM in a shadow root so the screen's own CSS neither styles it nor is styled by it.
 * Only the dev server and the Vite plugin's `serve` mode add it; production builds never do.
 */
import type { UniversalLoginContext } from '@screenkit/core';
import { toScriptSafeJson } from '../rendering/embed-context.js';
import { CONTEXT_EDITOR_SOURCE } from './context-editor/editor-script.js';

export interface ToolbarState {
  prompt: string;
  screen: string;
  variant: string;
  variants: string[];
  screens: { prompt: string; screen: string }[];
  warnings: string[];
  /** The context the page got, for the context editor. */
  context: UniversalLoginContext;
}

const SCRIPT = `(() => {
  window.__screenkitDevTools = true; // pages with this toolbar take context edits in place
  const s = JSON.parse(document.getElementById('screenkit-toolbar-data').textContent);
  const host = document.createElement('div');
  host.id = 'screenkit-toolbar';
  const root = host.attachShadow({ mode: 'open' });
  const bar = document.createElement('div');
  // In the page's flow, first in <body>, never fixed over it: it can never cover the screen.
  host.setAttribute('style', 'display:block;position:static;margin:0;padding:0');
  bar.setAttribute('style', 'display:flex;flex-wrap:wrap;gap:8px;align-items:center;background:#1e212a;color:#fff;font:12px system-ui,sans-serif;padding:6px 10px;box-sizing:border-box;width:100%');
  const label = document.createElement('strong');
  label.textContent = 'screenkit';
  const screen = document.createElement('select');
  screen.setAttribute('aria-label', 'Screen');
  screen.dataset.testid = 'screen-select';
  for (const item of s.screens) {
    const option = new Option(item.prompt + ' / ' + item.screen, item.prompt + '/' + item.screen);
    option.selected = item.screen === s.screen;
    screen.add(option);
  }
  const variant = document.createElement('select');
  variant.setAttribute('aria-label', 'Variant');
  variant.dataset.testid = 'variant-select';
  for (const name of s.variants) variant.add(new Option(name, name, false, name === s.variant));
  const go = (path, v) => { location.assign('/preview/' + path + (v && v !== 'default' ? '?variant=' + encodeURIComponent(v) : '')); };
  screen.onchange = () => go(screen.value, 'default');
  variant.onchange = () => go(s.prompt + '/' + s.screen, variant.value);
  bar.append(label, screen, variant);
  if (s.warnings.length) {
    const warn = document.createElement('span');
    warn.textContent = '\\u26a0 ' + s.warnings.length;
    warn.title = s.warnings.join('\\n');
    warn.setAttribute('style', 'color:#ffb020');
    bar.append(warn);
  }
  root.append(bar);
  (${CONTEXT_EDITOR_SOURCE})(s, root, bar);
  document.body.prepend(host);
})();`;

export function renderDevToolbar(state: ToolbarState): string {
  return `<script type="application/json" id="screenkit-toolbar-data">${toScriptSafeJson(state)}</script>
<script>${SCRIPT}</script>`;
}
