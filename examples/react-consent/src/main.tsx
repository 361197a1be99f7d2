/**
 * The dev server's entry: one page for every screen. The page context names the screen; the
 * project's own folder src/screens/<screen>/index.tsx renders it when there is one (its export
 * `<PascalName>Screen`, e.g. `LoginIdScreen`: a screen you ejected or wrote), else screenkit's
 * default screen does. Each loads on demand, so a page fetches only its own screen. Production
 * builds use one entry per screen instead (`screenkit build`).
 */
import { readContext, type ScreenName } from '@screenkit/core';
import { DEFAULT_SCREENS } from '@screenkit/react/screens';
import type { ComponentType } from 'react';
import { mountScreen } from './mount.js';

const folders = import.meta.glob<Record<string, ComponentType>>('./screens/*/index.tsx');
const name = readContext().screen.name as ScreenName;
const exportName = `${name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen`;
const own = folders[`./screens/${name}/index.tsx`];
const screen: Promise<ComponentType> = own
  ? own().then((module) => module[exportName] as ComponentType)
  : DEFAULT_SCREENS[name]();
void screen.then(mountScreen);
