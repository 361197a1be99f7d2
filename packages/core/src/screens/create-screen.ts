import { isScreenName, type ScreenName } from '../catalogue/catalogue.js';
import { type ContextSource, parseContextSource } from '../context/read-context.js';
import type { ScopeEntry, ScreenContext } from '../context/types.js';
import { checkContextShape, validateContext } from '../context/validate-context.js';
import { pageSubmitOptions } from '../form/page-submit-options.js';
import type { Fields, SubmitOptions } from '../form/submit-form.js';
import {
  applyDeclaration,
  attachActions,
  baseScreen,
  type Screen,
  type ScreenObject,
} from './bind-screen.js';
import type { ScreenDeclaration } from './declaration.js';
import { consent, consentTenantScopes } from './declarations/consent.js';
import { customizedConsent } from './declarations/customized-consent.js';
import { DECLARATIONS, type Declarations } from './declarations/index.js';
import { assertScreen } from './screen-mismatch-error.js';

export type { Screen } from './bind-screen.js';

/** `consent` and `customized-consent`: the requested access and the two answers. */
export interface ConsentScreen extends Screen {
  readonly scopes: readonly ScopeEntry[];
  readonly hideScopes: boolean;
  readonly authorization_details: readonly Record<string, unknown>[];
  accept(fields?: Fields, options?: SubmitOptions): Promise<unknown>;
  deny(fields?: Fields, options?: SubmitOptions): Promise<unknown>;
}

export const CONSENT_SCREENS = ['consent', 'consent-tenant-scopes', 'customized-consent'] as const;
export type ConsentScreenName = (typeof CONSENT_SCREENS)[number];

/** The object `createScreen(name)` returns: typed data access and one method per declared action. */
export type ScreenFor<N extends ScreenName> = ScreenObject<Declarations[N]> &
  (N extends ConsentScreenName ? ConsentScreen : unknown);

/** What a consent screen's `screen.data` asks for; empty lists when the page sent none. */
export function consentRequest(
  screen: ScreenContext,
): Pick<ConsentScreen, 'scopes' | 'hideScopes' | 'authorization_details'> {
  const data = screen.data ?? {};
  return {
    scopes: (data.scopes as ScopeEntry[] | undefined) ?? [],
    hideScopes: data.hideScopes === true,
    authorization_details:
      (data.authorization_details as Record<string, unknown>[] | undefined) ?? [],
  };
}

export function isConsentScreen(screen: Screen): screen is ConsentScreen {
  return (CONSENT_SCREENS as readonly string[]).includes(screen.screen.name);
}

/**
 * The screen object for a page. `createScreen('login-id')` is typed for that screen and throws
 * `ScreenMismatchError` on any other; `createScreen()` (or with a context source only) takes
 * whatever screen the context names. Either way it carries the screen's declared actions.
 * `page`: the window the screen is rendered into when not this one (a same-origin frame, such
 * as the dev server's gallery's): its context is read (no `source`), and posts, passkeys and
 * captchas go from it. This imports every declaration; a page that wants the smallest bundle
 * binds one with `bindScreen(loginId)` from `@screenkit/core/screens/login-id`.
 */
export function createScreen<N extends ScreenName>(
  name: N,
  source?: ContextSource,
  defaults?: SubmitOptions,
  page?: Window,
): ScreenFor<N>;
export function createScreen(
  source?: ContextSource,
  defaults?: SubmitOptions,
  page?: Window,
): Screen | ConsentScreen;
export function createScreen(
  nameOrSource?: ContextSource,
  sourceOrDefaults?: ContextSource | SubmitOptions,
  defaultsOrPage?: SubmitOptions | Window,
  namedPage?: Window,
): Screen {
  const named = typeof nameOrSource === 'string' && isScreenName(nameOrSource);
  const [source, defaults, page] = (
    named
      ? [sourceOrDefaults, defaultsOrPage, namedPage]
      : [nameOrSource, sourceOrDefaults, defaultsOrPage]
  ) as [ContextSource | undefined, SubmitOptions | undefined, Window | undefined];
  const context = parseContextSource(source, validateContext, page);
  if (named) assertScreen([nameOrSource], context.screen.name);
  const screen = attachActions(
    baseScreen(context, pageSubmitOptions(page, defaults ?? {})),
    DECLARATIONS[context.screen.name],
    page,
  );
  return isConsentScreen(screen) ? withConsent(screen) : screen;
}

/** Adds the consent request and `accept` / `deny` (posted as given) to a consent screen. */
function withConsent(screen: Screen): ConsentScreen {
  return {
    ...screen,
    ...consentRequest(screen.context.screen),
    accept: (fields, opts) => screen.submit('accept', fields, opts),
    deny: (fields, opts) => screen.submit('deny', fields, opts),
  };
}

/**
 * A consent screen from its own declarations only, so `createConsentScreen` and
 * `createCustomizedConsentScreen` do not bundle the table of all 91 screens.
 */
function consentScreen(
  declarations: readonly ScreenDeclaration[],
  source?: ContextSource,
  defaults: SubmitOptions = {},
): ConsentScreen {
  // Like bindScreen: the screen's own name is checked against its declarations, so the page does
  // not carry the catalogue of all 91 screens.
  const context = parseContextSource(source, checkContextShape);
  const name = context.screen.name;
  assertScreen(
    declarations.map((d) => d.name),
    name,
  );
  const screen = baseScreen(context, defaults);
  // The declared checks and views; the declared accept/deny are withConsent's (posted as given).
  applyDeclaration(screen, declarations.find((d) => d.name === name) as ScreenDeclaration);
  return withConsent(screen);
}

/** Like `createScreen`, but throws `ScreenMismatchError` unless the page shows one of `expected`. */
export function expectScreen(
  expected: readonly ScreenName[],
  source?: ContextSource,
  defaults?: SubmitOptions,
): Screen {
  const screen = createScreen(source, defaults);
  assertScreen(expected, screen.screen.name);
  return screen;
}

/** The `consent` screen (or `consent-tenant-scopes`); throws `ScreenMismatchError` elsewhere. */
export function createConsentScreen(
  source?: ContextSource,
  defaults?: SubmitOptions,
): ConsentScreen {
  return consentScreen([consent, consentTenantScopes], source, defaults);
}

/** The `customized-consent` screen; throws `ScreenMismatchError` elsewhere. */
export function createCustomizedConsentScreen(
  source?: ContextSource,
  defaults?: SubmitOptions,
): ConsentScreen {
  return consentScreen([customizedConsent], source, defaults);
}
