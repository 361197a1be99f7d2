/**
 * The dev server's entry: one bundle for every screen. The page context names the screen and
 * its folder src/screens/<screen>/index.tsx renders it (its export `<PascalName>Screen`, e.g.
 * `LoginIdScreen`); screens without a folder get the generic form. Production builds use one
 * entry per screen instead (`screenkit build`), so a page loads only its own screen.
 */
import { readContext } from '@screenkit/core';
import type { ComponentType } from 'react';
import { mountScreen } from './mount.js';
import { GenericScreen } from './screens/generic.js';

const folders = import.meta.glob<Record<string, ComponentType>>('./screens/*/index.tsx', {
  eager: true,
});
const name = readContext().screen.name;
const exportName = `${name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen`;
mountScreen(folders[`./screens/${name}/index.tsx`]?.[exportName] ?? GenericScreen);
