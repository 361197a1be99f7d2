/**
 * Screen rendering settings (advanced customization): one record per (prompt, screen).
 * `GET`/`PATCH /prompts/{prompt}/screen/{screen}/rendering`, `GET`/`PATCH /prompts/rendering`.
 * PATCH changes only the fields sent; screens never configured read as the defaults.
 */
import { isPromptName, type PromptName, promptOfScreen, type ScreenName } from '@screenkit/core';
import { Hono } from 'hono';
import * as z from 'zod';
import { invalidBody } from '../errors/api-error.js';
import type { ManagementEnv } from '../middleware/management-auth.js';
import { requireScope } from '../middleware/management-auth.js';
import type { AppDeps } from '../tenant/app-deps.js';
import {
  DEFAULT_RENDERING,
  type RenderingSettings,
  renderingKey,
  screenRenderings,
} from '../tenant/prompts.js';
import { TENANT_NAME } from '../tenant/settings.js';
import { checkStoredRecords } from '../validation/check-stored-records.js';
import { lazy } from '../validation/lazy.js';
import { readJsonBody, readQuery } from '../validation/read-body.js';
import { selectFields } from './fields.js';
import { booleanQuery, pageOf, pagingQuery } from './paging.js';
import { promptParam, screenParam } from './prompt-names.js';
import { checkFilterReferences } from './rendering-filter-references.js';
import { type RenderingPatch, renderingSchemas } from './rendering-schema.js';

/** `GET .../rendering` and the items of `GET /prompts/rendering`. */
export type RenderingResponse = RenderingSettings & {
  tenant: string;
  prompt: string;
  screen: string;
};
/** `PATCH .../rendering` (the applied fields) and `PATCH /prompts/rendering`. */
export type RenderingPatchResponse = RenderingPatch;
export type BulkRenderingResponse = {
  configs: Array<
    Omit<
      z.output<ReturnType<typeof renderingSchemas>['bulkRenderingBody']>['configs'][number],
      'prompt' | 'screen'
    > & {
      prompt: PromptName;
      screen: ScreenName;
    }
  >;
};

const SETTING_FIELDS = Object.keys(DEFAULT_RENDERING) as Array<keyof RenderingSettings>;
const LIST_FIELDS = ['tenant', 'prompt', 'screen', ...SETTING_FIELDS];
/** Distinct list queries whose response text is kept (paging makes many possible). */
const LIST_CACHE_LIMIT = 64;

/** The routes' schemas, built on first use (validation/lazy.ts). */
const schemas = lazy(() => {
  const listQuery = z.object({
    ...pagingQuery(),
    fields: z
      .string()
      .refine((f) => f.split(',').every((name) => LIST_FIELDS.includes(name.trim())), {
        message: `fields may list only: ${LIST_FIELDS.join(', ')}`,
      })
      .optional(),
    include_fields: booleanQuery().optional(),
    prompt: z.string().optional(),
    screen: z.string().optional(),
    rendering_mode: z.enum(['advanced', 'standard']).optional(),
  });
  return { listQuery };
});

/** The settings after applying `patch`; checks the rules that span fields. */
function applyPatch(
  current: RenderingSettings,
  patch: RenderingPatch,
  at: string,
): RenderingSettings {
  const next: RenderingSettings = { ...current };
  for (const field of SETTING_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    // null on a list resets it to the default (empty); elsewhere null is a value.
    (next as unknown as Record<string, unknown>)[field] =
      value === null && Array.isArray(DEFAULT_RENDERING[field]) ? DEFAULT_RENDERING[field] : value;
  }
  // The service needs a script to boot the custom screen in advanced mode.
  if (next.rendering_mode === 'advanced' && !next.head_tags.some((t) => t.tag === 'script')) {
    const path = `${at}head_tags`;
    throw invalidBody(
      `'At least one script tag is required in head_tags when rendering_mode is advanced' on property ${path}.`,
      path,
    );
  }
  return next;
}

export function promptsRenderingRoutes({ store }: AppDeps): Hono<ManagementEnv> {
  const renderings = screenRenderings(store);
  checkStoredRecords(store, renderings, (key) => {
    const [prompt = '', screen = '', ...rest] = key.split('/');
    return isPromptName(prompt) && promptOfScreen(screen) === prompt && rest.length === 0
      ? renderingSchemas().storedRecord
      : `the key must be "<prompt>/<screen>" of a screen in the catalogue`;
  });
  const read = (prompt: string, screen: string): RenderingSettings =>
    renderings.get(renderingKey(prompt, screen)) ?? DEFAULT_RENDERING;
  const routes = new Hono<ManagementEnv>();

  // Listing serialises every configured screen; keep each query's JSON text until the next
  // change to the renderings. The store notifies synchronously on every mutation, before any
  // later request runs, so no GET can see text from before a write it follows.
  const listed = new Map<string, string>();
  store.onChange((change) => {
    if (change.collection === renderings.name) listed.clear();
  });

  routes.get('/rendering', requireScope('read:prompts'), (c) => {
    const query = readQuery(c, schemas().listQuery);
    const key = JSON.stringify(query);
    let text = listed.get(key);
    if (text === undefined) {
      text = JSON.stringify(listRenderings(query));
      if (listed.size >= LIST_CACHE_LIMIT) listed.clear();
      listed.set(key, text);
    }
    return c.body(text, 200, { 'content-type': 'application/json' });
  });

  // Screens name their record's key; a prompt's records come from an index over the keys.
  const byPrompt = renderings.index('prompt', (_record, key) => key.split('/')[0]);
  /** Keys that can match, in store order: all, or only those of the listed prompts/screens. */
  function candidateKeys(prompts?: Set<string>, screens?: Set<string>): string[] {
    if (screens !== undefined) {
      const keys = new Set<string>();
      for (const screen of screens) {
        const prompt = promptOfScreen(screen);
        if (prompt && renderings.has(renderingKey(prompt, screen)))
          keys.add(renderingKey(prompt, screen));
      }
      return storeOrder(keys);
    }
    if (prompts !== undefined)
      return storeOrder(new Set([...prompts].flatMap((p) => byPrompt.keys(p))));
    return renderings.keys();
  }
  /** At most one record per screen of the catalogue: sorting a subset by store order is cheap. */
  function storeOrder(keys: Set<string>): string[] {
    if (keys.size <= 1) return [...keys];
    return renderings.keys().filter((key) => keys.has(key));
  }

  function listRenderings(query: z.output<ReturnType<typeof schemas>['listQuery']>): unknown {
    const configs: Array<Record<string, unknown>> = [];
    // `prompt` and `screen` take comma-separated lists.
    const prompts = commaList(query.prompt);
    const screens = commaList(query.screen);
    for (const key of candidateKeys(prompts, screens)) {
      const [prompt = '', screen = ''] = key.split('/');
      const settings = renderings.get(key) as RenderingSettings;
      if (prompts !== undefined && !prompts.has(prompt)) continue;
      if (screens !== undefined && !screens.has(screen)) continue;
      if (query.rendering_mode !== undefined && query.rendering_mode !== settings.rendering_mode)
        continue;
      configs.push(selectFields({ tenant: TENANT_NAME, prompt, screen, ...settings }, query));
    }
    const paged = pageOf(configs, query.page, query.per_page);
    if (query.include_totals) {
      const { start, limit, total, items } = paged;
      return { configs: items, start, limit, total };
    }
    return paged.items;
  }

  routes.patch('/rendering', requireScope('update:prompts'), async (c) => {
    const body = await readJsonBody(c, renderingSchemas().bulkRenderingBody);
    // Validate every entry before storing any, so a bad entry changes nothing.
    const updates: Array<[string, RenderingSettings]> = [];
    const seen = new Map<string, RenderingSettings>();
    body.configs.forEach(({ prompt: p, screen: s, ...patch }, i) => {
      const prompt = atIndex(i, () => promptParam(p));
      const screen = atIndex(i, () => screenParam(prompt, s));
      const key = renderingKey(prompt, screen);
      checkFilterReferences(store, patch.filters, `configs[${i}].`);
      const next = applyPatch(seen.get(key) ?? read(prompt, screen), patch, `configs[${i}].`);
      seen.set(key, next);
      updates.push([key, next]);
    });
    await renderings.setMany(updates);
    // As the service: each config as applied (what was sent), not the merged settings.
    const applied = body as BulkRenderingResponse; // prompt and screen checked above
    return c.json(applied);
  });

  routes.get('/:prompt/screen/:screen/rendering', requireScope('read:prompts'), (c) => {
    const prompt = promptParam(c.req.param('prompt'));
    const screen = screenParam(prompt, c.req.param('screen'));
    return c.json({ tenant: TENANT_NAME, prompt, screen, ...read(prompt, screen) });
  });

  routes.patch('/:prompt/screen/:screen/rendering', requireScope('update:prompts'), async (c) => {
    const prompt = promptParam(c.req.param('prompt'));
    const screen = screenParam(prompt, c.req.param('screen'));
    const patch = await readJsonBody(c, renderingSchemas().renderingPatchBody);
    checkFilterReferences(store, patch.filters, '');
    // Read, merge and set without awaiting in between: concurrent PATCHes cannot interleave.
    const next = applyPatch(read(prompt, screen), patch, '');
    await renderings.set(renderingKey(prompt, screen), next);
    // As the service: the fields applied, not the merged record (GET reads that).
    return c.json(patch);
  });

  return routes;
}

/** In the bulk body, a bad prompt/screen is a body error at `configs[i]`, not a path error. */
function atIndex<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    const message = (error as Error & { apiMessage?: string }).apiMessage ?? String(error);
    const detail = message
      .replace(/^Path validation error: /, '')
      .replace(/ on property (\w+)\.$/, '');
    const field = /on property (\w+)\.$/.exec(message)?.[1] ?? 'prompt';
    const path = `configs[${index}].${field}`;
    throw invalidBody(`${detail} on property ${path}.`, path);
  }
}

function commaList(value: string | undefined): Set<string> | undefined {
  if (value === undefined) return undefined;
  return new Set(value.split(',').map((v) => v.trim()));
}
