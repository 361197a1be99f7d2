// The submit options of a screen rendered into another page than this one (a same-origin frame,
// such as the dev server's gallery's): its own module, so a page that binds a screen to this
// window does not carry it.
import { pageFormTransport, pageRoute, type SubmitOptions } from './submit-form.js';

/**
 * The submit options a screen on `page` starts from: posts go from its document to its URL, as
 * that page's own would. No page (this window): `defaults` as they are.
 */
export function pageSubmitOptions(
  page: Window | undefined,
  defaults: SubmitOptions,
): SubmitOptions {
  return page
    ? { route: pageRoute(page), transport: pageFormTransport(page.document), ...defaults }
    : defaults;
}
