import type { ScopeEntry, UniversalLoginContext } from '../context/types.js';

/**
 * What a consent template sees: the page context itself, plus `transaction.params` the way the
 * service's partials address the request (seed 2.3):
 * - `transaction.params.authorization_details`: `screen.data.authorization_details` (or `[]`);
 * - `transaction.params.scope`: the requested scopes as ONE space-separated string, the OAuth
 *   `scope` parameter convention (`"openid transfer:funds"`); the list with descriptions stays
 *   at `screen.data.scopes`.
 * Other `transaction.params` the context may carry are kept. The context is not copied deeply.
 */
export function buildTemplateData(context: UniversalLoginContext): Record<string, unknown> {
  // Plain loops and one spread per level: this runs inside every renderPartial call, and for a
  // one-entry consent it costs as much as the render itself.
  if (typeof context !== 'object' || context === null) context = {} as UniversalLoginContext;
  const screen = context.screen as { data?: unknown } | undefined;
  const data = screen != null && typeof screen === 'object' ? screen.data : undefined;
  let details: unknown[] = [];
  let scope = '';
  if (data != null && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record.authorization_details)) details = record.authorization_details;
    const scopes = record.scopes;
    if (Array.isArray(scopes)) {
      for (let i = 0; i < scopes.length; i++) {
        const entry = scopes[i] as ScopeEntry | string | undefined;
        const value = typeof entry === 'string' ? entry : entry?.value;
        if (typeof value === 'string') scope = scope ? `${scope} ${value}` : value;
      }
    }
  }
  const transaction = context.transaction as Record<string, unknown> | undefined;
  const params =
    transaction != null && typeof transaction === 'object' ? transaction.params : undefined;
  const model: Record<string, unknown> = { ...context };
  model.transaction = {
    ...transaction,
    params:
      params != null && typeof params === 'object'
        ? { ...params, authorization_details: details, scope }
        : { authorization_details: details, scope },
  };
  return model;
}
