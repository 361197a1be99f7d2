import { createScreen } from '@screenkit/core';
import { button, h, layout } from './dom.js';

/** Screens without their own folder yet: title, errors and a plain continue. */
export function renderGenericScreen(root: HTMLElement): void {
  const screen = createScreen();
  const note = h(
    'p',
    { class: 'muted', 'data-screen': screen.screen.name },
    'No renderer for ',
    h('code', {}, screen.screen.name),
    ` yet: add src/screens/${screen.screen.name}/index.ts.`,
  );
  root.replaceChildren(
    layout(
      screen,
      screen.screen.name,
      note,
      button('Continue', () => void screen.submit('default')),
    ),
  );
}
