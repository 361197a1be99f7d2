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
  if (typeof context !== 'object' || context === null) context = {} as UniversalLoginContext;
  const data = (context.screen?.data ?? {}) as Record<string, unknown>;
  const details = Array.isArray(data.authorization_details) ? data.authorization_details : [];
  const scopes = Array.isArray(data.scopes) ? (data.scopes as ScopeEntry[]) : [];
  const scope = scopes
    .map((entry) => (typeof entry === 'string' ? entry : entry?.value))
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
  const transaction = (context.transaction ?? {}) as Record<string, unknown>;
  const params = transaction.params;
  return {
    ...context,
    transaction: {
      ...transaction,
      params: {
        ...(typeof params === 'object' && params !== null ? params : {}),
        authorization_details: details,
        scope,
      },
    },
  };
}
