/**
 * `/api/v2/branding/themes`: `POST` (create the tenant's theme), `GET /default`, and `GET`,
 * `PATCH`, `DELETE /{themeId}`. Every body carries the five required groups (borders, colors,
 * fonts, page_background, widget) in full, as on the service; answers add `themeId`. Colors are
 * hex colors and URLs https (or empty), so a theme value can never be markup or script.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { brandingThemes, defaultTheme, type ThemeRecord } from '../tenant/branding-themes.js';
import { themeBody } from '../tenant/customization-schemas.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody } from '../validation/read-body.js';
import { alphanumeric } from './random-id.js';

const storedTheme = lazy(() =>
  (themeBody() as unknown as z.ZodObject).extend({ themeId: z.string().min(1) }),
);

const themeNotFound = () => new ApiError(404, 'theme_not_found', 'There is no theme with that id');

export function brandingThemesRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const themes = brandingThemes(store);
  checkStoredRecords(store, themes, () => storedTheme());
  const routes = new Hono<ManagementEnv>();
  const find = (id: string): ThemeRecord => {
    const theme = themes.get(id);
    if (!theme) throw themeNotFound();
    return theme;
  };

  routes.post('/', requireScope('create:branding'), async (c) => {
    const body = await readJsonBody(c, themeBody());
    // The service keeps one theme per tenant: the default.
    if (defaultTheme(store))
      throw new ApiError(409, 'theme_already_exists', 'The tenant already has a theme');
    const themeId = alphanumeric(24);
    const theme: ThemeRecord = { displayName: 'Unnamed Theme', ...body, themeId };
    await themes.set(themeId, theme);
    return c.json(theme, 200);
  });

  routes.get('/default', requireScope('read:branding'), (c) => {
    const theme = defaultTheme(store);
    if (!theme) throw new ApiError(404, 'theme_not_found', 'There is no default theme');
    return c.json(theme);
  });

  routes.get('/:themeId', requireScope('read:branding'), (c) =>
    c.json(find(c.req.param('themeId'))),
  );

  routes.patch('/:themeId', requireScope('update:branding'), async (c) => {
    const current = find(c.req.param('themeId'));
    const body = await readJsonBody(c, themeBody());
    const theme: ThemeRecord = {
      displayName: current.displayName,
      ...body,
      themeId: current.themeId,
    };
    await themes.set(current.themeId, theme);
    return c.json(theme);
  });

  routes.delete('/:themeId', requireScope('delete:branding'), async (c) => {
    const theme = find(c.req.param('themeId'));
    await themes.delete(theme.themeId);
    return c.body(null, 204);
  });

  return routes;
}
