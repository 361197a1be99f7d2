/**
 * Reloading open pages when what they show changes: the tenant's configuration in the store
 * or a fixture file under `screens/`. The Vite plugin sends Vite's own `full-reload`; the
 * standalone `screenkit dev` serves `/_screenkit/live` (server-sent events) and its pages carry
 * a small script listening there.
 *
 * Flow state (the consents a user gave, a new user, `last_login`) is not configuration: reloading
 * on it would cancel the navigation of the very form post that wrote it (the first Accept on a
 * fresh store) or replay the page the browser is leaving.
 */
import { type FSWatcher, watch } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { BRUTE_FORCE_COLLECTION } from '../login/brute-force.js';
import { REMEMBERED_BROWSERS_COLLECTION } from '../login/remember-browser.js';
import { OTP_STEPS_COLLECTION } from '../login/totp.js';
import { LOGIN_SESSIONS_COLLECTION } from '../protocol/login-session.js';
import { USER_CONSENTS_COLLECTION } from '../protocol/user-consents.js';
import type { Store } from '../store/store.js';
import { INVITATIONS_COLLECTION } from '../tenant/invitations.js';
import { ORGANIZATION_MEMBERS_COLLECTION } from '../tenant/organization-members.js';
import { USERS_COLLECTION } from '../tenant/users.js';

const FLOW_STATE: ReadonlySet<string> = new Set([
  USER_CONSENTS_COLLECTION,
  USERS_COLLECTION,
  REMEMBERED_BROWSERS_COLLECTION, // "remember this browser" on an MFA challenge
  INVITATIONS_COLLECTION, // used up when the invitee's login ends
  LOGIN_SESSIONS_COLLECTION, // opened when a login authenticates its user
  ORGANIZATION_MEMBERS_COLLECTION, // joined when an invitation's or a member-on-login login ends
  BRUTE_FORCE_COLLECTION, // a wrong password or code counted
  OTP_STEPS_COLLECTION, // a TOTP code used
]);

/** Does a change of this collection change what a page shows? */
export function changesPages(collection: string): boolean {
  return !FLOW_STATE.has(collection);
}

export const LIVE_RELOAD_PATH = '/_screenkit/live';

/** Reloads the page on a `reload` event; EventSource reconnects by itself after a restart. */
export const LIVE_RELOAD_SCRIPT = `<script>(() => {
  if (!('EventSource' in window)) return;
  const source = new EventSource('${LIVE_RELOAD_PATH}');
  source.addEventListener('reload', () => { source.close(); location.reload(); });
})();</script>`;

/**
 * Calls `onChange` (debounced) on every page-affecting store change and fixture edit; returns
 * the unsubscribe function.
 */
export function watchPageSources(
  store: Store,
  projectDir: string | undefined,
  onChange: () => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 30);
  };
  const unsubscribe = store.onChange((change) => {
    if (changesPages(change.collection)) fire();
  });
  let watcher: FSWatcher | undefined;
  if (projectDir !== undefined) {
    try {
      watcher = watch(join(projectDir, 'screens'), { recursive: true }, (_event, file) => {
        if (String(file).endsWith('.json')) fire();
      });
      watcher.on('error', () => watcher?.close());
    } catch {
      // No screens/ folder: nothing to watch.
    }
  }
  return () => {
    clearTimeout(timer);
    unsubscribe();
    watcher?.close();
  };
}

/** `GET /_screenkit/live`: one `reload` event per change, while the page stays open. */
export function liveReloadRoutes(store: Store, projectDir: string | undefined): Hono {
  const app = new Hono();
  const clients = new Set<() => void>();
  let stop: (() => void) | undefined;
  app.get(LIVE_RELOAD_PATH, (c) =>
    streamSSE(c, async (stream) => {
      // Watch only while someone listens: no watcher for servers nobody opens in a browser.
      stop ??= watchPageSources(store, projectDir, () => {
        for (const notify of clients) notify();
      });
      const notify = () => void stream.writeSSE({ event: 'reload', data: '' });
      clients.add(notify);
      await stream.writeSSE({ event: 'ready', data: '' });
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clients.delete(notify);
      if (clients.size === 0) {
        stop?.();
        stop = undefined;
      }
    }),
  );
  return app;
}
