/**
 * What a page with hostile values in it must never hold, read from the live DOM after load,
 * error and focus events had their turn: event-handler attributes (and srcdoc, <base>), and
 * URL attributes with a scheme that runs script; and what ran. Shared by the browser tests that
 * feed a page hostile values.
 */
import type { Page } from 'playwright-core';
import { XSS_PAYLOADS } from '../../packages/core/src/templates/xss-payloads.js';

export interface Findings {
  handlers: string[];
  scriptUrls: string[];
  elements: number;
}

/** Payloads as written, plus each one calling the canary instead of alert. */
export const XSS_CORPUS = XSS_PAYLOADS.flatMap((p) =>
  /alert|confirm|prompt/.test(p) ? [p, p.replace(/alert|confirm|prompt/g, '__canary')] : [p],
);

/** Records on `executed` any dialog the page opens or call to the function `canary` it makes. */
export async function watchExecution(
  page: Page,
  executed: string[],
  canary = '__canary',
): Promise<void> {
  await page.exposeFunction(canary, (source: string) => executed.push(`canary: ${source}`));
  page.on('dialog', (dialog) => {
    executed.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Lets queued tasks run (two frames and a task), then inspects everything under `root`. */
export function inspectPage(page: Page, root = 'body'): Promise<Findings> {
  return page.evaluate(async (selector) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 0));
    const handlers: string[] = [];
    const scriptUrls: string[] = [];
    const all = [...(document.querySelector(selector)?.querySelectorAll('*') ?? [])];
    for (const el of all) {
      for (const attr of [...el.attributes]) {
        if (attr.name.startsWith('on')) handlers.push(`${el.localName}[${attr.name}]`);
        if (attr.name === 'srcdoc') handlers.push(`${el.localName}[srcdoc]`);
      }
      for (const name of ['href', 'src', 'poster', 'cite', 'action', 'formaction']) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        // What a browser ignores before and inside a scheme: C0 controls and space.
        const compact = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
        const protocol = scheme ? `${scheme[1]?.toLowerCase()}:` : 'relative:';
        if (!['https:', 'http:', 'mailto:', 'tel:', 'about:', 'relative:'].includes(protocol))
          scriptUrls.push(`${el.localName}[${name}]=${value.slice(0, 60)}`);
      }
    }
    if (document.querySelector('base')) handlers.push('<base>');
    return { handlers, scriptUrls, elements: all.length };
  }, root);
}
