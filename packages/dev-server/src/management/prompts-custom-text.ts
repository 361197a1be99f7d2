/**
 * `GET`/`PUT /api/v2/prompts/{prompt}/custom-text/{language}`: the texts a tenant sets per
 * screen and key (tenant/custom-text.ts). PUT replaces every text of that prompt and language;
 * `PUT {}` clears them. Screens must be the prompt's (core's catalogue), languages the
 * service's, keys identifiers, texts at most MAX_CUSTOM_TEXT_LENGTH characters
 * (tenant/customization-schemas.ts).
 */
import { Hono } from 'hono';
import { invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { customTextKey, customTexts, PROMPT_LANGUAGES } from '../tenant/custom-text.js';
import { customTextBody } from '../tenant/customization-schemas.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { readJsonBody } from '../validation/read-body.js';
import { promptParam } from './prompt-names.js';

function languageParam(value: string): string {
  if (!PROMPT_LANGUAGES.has(value))
    throw invalidUri(`'Unknown language "${value}"' on property language.`, 'language');
  return value;
}

export function promptsCustomTextRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const texts = customTexts(store);
  const schemaOf = customTextBody;
  checkStoredRecords(store, texts, (key) => {
    const [prompt = '', language = ''] = key.split('/');
    try {
      languageParam(language);
      return schemaOf(promptParam(prompt));
    } catch {
      return `"${key}" is not <prompt>/<language> of a known prompt and language`;
    }
  });
  const routes = new Hono<ManagementEnv>();

  routes.get('/:prompt/custom-text/:language', requireScope('read:prompts'), (c) => {
    const prompt = promptParam(c.req.param('prompt'));
    const language = languageParam(c.req.param('language'));
    return c.json(texts.get(customTextKey(prompt, language)) ?? {});
  });

  routes.put('/:prompt/custom-text/:language', requireScope('update:prompts'), async (c) => {
    const prompt = promptParam(c.req.param('prompt'));
    const language = languageParam(c.req.param('language'));
    const body = await readJsonBody(c, schemaOf(prompt));
    const kept = Object.fromEntries(
      Object.entries(body).filter(([, keys]) => keys && Object.keys(keys).length > 0),
    );
    const key = customTextKey(prompt, language);
    if (Object.keys(kept).length === 0) await texts.delete(key);
    else await texts.set(key, kept);
    return c.json(kept);
  });

  return routes;
}
