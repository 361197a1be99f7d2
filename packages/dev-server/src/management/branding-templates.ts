/**
 * `GET`/`PUT`/`DELETE /api/v2/branding/templates/universal-login`: the tenant's page template
 * (tenant/page-template.ts). PUT takes `{"template": "..."}` (or the template as a JSON
 * string), which must hold `{%- auth0:head -%}` and `{%- auth0:widget -%}`, at most
 * MAX_TEMPLATE_LENGTH characters.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { ApiError, invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import {
  MAX_TEMPLATE_LENGTH,
  pageTemplate,
  pageTemplates,
  templateProblem,
} from '../tenant/page-template.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody } from '../validation/read-body.js';

const templateBody = lazy(() => {
  const template = z.string().max(MAX_TEMPLATE_LENGTH);
  return z.union([z.strictObject({ template }), template]);
});

function checkTags(template: string): void {
  const problem = templateProblem(template);
  if (problem) throw invalidBody(`'${problem}' on property template.`, 'template');
}

export function brandingTemplatesRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const collection = pageTemplates(store);
  checkStoredRecords(store, collection, () => z.strictObject({ body: z.string() }));
  const routes = new Hono<ManagementEnv>();

  routes.get('/universal-login', requireScope('read:branding'), (c) => {
    const body = pageTemplate(store);
    if (body === undefined)
      throw new ApiError(404, 'not_found', 'The tenant has no universal login template');
    return c.json({ body });
  });

  routes.put('/universal-login', requireScope('update:branding'), async (c) => {
    const sent = await readJsonBody(c, templateBody());
    const template = typeof sent === 'string' ? sent : sent.template;
    checkTags(template);
    await collection.set('universal-login', { body: template });
    return c.body(null, 204);
  });

  routes.delete('/universal-login', requireScope('delete:branding'), async (c) => {
    await collection.delete('universal-login');
    return c.body(null, 204);
  });

  return routes;
}
