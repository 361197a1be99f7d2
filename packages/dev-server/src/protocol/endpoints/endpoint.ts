/**
 * What one protocol endpoint declares: its routes, what it adds to the discovery document, and
 * which of its paths answer applications' pages cross-origin. routes.ts mounts the list of
 * endpoints and builds discovery and CORS from that same list, so the discovery document
 * names exactly what is mounted.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../tenant/app-deps.js';
import type { LoginEngine } from '../login-seam.js';

export interface ProtocolEndpoint {
  /** The routes; `/authorize` also gets the login engine (login-seam.ts). */
  routes(deps: AppDeps, engine: LoginEngine): Hono;
  /** Discovery metadata this endpoint serves, e.g. `{ userinfo_endpoint: <origin>/userinfo }`. */
  discovery?(origin: string): Record<string, unknown>;
  /** Paths (Hono patterns) that answer registered application origins cross-origin. */
  cors?: readonly string[];
}
