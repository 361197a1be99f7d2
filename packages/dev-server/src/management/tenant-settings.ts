/**
 * `/api/v2/tenants/settings` (GET, PATCH) and `/api/v2/branding` (GET, PATCH): the tenant's
 * name, support contacts and enabled locales, and its universal login branding (colors, logo,
 * favicon, font; the body's rules are customization-schemas.ts's, shared with the committed
 * tenant/branding/branding.json). The login pages read both (src/rendering/context-layer.ts): `tenant`,
 * `transaction.locale` (from `ui_locales` among the enabled locales) and `branding.settings`.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { brandingBody } from '../tenant/customization-schemas.js';
import {
  patchedBranding,
  setTenantSettings,
  type TenantSettings,
  tenantSettings,
} from '../tenant/settings.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody } from '../validation/read-body.js';

/** `en`, `fr`, `fr-CA`, `zh-TW`, `sr-Latn`...: the shapes of the service's locale codes. */
const LOCALE = /^[a-z]{2,3}(-[A-Z]{2}|-[A-Z][a-z]{3})?$/;
/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const httpsUrl = z.url({ protocol: /^https?$/ }).max(2000);

  const settingsBody = z.strictObject({
    friendly_name: z.string().min(1).max(255).optional(),
    picture_url: httpsUrl.optional(),
    support_email: z.email().max(255).optional(),
    support_url: httpsUrl.optional(),
    enabled_locales: z
      .array(z.string().regex(LOCALE, 'Locales are codes such as en, fr or fr-CA'))
      .min(1)
      .max(100)
      .optional(),
    // An API identifier, or '' to unset it (as the service's dashboard does).
    default_audience: z.string().max(600).optional(),
    // Where a logout that names no application may return (protocol/logout-destination.ts).
    allowed_logout_urls: z.array(httpsUrl).max(100).optional(),
  });

  return { settingsBody };
});

function publicSettings(settings: TenantSettings) {
  const { friendly_name, picture_url, support_email, support_url, enabled_locales } = settings;
  return {
    friendly_name,
    enabled_locales,
    ...(settings.default_audience ? { default_audience: settings.default_audience } : {}),
    ...(settings.allowed_logout_urls ? { allowed_logout_urls: settings.allowed_logout_urls } : {}),
    ...(picture_url ? { picture_url } : {}),
    ...(support_email ? { support_email } : {}),
    ...(support_url ? { support_url } : {}),
  };
}

export function tenantSettingsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const router = new Hono<ManagementEnv>();

  router.get('/tenants/settings', requireScope('read:tenant_settings'), (c) =>
    c.json(publicSettings(tenantSettings(store))),
  );
  router.patch('/tenants/settings', requireScope('update:tenant_settings'), async (c) => {
    const body = await readJsonBody(c, schemas().settingsBody);
    const enabled = body.enabled_locales ? [...new Set(body.enabled_locales)] : undefined;
    await setTenantSettings(store, { ...body, ...(enabled ? { enabled_locales: enabled } : {}) });
    return c.json(publicSettings(tenantSettings(store)));
  });

  router.get('/branding', requireScope('read:branding'), (c) =>
    c.json(tenantSettings(store).branding),
  );
  router.patch('/branding', requireScope('update:branding'), async (c) => {
    const body = await readJsonBody(c, brandingBody());
    const branding = patchedBranding(tenantSettings(store).branding, body);
    await setTenantSettings(store, { branding });
    return c.json(branding);
  });

  return router;
}
