// The one answer to "which window is this screen on": the page a screen was given (a same-origin
// frame another page renders it into, such as the dev server's gallery), else this one. Browser
// code reads document, navigator, location and the WebAuthn statics through it, so a screen in a
// frame acts on that frame. Read at call time: nothing here touches a window at import (SSR).

/** What core reads off a page; any of it may be missing (Node, SSR, old browsers). */
export interface ScreenWindow {
  readonly document?: Document;
  readonly navigator?: Navigator;
  readonly location?: Location;
  readonly sessionStorage?: Storage;
  readonly PublicKeyCredential?: {
    isConditionalMediationAvailable?: () => Promise<boolean>;
    isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  };
  /** `__screenkitDevTools`, a captcha provider's global and its onload callback. */
  [global: string]: unknown;
}

/** `page` when the screen was given one, else this window (`globalThis`, exactly as before). */
export function screenWindow(page?: Window): ScreenWindow {
  return (page ?? globalThis) as unknown as ScreenWindow;
}
