import { createConsentScreen } from '@screenkit/core';
import { consentActions, layout, scopeList } from '../dom.js';

export function renderConsentScreen(root: HTMLElement): void {
  const screen = createConsentScreen();
  root.replaceChildren(
    layout(screen, 'Authorize the application', scopeList(screen.scopes), consentActions(screen)),
  );
}
