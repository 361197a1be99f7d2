/**
 * `context_configuration` (REFERENCE section 2): the optional parts of the page context. The
 * service sends one of them only when the screen's rendering settings list it; everything else
 * in the context is always there. Fixtures hold every optional part, and this filter removes
 * the ones the screen did not ask for.
 */
import type { UniversalLoginContext } from '@screenkit/core';
import { cloneJson, isPlainObject, type JsonObject } from '@screenkit/core/fixtures';

/** Fixed entries: the path as written in `context_configuration`. */
export const OPTIONAL_CONTEXT_PATHS = [
  'branding.settings',
  'branding.themes.default',
  'country_codes',
  'client.logo_uri',
  'client.description',
  'organization.display_name',
  'organization.branding',
  'screen.texts',
  'tenant.name',
  'tenant.friendly_name',
  'tenant.logo_url',
  'tenant.enabled_locales',
  'untrusted_data.submitted_form_data',
  'untrusted_data.authorization_params.login_hint',
  'untrusted_data.authorization_params.screen_hint',
  'untrusted_data.authorization_params.ui_locales',
  'user.organizations',
  'transaction.custom_domain.domain',
  'experiment',
] as const;

/** Pattern entries: one key under a map, `client.metadata.<key>` and so on. */
export const OPTIONAL_CONTEXT_MAPS = [
  'client.metadata',
  'organization.metadata',
  'user.user_metadata',
  'user.app_metadata',
  'transaction.custom_domain.domain_metadata',
] as const;

const EXT_PARAMS = 'untrusted_data.authorization_params';

// Containers that exist only to hold optional parts: dropped when the filter empties them.
const PRUNE_WHEN_EMPTY = [
  'branding.themes',
  'branding',
  'tenant',
  'untrusted_data.authorization_params',
  'untrusted_data',
  'transaction.custom_domain',
];

function parentOf(root: JsonObject, path: string): [JsonObject | undefined, string] {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node: unknown = root;
  for (const part of parts) node = isPlainObject(node) ? node[part] : undefined;
  return [isPlainObject(node) ? node : undefined, last];
}

function remove(root: JsonObject, path: string): void {
  const [parent, key] = parentOf(root, path);
  if (parent) delete parent[key];
}

/** Keeps, in the map at `path`, only the keys listed as `<path>.<key>`. */
function filterMap(root: JsonObject, path: string, keep: (key: string) => boolean): void {
  const [parent, key] = parentOf(root, path);
  const map = parent?.[key];
  if (!parent || !isPlainObject(map)) return;
  for (const name of Object.keys(map)) if (!keep(name)) delete map[name];
  if (Object.keys(map).length === 0) delete parent[key];
}

/**
 * A copy of `context` holding only the optional parts `configuration` lists. The input is not
 * modified. Unknown entries are ignored here (the Management API refuses them on write).
 */
export function applyContextConfiguration(
  context: UniversalLoginContext,
  configuration: readonly string[] = [],
): UniversalLoginContext {
  const listed = new Set(configuration);
  const out = cloneJson(context) as JsonObject;
  for (const path of OPTIONAL_CONTEXT_PATHS) if (!listed.has(path)) remove(out, path);
  for (const path of OPTIONAL_CONTEXT_MAPS)
    filterMap(out, path, (key) => listed.has(`${path}.${key}`));
  filterMap(
    out,
    EXT_PARAMS,
    (key) => !key.startsWith('ext-') || listed.has(`${EXT_PARAMS}.${key}`),
  );
  for (const path of PRUNE_WHEN_EMPTY) {
    const [parent, key] = parentOf(out, path);
    const value = parent?.[key];
    if (parent && isPlainObject(value) && Object.keys(value).length === 0) delete parent[key];
  }
  return out as UniversalLoginContext;
}
