/**
 * `GET`/`PUT /api/v2/prompts/{prompt}/custom-text/{language}`: the texts a tenant sets per
 * screen and key (tenant/custom-text.ts). PUT replaces every text of that prompt and language;
 * `PUT {}` clears them. Screens must be the prompt's (core's catalogue), languages the
 * service's, keys identifiers, texts at most MAX_CUSTOM_TEXT_LENGTH characters.
 */
import { listScreens, type PromptName } from '@screenkit/core';
import { Hono } from 'hono';
import * as z from 'zod';
import { invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import {
  customTextKey,
  customTexts,
  PROMPT_LANGUAGES,
  type PromptTexts,
} from '../tenant/custom-text.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { readJsonBody } from '../validation/read-body.js';
import { promptParam } from './prompt-names.js';

/**
 * Per text. The service's exact limit is not documented in REFERENCE; this is generous for a
 * page text and keeps a tenant's texts small.
 */
export const MAX_CUSTOM_TEXT_LENGTH = 5_000;
/** Text keys are identifiers such as `title`, `buttonText`, `error-wrong-credentials`. */
const TEXT_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** Body schema for one prompt: its screens -> key -> text. */
function customTextBody(prompt: PromptName): z.ZodType<PromptTexts> {
  const texts = z
    .record(
      z.string().regex(TEXT_KEY, 'Text keys are identifiers such as title or buttonText'),
      z.string().max(MAX_CUSTOM_TEXT_LENGTH),
    )
    .optional();
  return z.strictObject(
    Object.fromEntries(listScreens(prompt).map((screen) => [screen, texts])),
  ) as unknown as z.ZodType<PromptTexts>;
}

function languageParam(value: string): string {
  if (!PROMPT_LANGUAGES.has(value))
    throw invalidUri(`'Unknown language "${value}"' on property language.`, 'language');
  return value;
}

export function promptsCustomTextRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const texts = customTexts(store);
  const schemas = new Map<PromptName, z.ZodType<PromptTexts>>();
  const schemaOf = (prompt: PromptName) => {
    let schema = schemas.get(prompt);
    if (!schema) {
      schema = customTextBody(prompt);
      schemas.set(prompt, schema);
    }
    return schema;
  };
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
