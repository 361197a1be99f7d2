/**
 * The tenant's Universal Login page template (`/api/v2/branding/templates/universal-login`):
 * the tenant's own HTML around the login widget. Screens whose rendering settings say
 * `use_page_template: true` render inside it (rendering/render-page.ts).
 */
import type { Collection, Store } from '../store/store.js';

/** `{%- auth0:head -%}` and `{%- auth0:widget -%}`, with or without the whitespace dashes. */
export const HEAD_TAG = /\{%-?\s*auth0:head\s*-?%\}/;
export const WIDGET_TAG = /\{%-?\s*auth0:widget\s*-?%\}/;

/** The service's limit is not in REFERENCE; 100 KB holds any real page. */
export const MAX_TEMPLATE_LENGTH = 100_000;

/** What is wrong with a page template (a missing tag), or undefined. */
export function templateProblem(template: string): string | undefined {
  if (!HEAD_TAG.test(template)) return 'The template must contain {%- auth0:head -%}';
  if (!WIDGET_TAG.test(template)) return 'The template must contain {%- auth0:widget -%}';
  return undefined;
}

const templates = (store: Store): Collection<{ body: string }> =>
  store.collection('branding-templates');

export const pageTemplates = templates;

export function pageTemplate(store: Store): string | undefined {
  return templates(store).get('universal-login')?.body;
}
