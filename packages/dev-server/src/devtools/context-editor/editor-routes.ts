/**
 * The dev toolbar's context editor endpoints (dev server and Vite plugin only):
 * - `POST /_screenkit/context/check` `{ screen, text }`: the edited text checked with core's
 *   `validateContext`, the error's path and its place in the text;
 * - `POST /_screenkit/context/drafts` `{ screen, context }`: keeps an edited context for a
 *   reload with `?draft=<id>` (screens that cannot swap their context in place);
 * - `POST /_screenkit/variants` `{ prompt, screen, name, context, overwrite? }`: "save as
 *   variant", a fixture file in the project (save-variant.ts).
 * Bodies are JSON only (a cross-site form cannot send it, and a cross-site fetch of it needs a
 * preflight nobody answers); a request another site's page sends is refused outright.
 */
import { ScreenkitError, type ScreenName } from '@screenkit/core';
import type { JsonObject } from '@screenkit/core/fixtures';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { ApiError } from '../../errors/api-error.js';
import { handleError } from '../../middleware/error-handler.js';
import { fromAnotherSite } from '../../middleware/same-origin.js';
import { resolveScreen } from '../../rendering/load-fixture.js';
import { lazy } from '../../validation/lazy.js';
import { readJsonBody } from '../../validation/read-body.js';
import { checkEditedContext } from './check-edit.js';
import type { DraftContexts } from './drafts.js';
import { MAX_FIXTURE_BYTES, saveVariant } from './save-variant.js';

export interface EditorDeps {
  drafts: DraftContexts;
  projectDir: string | undefined;
  /** The screen's default-variant context as its page gets it, for a transaction state. */
  baseline: (screen: ScreenName, state: string) => Promise<JsonObject>;
}

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const name = z.string().max(100);
  const CheckBody = z.object({ screen: name, text: z.string().max(MAX_FIXTURE_BYTES) });
  const DraftBody = z.object({ screen: name, context: z.record(z.string(), z.unknown()) });
  const SaveBody = z.object({
    prompt: name,
    screen: name,
    name: z.string().max(200),
    context: z.record(z.string(), z.unknown()),
    overwrite: z.boolean().optional(),
  });
  return { CheckBody, DraftBody, SaveBody };
});

/** Refuses requests a page of another site sent (browsers label them; scripts send none). */
const sameOrigin: MiddlewareHandler = async (c, next) => {
  if (fromAnotherSite(c))
    throw new ApiError(403, 'cross_site_request', 'The context editor only answers its own pages');
  await next();
};

function screenOf(c: Context, value: string, prompt?: string): ScreenName {
  try {
    return resolveScreen(value, prompt);
  } catch (error) {
    const e = error as ScreenkitError;
    throw new ApiError(c.req.method === 'POST' ? 400 : 404, e.code, e.message, e.path);
  }
}

export function contextEditorRoutes(deps: EditorDeps): Hono {
  const app = new Hono();
  app.use('/_screenkit/context/*', sameOrigin);
  app.use('/_screenkit/variants', sameOrigin);

  app.post('/_screenkit/context/check', async (c) => {
    const body = await readJsonBody(c, schemas().CheckBody);
    const check = checkEditedContext(body.text, screenOf(c, body.screen));
    return c.json(check.valid ? { valid: true } : check);
  });

  app.post('/_screenkit/context/drafts', async (c) => {
    const body = await readJsonBody(c, schemas().DraftBody);
    const screen = screenOf(c, body.screen);
    const check = checkEditedContext(JSON.stringify(body.context), screen);
    if (!check.valid) throw new ApiError(400, check.code, check.message, `context.${check.path}`);
    return c.json({ id: deps.drafts.add({ screen, context: check.context }) }, 201);
  });

  app.post('/_screenkit/variants', async (c) => {
    const body = await readJsonBody(c, schemas().SaveBody);
    const screen = screenOf(c, body.screen, body.prompt);
    const saved = await saveVariant({
      projectDir: deps.projectDir,
      screen,
      name: body.name,
      context: body.context,
      overwrite: body.overwrite === true,
      baseline: (state) => deps.baseline(screen, state),
    });
    return c.json(saved, 201);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return handleError(error, c);
    if (error instanceof ScreenkitError)
      return handleError(new ApiError(400, error.code, error.message, error.path), c);
    return handleError(error, c);
  });
  return app;
}
