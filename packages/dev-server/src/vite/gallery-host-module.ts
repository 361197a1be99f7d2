/**
 * The source of the gallery host's browser module (gallery-host.ts), for a React project: its
 * screens looked up as its main.tsx does (its own folder's export, else screenkit's default
 * screen), mounted with its own mountScreen into the frame it is given, the app's styles copied.
 */
import { join } from 'node:path';
import type { Project } from '../project/project.js';
import { ownedScreens } from '../project/project-screens.js';
import { screenEntryFile, screenExport } from '../project/screen-names.js';

/** The host's module: main.tsx's screen lookup, rendering into the frames it is given. */
export async function galleryHostModule(
  project: Project,
  mount: string,
  stylesPath: string,
): Promise<string> {
  // On demand, as main.tsx does: a screen's modules load when a frame shows it.
  const own = (await ownedScreens(project)).map(
    (screen) =>
      `  ${JSON.stringify(screen)}: () => import(${JSON.stringify(join(project.dir, screenEntryFile(project.template, screen)))}).then((m) => m[${JSON.stringify(screenExport(project.template, screen))}]),`,
  );
  return `import { mountScreen } from ${JSON.stringify(mount)};
import { DEFAULT_SCREENS } from '@screenkit/react/screens';

const own = {
${own.join('\n')}
};
/** Each rendered frame and the stylesheets (Vite module ids) of its own page. */
const frames = new Map();

/** The frame's stylesheets, as Vite put them in this page's head, copied into it afresh. */
function copyStyles(frame, ids) {
  const head = frame.document.head;
  for (const old of head.querySelectorAll('[data-screenkit-gallery-style]')) old.remove();
  const styles = new Map([...document.querySelectorAll('style[data-vite-dev-id]')].map((s) => [s.dataset.viteDevId, s]));
  for (const id of ids) {
    const style = styles.get(id);
    if (!style) continue;
    const copy = frame.document.importNode(style, true);
    copy.setAttribute('data-screenkit-gallery-style', '');
    head.append(copy);
  }
}

// A mount that takes the page to render into: mountScreen(Screen, page). One that does not
// renders into its own document only; the gallery then loads every frame's own app.
if (mountScreen.length >= 2) {
  // The stylesheets of a page showing a screen of the project's own (once its modules have
  // loaded, so Vite's module graph has them), or screenkit's default screen: asked once each.
  const styles = new Map();
  const stylesOf = (screen) => {
    if (!styles.has(screen)) {
      const query = screen ? '?screen=' + encodeURIComponent(screen) : '';
      styles.set(screen, fetch(${JSON.stringify(stylesPath)} + query).then((answer) => answer.json()));
    }
    return styles.get(screen);
  };
  window.screenkitGallery = {
    async render(frame) {
      const name = frame.universal_login_context?.screen?.name;
      const Screen = await (own[name] ?? DEFAULT_SCREENS[name])();
      const ids = await stylesOf(own[name] ? name : '');
      copyStyles(frame, ids);
      mountScreen(Screen, frame);
      frames.set(frame, ids);
    },
  };
  // An edited stylesheet: Vite updates this page's copy; the frames get it again.
  import.meta.hot?.on('vite:afterUpdate', () => {
    for (const [frame, ids] of frames) {
      if (frame.closed) frames.delete(frame);
      else copyStyles(frame, ids);
    }
  });
}
`;
}
