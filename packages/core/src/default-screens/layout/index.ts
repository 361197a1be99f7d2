/**
 * The default layout of every screen: derived from its declaration (derive.ts), adjusted where
 * the screen differs (screens.ts). Read at generation time (codegen/, also `screenkit eject`
 * where the package's own files are not installed) and by tests; the pages run the generated
 * per-screen files, so no layout code ships in a screen's bundle.
 */
export { emitDomScreen, emitReactScreen } from '../codegen/emit.js';
export { allParts, defaultLayout } from './default-layout.js';
export { NOT_SHOWN } from './derive.js';
export type * from './parts.js';
