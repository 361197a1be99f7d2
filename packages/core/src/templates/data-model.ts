import type { ScopeEntry, UniversalLoginContext } from '../context/types.js';

/**
 * What a consent template sees: the page context itself, plus `transaction.params` the way the
 * service's partials address the request (seed 2.3):
 * - `transaction.params.authorization_details`: `screen.data.authorization_details` (or `[]`);
 * - `transaction.params.scope`: the requested scopes as ONE space-separated string, the OAuth
 *   `scope` parameter convention (`"openid transfer:funds"`); the list with descriptions stays
 *   at `screen.data.scopes`.
 * Other `transaction.params` the context may carry are kept. The context is not copied deeply.
 * (Templates compiled to direct code read these two values from the context with the same
 * functions instead of building the model: see direct-compiler.ts.)
 */
export function buildTemplateData(context: UniversalLoginContext): Record<string, unknown> {
  if (typeof context !== 'object' || context === null) context = {} as UniversalLoginContext;
  const details = detailsOf(context);
  const scope = scopeOf(context);
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

function screenData(context: UniversalLoginContext): Record<string, unknown> | undefined {
  const screen = context.screen as { data?: unknown } | undefined;
  const data = screen != null && typeof screen === 'object' ? screen.data : undefined;
  return data != null && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** `transaction.params.authorization_details` of the model: the screen's list, or `[]`. */
export function detailsOf(context: UniversalLoginContext): unknown[] {
  const details = screenData(context)?.authorization_details;
  return Array.isArray(details) ? details : [];
}

/** `transaction.params.scope` of the model: the requested scope values, space-separated. */
export function scopeOf(context: UniversalLoginContext): string {
  const scopes = screenData(context)?.scopes;
  let scope = '';
  if (Array.isArray(scopes)) {
    // A plain loop: this runs inside renderPartial calls.
    for (let i = 0; i < scopes.length; i++) {
      const entry = scopes[i] as ScopeEntry | string | undefined;
      const value = typeof entry === 'string' ? entry : entry?.value;
      if (typeof value === 'string') scope = scope ? `${scope} ${value}` : value;
    }
  }
  return scope;
}
