/**
 * The dev server's entry: one bundle for every screen. The page context names the screen and
 * its folder src/screens/<screen>/index.ts renders it (its export `render<PascalName>Screen`,
 * e.g. `renderLoginIdScreen`); screens without a folder get the generic form. Production
 * builds use one entry per screen instead (`screenkit build`).
 */
import { createScreen } from '@screenkit/core';
import { mountScreen } from './mount.js';
import { renderGenericScreen } from './screens/generic.js';

type Render = (root: HTMLElement) => void;
const folders = import.meta.glob<Record<string, Render>>('./screens/*/index.ts', { eager: true });
const name = createScreen().screen.name;
const exportName = `render${name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen`;
mountScreen(folders[`./screens/${name}/index.ts`]?.[exportName] ?? renderGenericScreen);
