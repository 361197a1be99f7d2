/**
 * The vocabulary of the default screens: what a screen is made of, as plain data. A layout is
 * a list of parts; each part names what it shows and which declared action it runs. Both
 * renderers (the DOM one in `@screenkit/core/dom`, the React one in `@screenkit/react/ui`)
 * have one builder or component per part type, of the same name, taking the same props: the
 * per-screen files are generated from these layouts (codegen/), and `screenkit eject` copies them.
 */

/** A key of the screen's texts: `screen.texts[key]`, else the built-in default (texts/). */
export type TextKey = string;

/** A `screen.data` flag the part needs truthy to show (`show_link_voice`, ...). */
export type DataFlag = string;

/** The lists a screen offers to pick from, each read by core (default-screens/runtime/choices.ts). */
export type ChoiceSource =
  | 'organizations'
  | 'login-factors'
  | 'enroll-factors'
  | 'phone-numbers'
  | 'emails'
  | 'push-devices'
  | 'country-codes';

/** Parts that only make sense inside a `Form`: an input, and what it adds to the action's payload. */
export type FieldPart =
  /** The login identifier (email, phone or username per the connection); posts `username`. */
  | { readonly type: 'IdentifierField'; readonly autofill?: boolean }
  /** The signup identifiers (each required or optional per the connection). */
  | { readonly type: 'SignupIdentifierFields'; readonly phoneField: 'phone' | 'phoneNumber' }
  /** A password; `new` ones check the connection's policy rule by rule, `confirm` asks twice. */
  | {
      readonly type: 'PasswordField';
      readonly name: string;
      readonly purpose: 'current' | 'new';
      readonly confirm?: string;
      readonly optional?: boolean;
    }
  /** A one-time code. */
  | { readonly type: 'CodeField'; readonly name: string; readonly text?: TextKey }
  /** A plain text input, prefilled from `screen.data[prefill]`. */
  | {
      readonly type: 'TextField';
      readonly name: string;
      readonly text: TextKey;
      readonly autocomplete?: string;
      readonly prefill?: string;
    }
  /** A phone number with the country picker of `country_codes`; posts `+<dial code><number>`. */
  | { readonly type: 'PhoneField'; readonly name: string }
  /** A checkbox posted as a boolean. */
  | {
      readonly type: 'CheckboxField';
      readonly name: string;
      readonly text: TextKey;
      readonly required?: boolean;
    }
  /** "Remember this device", shown when `screen.data.show_remember_device`. */
  | { readonly type: 'RememberDeviceField' }
  /** The screen's captcha (`screen.captcha`), when it has one; posts `captcha`. */
  | { readonly type: 'CaptchaField' }
  /** One of a few values. */
  | {
      readonly type: 'RadioField';
      readonly name: string;
      readonly text: TextKey;
      readonly options: readonly { readonly value: string; readonly text: TextKey }[];
    }
  /** A value from `screen.data` posted as is (the identifier a step before asked for). */
  | { readonly type: 'HiddenField'; readonly name: string; readonly from: string }
  | {
      readonly type: 'SubmitButton';
      readonly text?: TextKey;
      readonly variant?: 'primary' | 'secondary' | 'link';
    };

export type Part =
  | FieldPart
  /** Posts `action` with what its fields hold. */
  | { readonly type: 'Form'; readonly action: string; readonly parts: readonly FieldPart[] }
  /** Posts `action` with nothing else (or a fixed payload). */
  | {
      readonly type: 'ActionButton';
      readonly action: string;
      readonly text: TextKey;
      readonly variant: 'primary' | 'secondary' | 'link';
      readonly when?: DataFlag;
      readonly payload?: Readonly<Record<string, string | boolean>>;
    }
  /** Resends the code (or link, or push), with the cooldown and limit of core's resend control. */
  | { readonly type: 'ResendButton'; readonly action: string }
  /** `screen.links[link]`, when the page has it. */
  | {
      readonly type: 'LinkTo';
      readonly link: string;
      readonly text: TextKey;
      readonly lead?: TextKey;
    }
  /** What the user entered a step before (`screen.data` identifier), with its edit link. */
  | { readonly type: 'IdentifierSummary'; readonly text?: TextKey }
  /** Social and enterprise connections as "Continue with ..." buttons. */
  | { readonly type: 'FederatedButtons'; readonly action: string }
  /** "Continue with a passkey", when the connection offers passkeys. */
  | { readonly type: 'PasskeyButton'; readonly action: string }
  /**
   * Runs a WebAuthn ceremony through `action` (whose declaration asks the browser); a failure
   * the service should know of is posted through `errorAction`. `auto` starts it on load.
   */
  | {
      readonly type: 'WebAuthnButton';
      readonly action: string;
      readonly text: TextKey;
      readonly errorAction?: string;
      readonly rememberDevice?: boolean;
    }
  /** A QR code of `screen.data[from]` (an image data URL, or a URI drawn here). */
  | { readonly type: 'QrCode'; readonly from: string; readonly text: TextKey }
  /** A code to copy (manual key, recovery code, device code). */
  | { readonly type: 'SecretCode'; readonly from: string; readonly text: TextKey }
  /** Waits for the push to be approved (core's polling control), then posts `action`. */
  | { readonly type: 'PushPolling'; readonly action: string }
  /** A list of buttons, each posting `action` for its entry. */
  | { readonly type: 'ChoiceList'; readonly action: string; readonly list: ChoiceSource }
  /** The requested scopes (consent screens). */
  | { readonly type: 'ScopeList' }
  /** The Rich Authorization Request's entries, as core's consent views. */
  | { readonly type: 'AuthorizationDetails' }
  /** The tenant's customized-consent partial (precompiled by the screenkit Vite plugin). */
  | { readonly type: 'ConsentPartial' }
  /** Posts `action` as soon as the page loads (the browser-capabilities step). */
  | { readonly type: 'AutoSubmit'; readonly action: string }
  /** A paragraph of text. */
  | { readonly type: 'Message'; readonly text: TextKey };

export type PartType = Part['type'];

export interface ScreenLayout {
  readonly screen: string;
  readonly parts: readonly Part[];
}
