/** A screen's default layout: derived from its declaration, adjusted where the screen differs. */
import type { ScreenName } from '../../catalogue/catalogue.js';
import type { ScreenDeclaration } from '../../screens/declaration.js';
import { DECLARATIONS } from '../../screens/declarations/index.js';
import { deriveLayout } from './derive.js';
import type { Part, ScreenLayout } from './parts.js';
import { SCREEN_LAYOUTS } from './screens.js';

export function defaultLayout(screen: ScreenName): ScreenLayout {
  const derived = deriveLayout(DECLARATIONS[screen] as ScreenDeclaration);
  const adjust = SCREEN_LAYOUTS[screen];
  return { screen, parts: adjust ? adjust(derived) : derived };
}

/** Every part of a layout, form fields included, in order. */
export function allParts(layout: ScreenLayout): Part[] {
  return layout.parts.flatMap((part): Part[] =>
    part.type === 'Form' ? [part, ...part.parts] : [part],
  );
}
