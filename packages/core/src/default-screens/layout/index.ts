/**
 * The default layout of every screen: derived from its declaration (derive.ts), adjusted where
 * the screen differs (screens.ts). Read at generation time (codegen/, also `screenkit eject`
 * where the package's own files are not installed) and by tests; the pages run the generated
 * per-screen files, so no layout code ships in a screen's bundle.
 */
import type { ScreenName } from '../../screens/catalogue.js';
import type { ScreenDeclaration } from '../../screens/declaration.js';
import { DECLARATIONS } from '../../screens/declarations/index.js';
import { deriveLayout } from './derive.js';
import type { Part, ScreenLayout } from './parts.js';
import { SCREEN_LAYOUTS } from './screens.js';

export { emitDomScreen, emitReactScreen } from '../codegen/emit.js';
export { NOT_SHOWN } from './derive.js';
export type * from './parts.js';

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
