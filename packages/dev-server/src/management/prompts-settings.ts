/**
 * `GET`/`PATCH /api/v2/prompts`: the tenant's prompt settings (tenant/prompt-settings.ts):
 * `universal_login_experience`, `identifier_first`, `webauthn_platform_first_factor`. The login
 * flow follows them from the next /authorize on.
 */
import { Hono } from 'hono';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { promptSettingsBody } from '../tenant/customization-schemas.js';
import {
  DEFAULT_PROMPT_SETTINGS,
  type PromptSettings,
  promptSettings,
  updatePromptSettings,
} from '../tenant/prompt-settings.js';
import { readJsonBody } from '../validation/read-body.js';

export function promptsSettingsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const routes = new Hono<ManagementEnv>();
  routes.get('/', requireScope('read:prompts'), (c) => c.json(promptSettings(store)));
  routes.patch('/', requireScope('update:prompts'), async (c) => {
    const body = await readJsonBody(c, promptSettingsBody());
    const changes = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        value ?? DEFAULT_PROMPT_SETTINGS[key as keyof PromptSettings],
      ]),
    ) as Partial<PromptSettings>;
    return c.json(await updatePromptSettings(store, changes));
  });
  return routes;
}
