/**
 * The shape of one screen's declaration: what its `screen.data` holds and which actions it has,
 * with the payload fields each action reads and what it posts. Declarations are plain data (one
 * `export const` per screen in `declarations/<prompt>.ts`), so a bundler keeps only the screens a
 * page imports; `bind-screen.ts` turns one into a screen object, and the types below turn one
 * into that object's TypeScript type.
 */

import type { ScreenName } from '../catalogue/catalogue.js';
import type { Kind, KindType, Shape, ShapeType } from '../catalogue/shape.js';
import type { UniversalLoginContext } from '../context/types.js';
import type { BrowserStep, FieldRules, Payload } from '../form/payload.js';
import type { FieldValue, SubmitOptions } from '../form/submit-form.js';
import type { Views, ViewsType } from './parts.js';

export type { BrowserStep, FieldRule, FieldRules, Payload } from '../form/payload.js';

/** Extra fields any action takes, posted as they are (the SDK's `CustomOptions`). */
export type CustomFields = { [field: string]: FieldValue };

/** What a transform may read besides the payload: the screen's own context parts. */
export interface ActionScope {
  readonly data: Record<string, unknown>;
  readonly transaction: Record<string, unknown>;
  readonly user: Record<string, unknown>;
}

export interface ActionDeclaration {
  /** The posted `action` field: fixed, computed from the payload, or none (payload posted as is). */
  readonly action?: string | ((payload: Payload) => string);
  /** Payload fields the action reads: checked at run time (FormError) and typed. */
  readonly fields?: FieldRules;
  /** Positional arguments before the payload, e.g. `continue(code, payload?)`: posted under these names. */
  readonly args?: readonly string[];
  /** Rewrites the payload into the posted fields (renames, flags); runs after the checks. */
  readonly transform?: (payload: Payload, scope: ActionScope) => Payload;
  /** Posts to this route instead of the current URL. */
  readonly route?: string;
  /** Adds what the browser gives (capability fields, a WebAuthn credential); runs after `transform`. */
  readonly browser?: BrowserStep;
  /** Not in the official SDK: taken from what the screen's context implies. */
  readonly inferred?: true;
}

/**
 * A member that is not a form post (a resend timer, a polling control, passkey autofill), built
 * from the bound screen object so it can call the screen's own actions; `page` is the window the
 * screen is on when not this one (a frame), for the members that use the browser.
 */
export type MemberFactory = (screen: BoundScreen, page?: Window) => unknown;
/** What a member factory sees: the base screen and the actions by name. */
export interface BoundScreen {
  readonly context: UniversalLoginContext;
  submit(action: string | undefined, fields?: Payload, options?: SubmitOptions): Promise<unknown>;
  readonly [action: string]: unknown;
}

/**
 * The official SDK's views of this screen's parts beyond the ones every screen has (`parts.ts`):
 * `screen.publicKey`, `transaction.isSignupEnabled`, ... Each is computed from the context.
 */
export interface ViewDeclarations {
  readonly screen?: Views;
  readonly transaction?: Views;
  readonly untrustedData?: Views;
  /** camelCase names the SDK gives fields of `screen.data`: name -> the page's own key. */
  readonly data?: Readonly<Record<string, string>>;
}

export interface ScreenDeclaration<N extends ScreenName = ScreenName> {
  readonly name: N;
  readonly members?: Readonly<Record<string, MemberFactory>>;
  /**
   * What the page sends in `screen.data`, `screen.links` and `transaction` for this screen:
   * checked when the screen is bound (ContextError with the path) and the TypeScript types of
   * `screen.screen.data`, `screen.screen.links` and `screen.transaction`.
   */
  readonly data?: Shape;
  readonly links?: Shape;
  readonly transaction?: Shape;
  readonly views?: ViewDeclarations;
  readonly actions: Readonly<Record<string, ActionDeclaration>>;
  /** The screen is not one of the official SDK's 80: its actions come from its context. */
  readonly inferred?: true;
}

/**
 * Keeps the literal types of a declaration (names, rules) while checking its shape. Every call
 * carries `@__PURE__`, so a bundler drops the declarations of a prompt's other screens.
 */
export function declareScreen<
  const N extends ScreenName,
  const D extends Omit<ScreenDeclaration<N>, 'name'>,
>(name: N, declaration: D): D & { readonly name: N } {
  return { name, ...declaration };
}

// ---- types derived from a declaration -------------------------------------------------------

type RequiredKeys<R extends FieldRules> = {
  [K in keyof R]: R[K] extends `${string}?` ? never : K;
}[keyof R];

/** The payload type an action's field rules describe, plus custom fields. */
export type PayloadOf<R extends FieldRules | undefined> = R extends FieldRules
  ? { [K in RequiredKeys<R>]: R[K] extends Kind ? KindType<R[K]> : never } & {
      [K in Exclude<keyof R, RequiredKeys<R>>]?: R[K] extends `${infer B extends Kind}?`
        ? KindType<B>
        : never;
    } & CustomFields
  : CustomFields;

// Positional arguments are strings; the SDK has at most one (`continue(code, payload?)`).
type ArgsOf<A extends ActionDeclaration> = A extends { readonly args: readonly [string] }
  ? [value: string]
  : [];

/**
 * A declared action as a method: `(payload, options?) => Promise<void>`; the payload is optional
 * when nothing in it is required; `options` (transport, route) is screenkit's own addition.
 */
export type ActionMethod<A extends ActionDeclaration> = A['fields'] extends FieldRules
  ? [RequiredKeys<A['fields']>] extends [never]
    ? (
        ...args: [...ArgsOf<A>, payload?: PayloadOf<A['fields']>, options?: SubmitOptions]
      ) => Promise<void>
    : (
        ...args: [...ArgsOf<A>, payload: PayloadOf<A['fields']>, options?: SubmitOptions]
      ) => Promise<void>
  : (...args: [...ArgsOf<A>, payload?: CustomFields, options?: SubmitOptions]) => Promise<void>;

export type ActionMethods<D extends Pick<ScreenDeclaration, 'actions' | 'members'>> = {
  readonly [K in keyof D['actions']]: ActionMethod<D['actions'][K]>;
} & (D['members'] extends Readonly<Record<string, MemberFactory>>
  ? { readonly [K in keyof D['members']]: ReturnType<D['members'][K]> }
  : unknown);

// ---- the parts' types, from the declaration's shapes and views --------------------------------

type Declared<D, K extends string> = D extends { readonly [P in K]: infer S } ? S : undefined;
type ViewsOf<D, K extends keyof ViewDeclarations> = ViewsType<
  Declared<Declared<D, 'views'>, K & string>
>;

/** `screen.data` as declared, plus the SDK's camelCase aliases of its fields. */
export type DataOf<D> = ShapeType<Declared<D, 'data'>> & {
  readonly [A in keyof Declared<Declared<D, 'views'>, 'data'>]?: ShapeType<
    Declared<D, 'data'>
  >[Declared<Declared<D, 'views'>, 'data'>[A] & string];
};
export type LinksOf<D> = ShapeType<Declared<D, 'links'>> & Readonly<Record<string, string>>;
export type TransactionOf<D> = ShapeType<Declared<D, 'transaction'>> & ViewsOf<D, 'transaction'>;
export type ScreenViewsOf<D> = ViewsOf<D, 'screen'>;
export type UntrustedDataOf<D> = ViewsOf<D, 'untrustedData'>;
