/** Roles (`roles.json`, `/api/v2/roles`), looked up by name through an index (names are unique). */
import type { Collection, Store } from '../store/store.js';

/** A role (`/api/v2/roles`), the API's shape. */
export interface RoleRecord {
  id: string;
  name: string;
  description?: string;
}

export const roles = (store: Store): Collection<RoleRecord> => store.collection('roles');

export const rolesByName = (store: Store) => roles(store).index('name', (r) => r.name);
