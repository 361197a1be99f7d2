/**
 * What a consent screen shows, derived from the screen part of the context: the scopes, the
 * `authorization_details` entries, their validation against the seed's limits and one consent
 * view per entry. Pure, so bindings can memoise it on the `screen` object they already select.
 */
import type { ScopeEntry, ScreenContext } from '../context/types.js';
import { type ConsentView, toConsentView } from '../rar/consent-view.js';
import type { AuthorizationDetailsResult } from '../rar/types.js';
import { validateAuthorizationDetails } from '../rar/validate-authorization-details.js';
import { type ConsentScreenName, consentRequest } from '../screens/create-screen.js';
import { assertScreen } from '../screens/screen-mismatch-error.js';

export interface ConsentModelOptions {
  /**
   * The types registered on the resource server (rule 5). The page context does not carry them
   * and the service has already refused unregistered types before showing consent, so when
   * omitted the entries' own types count as registered and every other limit is still checked.
   */
  registeredTypes?: Iterable<string>;
}

export interface ConsentModel {
  readonly screen: ConsentScreenName;
  readonly scopes: readonly ScopeEntry[];
  readonly hideScopes: boolean;
  readonly authorization_details: readonly Record<string, unknown>[];
  /** The entries checked against the ten limits and the vendor schema. */
  readonly validation: AuthorizationDetailsResult;
  /** One view per entry, in order, ready to render (values not yet escaped). */
  readonly views: readonly ConsentView[];
}

function ownTypes(details: readonly Record<string, unknown>[]): string[] {
  return details.flatMap((d) => (typeof d.type === 'string' ? [d.type] : []));
}

/** The consent model of `screen`; throws `ScreenMismatchError` unless it is one of `expected`. */
export function consentModel(
  screen: ScreenContext,
  expected: readonly ConsentScreenName[],
  options: ConsentModelOptions = {},
): ConsentModel {
  assertScreen(expected, screen.name);
  const request = consentRequest(screen);
  const details = request.authorization_details;
  return {
    screen: screen.name as ConsentScreenName,
    ...request,
    validation: validateAuthorizationDetails(details, {
      registeredTypes: options.registeredTypes ?? ownTypes(details),
    }),
    views: details.map(toConsentView),
  };
}
