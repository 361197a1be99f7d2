import { Hono } from 'hono';
import type { AppDeps, ManagementEnv } from '../app.js';

// Skeleton: filled in by the next commit.
export function clientGrantsRoutes(_deps: AppDeps): Hono<ManagementEnv> {
  return new Hono<ManagementEnv>();
}
