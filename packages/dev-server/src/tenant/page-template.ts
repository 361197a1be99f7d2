/**
 * The tenant's Universal Login page template (`/api/v2/branding/templates/universal-login`):
 * the tenant's own HTML around the login widget. Screens whose rendering settings say
 * `use_page_template: true` render inside it (rendering/render-page.ts).
 */
import type { Collection, Store } from '../store/store.js';

/** `{%- auth0:head -%}` and `{%- auth0:widget -%}`, with or without the whitespace dashes. */
export const HEAD_TAG = /\{%-?\s*auth0:head\s*-?%\}/;
export const WIDGET_TAG = /\{%-?\s*auth0:widget\s*-?%\}/;

const templates = (store: Store): Collection<{ body: string }> =>
  store.collection('branding-templates');

export const pageTemplates = templates;

export function pageTemplate(store: Store): string | undefined {
  return templates(store).get('universal-login')?.body;
}
