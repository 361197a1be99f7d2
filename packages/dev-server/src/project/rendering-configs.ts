/**
 * Each screen's rendering settings as deploy sends them: advanced mode, head tags loading the
 * screen's built assets with their integrity, and the rest from the committed tenant/ file of
 * the screen (context_configuration, filters, ...) or the defaults. Also the tenant's current
 * settings (GET /prompts/rendering, every page, bounded), the difference between the two, and
 * which committed settings need a build to be deployed.
 */
import { listScreens } from '@screenkit/core';
import { OPTIONAL_CONTEXT_PATHS } from '../rendering/context-configuration.js';
import { DEFAULT_RENDERING, type HeadTag, type RenderingSettings } from '../tenant/prompts.js';
import type { ScreenAssets } from './build.js';
import { CliError } from './cli-error.js';
import type { ManagementConnection } from './management-connection.js';
import { answerSchemas } from './tenant-answers.js';
import type { ScreenRendering } from './tenant-files.js';

/** Optional context parts a screen does not get by default (rare, or data it must ask for). */
const NOT_BY_DEFAULT = new Set([
  'country_codes',
  'tenant.logo_url',
  'user.organizations',
  'transaction.custom_domain.domain',
  'experiment',
]);

/** What a screen receives unless its committed settings say otherwise (the official CLI's list). */
export const DEFAULT_CONTEXT_CONFIGURATION: string[] = OPTIONAL_CONTEXT_PATHS.filter(
  (path) => !NOT_BY_DEFAULT.has(path),
);

export type RenderingConfig = ScreenRendering;

/** The settings deploy gives a screen besides its mode and head tags. */
export type DeployedSettings = Pick<
  RenderingSettings,
  'context_configuration' | 'default_head_tags_disabled' | 'use_page_template'
> &
  Partial<Pick<RenderingSettings, 'filters'>>;

/**
 * A screen's committed settings (tenant/), or the defaults where it has none. The ONE place
 * deploy and the dev preview (vite/deployed-settings.ts) take them from, so a screen previews
 * with the context its deployed page gets.
 */
export function deployedSettings(committed: ScreenRendering | undefined): DeployedSettings {
  const settings: DeployedSettings = {
    context_configuration: committed?.context_configuration ?? DEFAULT_CONTEXT_CONFIGURATION,
    default_head_tags_disabled: committed?.default_head_tags_disabled ?? false,
    use_page_template: committed?.use_page_template ?? false,
  };
  if (committed?.filters) settings.filters = committed.filters;
  return settings;
}

const SETTING_FIELDS = Object.keys(DEFAULT_RENDERING) as Array<keyof RenderingSettings>;

function assetUrl(base: string, file: string): string {
  return `${base.replace(/\/+$/, '')}/${file}`;
}

export function headTags(assets: ScreenAssets, assetsUrl: string): HeadTag[] {
  const sri = (integrity: string) => ({ integrity, crossorigin: 'anonymous' });
  return [
    {
      tag: 'script',
      attributes: {
        src: assetUrl(assetsUrl, assets.js.file),
        type: 'module',
        defer: true,
        ...sri(assets.js.integrity),
      },
    },
    ...assets.preload.map((chunk) => ({
      tag: 'link',
      attributes: {
        rel: 'modulepreload',
        href: assetUrl(assetsUrl, chunk.file),
        ...sri(chunk.integrity),
      },
    })),
    ...assets.css.map((css) => ({
      tag: 'link',
      attributes: { rel: 'stylesheet', href: assetUrl(assetsUrl, css.file), ...sri(css.integrity) },
    })),
  ];
}

export function advancedConfig(
  screen: string,
  assets: ScreenAssets,
  assetsUrl: string,
  committed: ScreenRendering | undefined,
): RenderingConfig {
  return {
    prompt: assets.prompt,
    screen,
    rendering_mode: 'advanced',
    ...deployedSettings(committed),
    head_tags: headTags(assets, assetsUrl),
  };
}

export function standardConfig(prompt: string, screen: string): RenderingConfig {
  return { prompt, screen, rendering_mode: 'standard' };
}

const key = (c: { prompt: string; screen: string }) => `${c.prompt}/${c.screen}`;

/** More pages than the catalogue has screens cannot be an honest list (each page adds one). */
const MAX_PAGES = listScreens().length + 1;

/**
 * Every configured screen of the tenant (screens never configured read as the defaults), page
 * by page, bounded: a total beyond the catalogue, a total that changes between pages, a page
 * that adds nothing before the total is reached or goes past it, and more than MAX_PAGES pages
 * are each a one-line error, never a loop.
 */
export async function currentRenderings(
  api: ManagementConnection,
): Promise<Map<string, RenderingConfig>> {
  const all = new Map<string, RenderingConfig>();
  const what = 'GET /api/v2/prompts/rendering';
  const inconsistent = (message: string) =>
    new CliError('invalid_answer', `${api.base}/api/v2/prompts/rendering`, `${what}: ${message}`);
  let total: number | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await api.request(
      'GET',
      `/prompts/rendering?include_totals=true&per_page=100&page=${page}`,
      answerSchemas().renderingPage,
    );
    if (body.total > listScreens().length)
      throw inconsistent(
        `the tenant reports ${body.total} screen settings, more than the ${listScreens().length} screens of the catalogue`,
      );
    if (total !== undefined && body.total !== total)
      throw inconsistent(`the total changed from ${total} to ${body.total} between pages`);
    total = body.total;
    const before = all.size;
    for (const config of body.configs) {
      const { tenant: _tenant, ...rest } = config;
      all.set(key(config), rest as RenderingConfig);
    }
    if (all.size > total)
      throw inconsistent(
        `page ${page} brings the screen settings to ${all.size}, more than the ${total} reported`,
      );
    if (all.size === total) return all;
    if (all.size === before)
      throw inconsistent(
        `page ${page} added no screen setting, with ${all.size} of the ${total} reported read`,
      );
  }
  throw inconsistent(`still more pages after ${MAX_PAGES}`);
}

export interface ConfigChange {
  prompt: string;
  screen: string;
  /** Fields whose value differs, with the current and the new value. */
  fields: Array<{ field: string; from: unknown; to: unknown }>;
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

export function diffConfigs(
  wanted: readonly RenderingConfig[],
  current: ReadonlyMap<string, RenderingConfig>,
): ConfigChange[] {
  return wanted.map((config) => {
    const now = { ...DEFAULT_RENDERING, ...current.get(key(config)) } as Record<string, unknown>;
    const fields = SETTING_FIELDS.filter(
      (field) => config[field] !== undefined && stable(config[field]) !== stable(now[field]),
    ).map((field) => ({ field, from: now[field], to: config[field] }));
    return { prompt: config.prompt, screen: config.screen, fields };
  });
}

/** Each changed screen with its fields; the unchanged ones in one line (a project has 91). */
export function describeChanges(changes: readonly ConfigChange[]): string {
  const changed = changes.filter(({ fields }) => fields.length > 0);
  const unchanged = changes.length - changed.length;
  return [
    ...changed.map(
      ({ prompt, screen, fields }) =>
        `  ~ ${prompt}/${screen}:\n${fields
          .map(
            (f) =>
              `      ${f.field}: ${stable(f.from)}\n   -> ${' '.repeat(f.field.length + 3)}${stable(f.to)}`,
          )
          .join('\n')}`,
    ),
    ...(unchanged > 0 ? [`  = ${unchanged} screen(s): no change`] : []),
  ].join('\n');
}

/**
 * Without a build, deploy sends no rendering settings: the committed screens whose other
 * settings (context, page template, filters...) differ from the tenant's need one. Head tags
 * and the mode are left out: deploy always takes them from the build, never from the file.
 */
export function changesNeedingBuild(
  committed: readonly ScreenRendering[],
  current: ReadonlyMap<string, RenderingConfig>,
): ConfigChange[] {
  const settings = committed.map(({ head_tags: _, rendering_mode: __, ...rest }) => rest);
  return diffConfigs(settings, current).filter((change) => change.fields.length > 0);
}
