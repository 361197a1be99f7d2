/**
 * How the plugin puts a page context into the developer's index.html. Under `vite dev`, the
 * page host hands each render a one-time marker; Vite's transformIndexHtml pipeline (so other
 * plugins and Vite's own client still apply) meets our hook, which swaps the marker for the
 * context script and appends the dev toolbar. Under `vite preview` the built index.html is
 * final already: the context goes in directly (injectContext).
 */
import { randomUUID } from 'node:crypto';
import { contextScript } from '../rendering/embed-context.js';

export interface PendingInjection {
  context: unknown;
  extraBody: string;
}

const MARKER = /<!--screenkit-context:([0-9a-f-]{36})-->/;
const HEAD = /<head[^>]*>/i;

/** `html` with `insert` at the top of <head> (before the page's own scripts run). */
function atHeadStart(html: string, insert: string): string {
  return HEAD.test(html)
    ? html.replace(HEAD, (head) => `${head}\n    ${insert}`)
    : `${insert}\n${html}`;
}

/** `extraBody` (the dev toolbar) before </body>. */
function atBodyEnd(html: string, extraBody: string): string {
  if (!extraBody) return html;
  return /<\/body>/i.test(html)
    ? html.replace(/<\/body>/i, () => `${extraBody}\n</body>`)
    : `${html}${extraBody}`;
}

/** A final page (a built index.html): the context script at the top of <head>, the toolbar. */
export function injectContext(html: string, injection: PendingInjection): string {
  return atBodyEnd(atHeadStart(html, contextScript(injection.context)), injection.extraBody);
}

export class ContextInjections {
  private readonly pending = new Map<string, PendingInjection>();

  /** Registers an injection and returns `html` carrying its marker at the top of <head>. */
  mark(html: string, injection: PendingInjection): { html: string; release: () => void } {
    const key = randomUUID();
    this.pending.set(key, injection);
    const marked = atHeadStart(html, `<!--screenkit-context:${key}-->`);
    return { html: marked, release: () => this.pending.delete(key) };
  }

  /** The transformIndexHtml step: marker -> context script; toolbar before </body>. */
  apply(html: string): string {
    const match = MARKER.exec(html);
    if (!match) return html;
    const injection = this.pending.get(match[1] as string);
    if (!injection) return html.replace(MARKER, '');
    return atBodyEnd(
      html.replace(MARKER, () => contextScript(injection.context)),
      injection.extraBody,
    );
  }
}
