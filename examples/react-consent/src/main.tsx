/**
 * The dev server's entry, for every screen. The page context names the screen and its folder
 * src/screens/<screen>/index.tsx renders it (its export `<PascalName>Screen`, e.g.
 * `LoginIdScreen`); screens without a folder get the generic form. A page loads only its own
 * folder (a lazy glob): the gallery (/preview) opens a dozen pages at once, and each one
 * loading every screen's modules made them several times slower. Production builds use one
 * entry per screen instead (`screenkit build`).
 */
import { readContext } from '@screenkit/core';
import type { ComponentType } from 'react';
import { mountScreen } from './mount.js';
import { GenericScreen } from './screens/generic.js';

const folders = import.meta.glob<Record<string, ComponentType>>('./screens/*/index.tsx');
const name = readContext().screen.name;
const exportName = `${name.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Screen`;
const folder = folders[`./screens/${name}/index.tsx`];
if (folder) void folder().then((screens) => mountScreen(screens[exportName] ?? GenericScreen));
else mountScreen(GenericScreen);
