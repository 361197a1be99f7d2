/**
 * `GET`/`PUT /api/v2/prompts/{prompt}/partials`: templates inserted into the service's own
 * screens, e.g. `{"customized-consent": {"form-content": "..."}}`. PUT replaces the whole map.
 */
import { isPromptName, listScreens, type PromptName } from '@screenkit/core';
import { Hono } from 'hono';
import * as z from 'zod';
import { invalidBody, invalidUri } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { INSERTION_POINTS, PARTIAL_PROMPTS, promptPartials } from '../tenant/prompts.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody } from '../validation/read-body.js';
import { promptParam } from './prompt-names.js';

export const MAX_PARTIAL_LENGTH = 10_000;

/** Built on first use (validation/lazy.ts). */
const insertionPoints = lazy(
  () =>
    z.strictObject(
      Object.fromEntries(
        INSERTION_POINTS.map((p) => [p, z.string().max(MAX_PARTIAL_LENGTH).optional()]),
      ),
    ) as unknown as z.ZodType<Record<string, string>>,
);

/** Body schema for one prompt: its screens (from the catalogue) -> insertion points. */
function partialsBody(prompt: PromptName): z.ZodType<Record<string, Record<string, string>>> {
  const screens = listScreens(prompt);
  return z.strictObject(
    Object.fromEntries(screens.map((s) => [s, insertionPoints().optional()])),
  ) as unknown as z.ZodType<Record<string, Record<string, string>>>;
}

function partialPrompt(value: string): PromptName {
  const prompt = promptParam(value);
  if (!PARTIAL_PROMPTS.has(prompt)) {
    throw invalidUri(`'Prompt ${prompt} does not take partials' on property prompt.`, 'prompt');
  }
  return prompt;
}

export function promptsPartialsRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const partials = promptPartials(store);
  const schemas = new Map<PromptName, ReturnType<typeof partialsBody>>();
  checkStoredRecords(store, partials, (key) =>
    isPromptName(key) && PARTIAL_PROMPTS.has(key)
      ? partialsBody(key)
      : `"${key}" is not a prompt that takes partials`,
  );
  const routes = new Hono<ManagementEnv>();

  routes.get('/:prompt/partials', requireScope('read:prompts'), (c) => {
    const prompt = partialPrompt(c.req.param('prompt'));
    return c.json(partials.get(prompt) ?? {});
  });

  routes.put('/:prompt/partials', requireScope('update:prompts'), async (c) => {
    const prompt = partialPrompt(c.req.param('prompt'));
    let schema = schemas.get(prompt);
    if (!schema) {
      schema = partialsBody(prompt);
      schemas.set(prompt, schema);
    }
    const body = await readJsonBody(c, schema);
    if (prompt === 'customized-consent') await checkTemplates(body);
    // `PUT {}` clears the prompt's partials.
    if (Object.keys(body).length === 0) await partials.delete(prompt);
    else await partials.set(prompt, body);
    return c.json(body);
  });

  return routes;
}

/**
 * The page host renders customized-consent partials with core's safe compiler: a template it
 * cannot render (unclosed block, raw output, unknown helper, a value in an event handler) is
 * refused now, with where and why, instead of breaking the consent page later. The compiler
 * (Handlebars, parse5) loads with the first template checked, not at start-up.
 */
async function checkTemplates(body: Record<string, Record<string, string>>): Promise<void> {
  const { compileTemplate, TemplateError } = await import('@screenkit/core/templates');
  for (const [screen, points] of Object.entries(body)) {
    for (const [point, template] of Object.entries(points)) {
      try {
        compileTemplate(template);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        const path = `${screen}.${point}`;
        throw invalidBody(
          `'Template cannot be rendered at line ${error.line}, column ${error.column}: ${error.message}' on property ${path}.`,
          path,
        );
      }
    }
  }
}
