/**
 * One generic function turns a screen declaration into the object a page uses: the context parts,
 * `screen.data` checked against the declaration, and one method per declared action. This is the
 * only place an action runs: check the payload (FormError, nothing posted), rewrite it, add what
 * the declaration asks for (capabilities, a WebAuthn credential), post.
 */

import { check, describe, isPlainObject, optional } from '../catalogue/shape.js';
import { type ContextSource, parseContextSource } from '../context/read-context.js';
import type { ScreenContext, TransactionError, UniversalLoginContext } from '../context/types.js';
import { checkContextShape } from '../context/validate-context.js';
import { checkPayload } from '../form/check-payload.js';
import { FormError } from '../form/form-error.js';
import { type Fields, type SubmitOptions, submitForm } from '../form/submit-form.js';
import type {
  ActionDeclaration,
  ActionMethods,
  ActionScope,
  BoundScreen,
  CustomFields,
  DataOf,
  LinksOf,
  Payload,
  ScreenDeclaration,
  ScreenViewsOf,
  TransactionOf,
  UntrustedDataOf,
} from './declaration.js';
import {
  BRANDING_VIEWS,
  CLIENT_VIEWS,
  COUNTRY_CODES_VIEWS,
  ORGANIZATION_VIEWS,
  runViews,
  SCREEN_VIEWS,
  TENANT_VIEWS,
  TRANSACTION_VIEWS,
  UNTRUSTED_DATA_VIEWS,
  USER_VIEWS,
  type Views,
  type ViewsType,
} from './parts.js';
import { assertScreen } from './screen-mismatch-error.js';

type Part<K extends keyof UniversalLoginContext> = NonNullable<UniversalLoginContext[K]>;

/** `screen.screen`: the page's `screen` part with the SDK's views (`captchaImage`, ...). */
export type ScreenPart<
  Data extends object = Record<string, unknown>,
  Links extends object = Record<string, string>,
> = ScreenContext<Data, Links> & ViewsType<typeof SCREEN_VIEWS>;
export type TransactionPart = Part<'transaction'> & ViewsType<typeof TRANSACTION_VIEWS>;
// Parts the page may leave out are still objects (as on the SDK), their own fields then absent.
export type ClientPart = Partial<Part<'client'>> & ViewsType<typeof CLIENT_VIEWS>;
export type OrganizationPart = Partial<Part<'organization'>> & ViewsType<typeof ORGANIZATION_VIEWS>;
export type TenantPart = Partial<Part<'tenant'>> & ViewsType<typeof TENANT_VIEWS>;
export type UserPart = Partial<Part<'user'>> & ViewsType<typeof USER_VIEWS>;
export type UntrustedDataPart = ViewsType<typeof UNTRUSTED_DATA_VIEWS>;
/** The SDK's `branding`: settings and default theme as it rewrites them (camelCase). */
export type BrandingPart = ViewsType<typeof BRANDING_VIEWS>;
export type CountryCodesPart = ViewsType<typeof COUNTRY_CODES_VIEWS>;

/** What every screen has: the context parts, its errors, form posts and a language switch. */
export interface Screen {
  readonly context: UniversalLoginContext;
  readonly prompt: UniversalLoginContext['prompt'];
  readonly screen: ScreenPart;
  readonly client: ClientPart;
  readonly organization: OrganizationPart;
  readonly user: UserPart;
  readonly tenant: TenantPart;
  /** The page's `branding` as sent; the SDK's rewrite of it: `brandingView(screen.context)`. */
  readonly branding: UniversalLoginContext['branding'];
  /** The SDK's `countryCodes`: `available` (`dialCode`) and `recommended`, null when absent. */
  readonly countryCodes: CountryCodesPart;
  readonly transaction: TransactionPart;
  readonly untrusted_data: UniversalLoginContext['untrusted_data'];
  /** The SDK's `untrustedData`: `submittedFormData` and `authorizationParams`. */
  readonly untrustedData: UntrustedDataPart;
  /** Errors the service sent back for the last submission (`transaction.errors`). */
  readonly errors: readonly TransactionError[];
  /** Full-page POST of `fields` with `action` (none when undefined) and the transaction `state`. */
  submit(action: string | undefined, fields?: Fields, options?: SubmitOptions): Promise<unknown>;
  /** The SDK's `getErrors()`: `transaction.errors`, or an empty list. */
  getErrors(): TransactionError[];
  /** The SDK's `getContext(model)`: one part of the raw page context. */
  getContext<K extends keyof UniversalLoginContext>(model: K): UniversalLoginContext[K];
  /** Re-renders the screen in another enabled locale (`action: change-language`). */
  changeLanguage(payload: { language: string; persist?: 'session' } & CustomFields): Promise<void>;
}

/** The object a declaration describes: the common parts, typed as declared, and its actions. */
export type ScreenObject<D extends Pick<ScreenDeclaration, 'actions' | 'members'>> = Omit<
  Screen,
  'screen' | 'transaction' | 'untrustedData'
> & {
  readonly screen: ScreenPart<DataOf<D>, LinksOf<D>> & ScreenViewsOf<D>;
  readonly transaction: TransactionPart & TransactionOf<D>;
  readonly untrustedData: UntrustedDataPart & UntrustedDataOf<D>;
} & ActionMethods<D>;

/**
 * The official SDK's `screen.branding` (`settings`, `themes`: its camelCase rewrite, value for
 * value; null parts when the page sent none). Screens keep the page's own `branding` under that
 * name (so a page that does not ask does not carry this); `brandingView(screen.context)`.
 */
export const brandingView = (context: UniversalLoginContext) =>
  runViews(BRANDING_VIEWS, context) as BrandingPart;

/**
 * The SDK's `changeLanguage({ language, persist? })` over a form post: `action: change-language`
 * with the payload (FormError, nothing posted, when `language` is not a string).
 */
export const changeLanguageWith =
  (submit: Screen['submit']): Screen['changeLanguage'] =>
  async (payload) => {
    await submit('change-language', checkPayload(payload, { language: 'string' }));
  };

/**
 * Builds the base screen object over a validated context (no screen-specific actions). `post`
 * replaces the plain form post, e.g. with a store's `submit` that tracks `isSubmitting`.
 */
export function baseScreen(
  context: UniversalLoginContext,
  defaults: SubmitOptions = {},
  post?: Screen['submit'],
): Screen {
  const submit: Screen['submit'] =
    post ??
    ((action, fields, options) =>
      submitForm(context.transaction.state, action, fields, { ...defaults, ...options }));
  const errors = context.transaction.errors ?? [];
  // Typed by the part types above (the views tables are their one source).
  const part = (key: keyof UniversalLoginContext, views: Views) =>
    ({ ...(context[key] as object | undefined), ...runViews(views, context) }) as never;
  return {
    context,
    prompt: context.prompt,
    screen: part('screen', SCREEN_VIEWS),
    client: part('client', CLIENT_VIEWS),
    organization: part('organization', ORGANIZATION_VIEWS),
    user: part('user', USER_VIEWS),
    tenant: part('tenant', TENANT_VIEWS),
    // The page's own; the SDK's rewrite (~300 B gzip on every page) only where asked: brandingView.
    branding: context.branding,
    countryCodes: runViews(COUNTRY_CODES_VIEWS, context) as CountryCodesPart,
    transaction: part('transaction', TRANSACTION_VIEWS),
    untrusted_data: context.untrusted_data,
    untrustedData: runViews(UNTRUSTED_DATA_VIEWS, context) as UntrustedDataPart,
    errors,
    submit,
    getErrors: () => [...errors],
    getContext: (model) => context[model],
    changeLanguage: changeLanguageWith(submit),
  };
}

/**
 * The screen object for `declaration` over the page's context (or `source`). Throws
 * `ScreenMismatchError` when the page shows another screen, `ContextError` when `screen.data`
 * breaks the declaration.
 */
export function bindScreen<D extends ScreenDeclaration>(
  declaration: D,
  source?: ContextSource,
  defaults?: SubmitOptions,
): ScreenObject<D> {
  const context = parseContextSource(source, checkContextShape);
  assertScreen([declaration.name], context.screen.name);
  return attachActions(baseScreen(context, defaults), declaration);
}

/**
 * Checks the page against a declaration (`screen.data`, `screen.links`, `transaction`: a
 * ContextError with the path) and adds the declaration's SDK views to the base screen's parts.
 */
export function applyDeclaration(base: Screen, declaration: ScreenDeclaration): void {
  const { context } = base;
  const { data, links, transaction, views = {} } = declaration;
  if (data) check(context.screen.data, optional(data), 'screen.data');
  if (links) check(context.screen.links, optional(links), 'screen.links');
  if (transaction) check(context.transaction, transaction, 'transaction');
  // The SDK's views of this screen (screen.publicKey, transaction.isSignupEnabled, ...).
  const parts = base as unknown as Record<string, object>;
  for (const part of ['screen', 'transaction', 'untrustedData'] as const)
    parts[part] = { ...parts[part], ...runViews(views[part], context) };
  // And its camelCase names of `screen.data` fields, in a copy of the page's data.
  const raw = context.screen.data;
  if (raw && views.data) {
    const aliases: Record<string, unknown> = {};
    for (const alias in views.data) aliases[alias] = raw[views.data[alias] as string];
    parts.screen = { ...parts.screen, data: { ...raw, ...aliases } };
  }
}

/**
 * Adds the declaration's checks, views and actions to a base screen (`createScreen` uses it too).
 * `page`: the window the screen is on when not this one; its browser steps and members use it.
 */
export function attachActions<D extends ScreenDeclaration>(
  base: Screen,
  declaration: D,
  page?: Window,
): ScreenObject<D> {
  const { context } = base;
  applyDeclaration(base, declaration);
  const scope: ActionScope = {
    data: context.screen.data ?? {},
    transaction: context.transaction,
    user: context.user ?? {},
  };
  // Written straight onto the base object: the declaration's methods, then its members.
  const screen = base as unknown as Record<string, unknown>;
  for (const [name, action] of Object.entries(declaration.actions)) {
    screen[name] = (...args: unknown[]) => runAction(base, action, scope, args, page);
  }
  for (const [name, member] of Object.entries(declaration.members ?? {})) {
    screen[name] = member(screen as unknown as BoundScreen, page);
  }
  return screen as unknown as ScreenObject<D>;
}

async function runAction(
  screen: Screen,
  action: ActionDeclaration,
  scope: ActionScope,
  args: unknown[],
  page: Window | undefined,
): Promise<void> {
  const { context } = screen;
  const positional = action.args ?? [];
  const named: Payload = {};
  positional.forEach((field, i) => {
    named[field] = args[i] as string;
  });
  const given = args[positional.length];
  if (given !== undefined && !isPlainObject(given)) {
    throw new FormError(
      'payload_type',
      '',
      `An action's payload must be an object, got ${describe(given)}`,
    );
  }
  let payload: Payload;
  try {
    payload = { ...(given as Payload | undefined), ...named };
  } catch {
    // A getter or proxy trap of the caller's object threw while it was copied.
    throw new FormError('payload_type', '', "The action's payload cannot be read");
  }
  checkPayload(payload, action.fields ?? {});
  // The action is read from the payload the caller gave (before rewrites drop e.g. `deviceIndex`).
  // With none declared, the payload's own `action` (if any) is posted, as the SDK does.
  const value = action.action;
  const actionName =
    typeof value === 'function'
      ? value(payload)
      : (value ?? (typeof payload.action === 'string' ? payload.action : undefined));
  if (action.transform) payload = action.transform(payload, scope);
  if (action.browser) payload = await action.browser(payload, context, page);
  // `action` and `state` are the protocol's own: the transaction state is always the one posted.
  const { action: _action, state: _state, ...fields } = payload;
  const options = args[positional.length + 1] as SubmitOptions | undefined;
  await screen.submit(actionName, fields, {
    ...options,
    ...(action.route ? { route: action.route } : {}),
  });
}
