/**
 * What every router and engine gets from the composition root (app.ts, site.ts): the tenant's
 * store and its signing keys. A type of its own, low down, so routers never import app.ts
 * (which imports them).
 */
import type { Store } from '../store/store.js';
import type { KeyRing } from './signing-keys.js';

/** What every route module gets: the tenant store and the signing keys. */
export interface AppDeps {
  store: Store;
  keys: KeyRing;
}
