import { createConsentScreen, pageSubmitOptions, readContext } from '@screenkit/core';
import { dom, pageOf } from '../dom.js';

export function renderConsentScreen(root: HTMLElement): void {
  const { consentActions, layout, scopeList } = dom(root);
  // The consent screen's own small entry takes the context and the posts' options of the page
  // rendered into, rather than a page (createScreen's, which bundles every screen's declaration).
  const page = pageOf(root);
  const screen = createConsentScreen(readContext(undefined, page), pageSubmitOptions(page, {}));
  root.replaceChildren(
    layout(screen, 'Authorize the application', scopeList(screen.scopes), consentActions(screen)),
  );
}
