/**
 * The dev server's entry, for every screen. The page context names the screen and its folder
 * src/screens/<screen>/index.ts renders it (its export `render<PascalName>Screen`, e.g.
 * `renderLoginIdScreen`); screens without a folder get the generic form. A page loads only its
 * own folder (a lazy glob): the gallery (/preview) opens a dozen pages at once. Production
 * builds use one entry per screen instead (`screenkit build`).
 */
import { createScreen } from '@screenkit/core';
import { mountScreen } from './mount.js';
import { renderGenericScreen } from './screens/generic.js';

type Render = (root: HTMLElement) => void;
const folders = import.meta.glob<Record<string, Render>>('./screens/*/index.ts');
const name = createScreen().screen.name;
const exportName = `render${name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen`;
const folder = folders[`./screens/${name}/index.ts`];
if (folder)
  void folder().then((screens) => mountScreen(screens[exportName] ?? renderGenericScreen));
else mountScreen(renderGenericScreen);
