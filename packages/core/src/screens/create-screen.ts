import { type ContextSource, readContext } from '../context/read-context.js';
import type {
  ScopeEntry,
  ScreenContext,
  TransactionError,
  UniversalLoginContext,
} from '../context/types.js';
import { type Fields, type SubmitOptions, submitForm } from '../form/submit-form.js';
import type { ScreenName } from './catalogue.js';
import { assertScreen } from './screen-mismatch-error.js';

/** The parts of the page context every screen exposes, plus form submission. */
export interface Screen {
  readonly context: UniversalLoginContext;
  readonly prompt: UniversalLoginContext['prompt'];
  readonly screen: UniversalLoginContext['screen'];
  readonly client: UniversalLoginContext['client'];
  readonly organization: UniversalLoginContext['organization'];
  readonly user: UniversalLoginContext['user'];
  readonly tenant: UniversalLoginContext['tenant'];
  readonly branding: UniversalLoginContext['branding'];
  readonly transaction: UniversalLoginContext['transaction'];
  readonly untrusted_data: UniversalLoginContext['untrusted_data'];
  /** Errors the service sent back for the last submission (`transaction.errors`). */
  readonly errors: readonly TransactionError[];
  /** Full-page POST of `fields` with `action` and the transaction `state`. */
  submit(action: string, fields?: Fields, options?: SubmitOptions): Promise<unknown>;
}

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
 * A screen object for whatever screen the context names (the page's own by default).
 * `defaults` are the submit options every submission starts from (transport, route).
 */
export function createScreen(
  source?: ContextSource,
  defaults: SubmitOptions = {},
): Screen | ConsentScreen {
  const context = readContext(source);
  const submit = (action: string, fields?: Fields, options?: SubmitOptions) =>
    submitForm(context.transaction.state, action, fields, { ...defaults, ...options });
  const screen: Screen = {
    context,
    prompt: context.prompt,
    screen: context.screen,
    client: context.client,
    organization: context.organization,
    user: context.user,
    tenant: context.tenant,
    branding: context.branding,
    transaction: context.transaction,
    untrusted_data: context.untrusted_data,
    errors: context.transaction.errors ?? [],
    submit,
  };
  if (!isConsentScreen(screen)) return screen;
  const consent: ConsentScreen = {
    ...screen,
    ...consentRequest(context.screen),
    accept: (fields, options) => submit('accept', fields, options),
    deny: (fields, options) => submit('deny', fields, options),
  };
  return consent;
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
  return expectScreen(['consent', 'consent-tenant-scopes'], source, defaults) as ConsentScreen;
}

/** The `customized-consent` screen; throws `ScreenMismatchError` elsewhere. */
export function createCustomizedConsentScreen(
  source?: ContextSource,
  defaults?: SubmitOptions,
): ConsentScreen {
  return expectScreen(['customized-consent'], source, defaults) as ConsentScreen;
}
