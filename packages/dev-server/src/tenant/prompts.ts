/**
 * Prompt customization: partials (`prompt-partials.json`, keyed by prompt) and screen rendering
 * settings (`screen-renderings.json`, keyed by `<prompt>/<screen>`; a screen never configured
 * has no record and the defaults apply).
 */
import type { Collection, Store } from '../store/store.js';

export type HeadTag = {
  tag: string;
  attributes?: Record<string, string | boolean | number>;
  content?: string;
};

export interface RenderingSettings {
  rendering_mode: 'advanced' | 'standard';
  context_configuration: string[];
  default_head_tags_disabled: boolean | null;
  head_tags: HeadTag[];
  filters: RenderingFilters | null;
  use_page_template: boolean | null;
}

export type FilterEntry = { id: string } | { metadata: Record<string, unknown> };

export interface RenderingFilters {
  match_type: 'includes_any' | 'excludes_any';
  clients?: FilterEntry[];
  organizations?: FilterEntry[];
  domains?: FilterEntry[];
}

/** Partials of one prompt: screen -> insertion point -> template. */
export type PromptPartials = Record<string, Record<string, string>>;

/** Keyed by prompt name. */
export const promptPartials = (store: Store): Collection<PromptPartials> =>
  store.collection('prompt-partials');

/** Keyed by `<prompt>/<screen>`; screens never configured have no record (defaults apply). */
export const screenRenderings = (store: Store): Collection<RenderingSettings> =>
  store.collection('screen-renderings');

export const renderingKey = (prompt: string, screen: string): string => `${prompt}/${screen}`;

export const DEFAULT_RENDERING: Readonly<RenderingSettings> = Object.freeze({
  rendering_mode: 'standard',
  context_configuration: [],
  default_head_tags_disabled: false,
  head_tags: [],
  filters: null,
  use_page_template: false,
});

/**
 * Prompts that take partials (REFERENCE 2), and the points a partial is inserted at: the
 * Management API accepts no others, and `screenkit pull` names no file after any other.
 */
export const PARTIAL_PROMPTS: ReadonlySet<string> = new Set([
  'login',
  'login-id',
  'login-password',
  'login-passwordless',
  'signup',
  'signup-id',
  'signup-password',
  'customized-consent',
  'passkeys',
  'confirmation',
]);

/** The points a partial is inserted at: the Management API accepts no others, and `screenkit pull` names no file after any other. */
export const INSERTION_POINTS = [
  'form-content',
  'form-content-start',
  'form-content-end',
  'form-footer-start',
  'form-footer-end',
  'secondary-actions-start',
  'secondary-actions-end',
] as const;
