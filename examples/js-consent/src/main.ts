/**
 * The dev server's entry: one page for every screen. The page context names the screen; the
 * project's own folder src/screens/<screen>/index.ts renders it when there is one (its export
 * `render<PascalName>Screen`, e.g. `renderLoginIdScreen`: a screen you ejected or wrote), else
 * screenkit's default screen does. Each loads on demand, so a page fetches only its own screen.
 * Production builds use one entry per screen instead (`screenkit build`).
 */
import { readContext, type ScreenName } from '@screenkit/core';
import { DEFAULT_SCREENS } from '@screenkit/core/dom/screens';
import { mountScreen } from './mount.js';

type Render = (root: HTMLElement) => unknown;
const folders = import.meta.glob<Record<string, Render>>('./screens/*/index.ts');
const name = readContext().screen.name as ScreenName;
const exportName = `render${name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen`;
const own = folders[`./screens/${name}/index.ts`];
const screen: Promise<Render> = own
  ? own().then((module) => module[exportName] as Render)
  : DEFAULT_SCREENS[name]();
void screen.then(mountScreen);
