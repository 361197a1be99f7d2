/**
 * Edited contexts waiting to be shown by a reload (plain-JS screens cannot swap their context
 * in place): the toolbar posts one, then reloads the preview with `?draft=<id>`. Memory only,
 * the newest MAX_DRAFTS kept, so a long editing session cannot grow the server.
 */
import { randomUUID } from 'node:crypto';
import type { ScreenName, UniversalLoginContext } from '@screenkit/core';
import type { AssembledPage } from '../../rendering/assemble-context.js';

const MAX_DRAFTS = 32;

export interface Draft {
  screen: ScreenName;
  context: UniversalLoginContext;
}

export class DraftContexts {
  private readonly drafts = new Map<string, Draft>();

  add(draft: Draft): string {
    const id = randomUUID();
    this.drafts.set(id, draft);
    while (this.drafts.size > MAX_DRAFTS) {
      const oldest = this.drafts.keys().next().value as string;
      this.drafts.delete(oldest);
    }
    return id;
  }

  /** The draft for `screen`, or undefined (unknown id, evicted, another screen's). */
  get(id: string, screen: ScreenName): Draft | undefined {
    const draft = this.drafts.get(id);
    return draft?.screen === screen ? draft : undefined;
  }
}

/**
 * Shows `draft` on a freshly assembled preview `page`: its context replaces the page's, with
 * the new preview transaction's state (so the page's posts still work). An unknown draft (the
 * server restarted) leaves the page as assembled, with a warning.
 */
export function applyDraft(page: AssembledPage, draft: Draft | undefined, state: string): void {
  if (!draft) {
    page.warnings.push(
      'The edited context of this URL is gone (server restarted?): showing the fixture',
    );
    return;
  }
  page.context = { ...draft.context, transaction: { ...draft.context.transaction, state } };
}
