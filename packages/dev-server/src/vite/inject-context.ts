/**
 * How the plugin puts a page context into the developer's index.html. The page host hands
 * each render a one-time marker; Vite's transformIndexHtml pipeline (so other plugins and
 * Vite's own client still apply) meets our hook, which swaps the marker for the context script
 * and appends the dev toolbar.
 */
import { randomUUID } from 'node:crypto';
import { contextScript } from '../pages/embed-context.js';

export interface PendingInjection {
  context: unknown;
  extraBody: string;
}

const MARKER = /<!--screenkit-context:([0-9a-f-]{36})-->/;

export class ContextInjections {
  private readonly pending = new Map<string, PendingInjection>();

  /** Registers an injection and returns `html` carrying its marker at the top of <head>. */
  mark(html: string, injection: PendingInjection): { html: string; release: () => void } {
    const key = randomUUID();
    this.pending.set(key, injection);
    const marker = `<!--screenkit-context:${key}-->`;
    const marked = /<head[^>]*>/i.test(html)
      ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${marker}`)
      : `${marker}\n${html}`;
    return { html: marked, release: () => this.pending.delete(key) };
  }

  /** The transformIndexHtml step: marker -> context script; toolbar before </body>. */
  apply(html: string): string {
    const match = MARKER.exec(html);
    if (!match) return html;
    const injection = this.pending.get(match[1] as string);
    if (!injection) return html.replace(MARKER, '');
    const withContext = html.replace(MARKER, () => contextScript(injection.context));
    if (!injection.extraBody) return withContext;
    return /<\/body>/i.test(withContext)
      ? withContext.replace(/<\/body>/i, () => `${injection.extraBody}\n</body>`)
      : `${withContext}${injection.extraBody}`;
  }
}
