/**
 * The dev server has no real login: every authorization is made by one configurable demo user,
 * with a configurable MFA setting that feeds `decideConsent`. Kept in the store collection
 * `oauth-settings` (record `demo`) so it survives restarts and can be committed with a project.
 */
import { MFA_FACTORS } from '@screenkit/core';
import * as z from 'zod';
import type { Store } from '../store/store.js';
import { lazy } from '../validation/lazy.js';
import { OAuthError } from './oauth-error.js';

export const OAUTH_SETTINGS_COLLECTION = 'oauth-settings';

/** Built on first use (validation/lazy.ts). */
export const demoSettingsSchema = lazy(() =>
  z.strictObject({
    user: z.strictObject({
      id: z.string().min(1).max(255),
      email: z.string().max(255).optional(),
      name: z.string().max(255).optional(),
    }),
    mfa: z.strictObject({
      required: z.boolean(),
      factor: z.enum(MFA_FACTORS).optional(),
      /** What the simulated mobile app answers when consent is carried by a push notification. */
      pushResponse: z.enum(['accept', 'deny']).optional(),
    }),
  }),
);

export type DemoSettings = z.output<ReturnType<typeof demoSettingsSchema>>;

export const DEFAULT_DEMO_SETTINGS: DemoSettings = {
  user: { id: 'auth0|screenkit-demo-user', email: 'demo@screenkit.dev', name: 'Demo User' },
  mfa: { required: false },
};

export function readDemoSettings(store: Store): DemoSettings {
  const stored = store.collection<unknown>(OAUTH_SETTINGS_COLLECTION).get('demo');
  if (stored === undefined) return DEFAULT_DEMO_SETTINGS;
  const parsed = demoSettingsSchema().safeParse(stored);
  if (parsed.success) return parsed.data;
  // A hand-edited file with a mistake: say where, rather than silently logging in someone else.
  const issue = parsed.error.issues[0];
  throw new OAuthError(
    'server_error',
    `The demo settings (store ${OAUTH_SETTINGS_COLLECTION}.json, record "demo") are invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
  );
}

/** Sets the demo user and MFA setting (validated; throws zod's error naming the field). */
export async function configureDemoFlow(
  store: Store,
  settings: { user?: Partial<DemoSettings['user']>; mfa?: Partial<DemoSettings['mfa']> },
): Promise<DemoSettings> {
  const current = readDemoSettings(store);
  const next = demoSettingsSchema().parse({
    user: { ...current.user, ...settings.user },
    mfa: { ...current.mfa, ...settings.mfa },
  });
  await store.collection<DemoSettings>(OAUTH_SETTINGS_COLLECTION).set('demo', next);
  return next;
}
