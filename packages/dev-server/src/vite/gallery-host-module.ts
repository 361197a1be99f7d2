/**
 * The source of the gallery host's browser module (gallery-host.ts): the project's screens
 * looked up as its main.tsx or main.ts does (its own folder's export, else screenkit's default
 * screen: `@screenkit/react/screens` or `@screenkit/core/dom/screens`), mounted with its own
 * mountScreen into the frame it is given, the app's styles copied.
 */
import { join } from 'node:path';
import type { Project } from '../project/project.js';
import { ownedScreens } from '../project/project-screens.js';
import { screenEntryFile, screenExport } from '../project/screen-names.js';

/**
 * The project's own screens as the source of an object's entries, `name: () => Screen`: loaded
 * on demand, as main.tsx does (a screen's modules load when a frame shows it).
 */
export async function ownScreenLoaders(project: Project): Promise<string[]> {
  return (await ownedScreens(project)).map(
    (screen) =>
      `  ${JSON.stringify(screen)}: () => import(${JSON.stringify(join(project.dir, screenEntryFile(project.template, screen)))}).then((m) => m[${JSON.stringify(screenExport(project.template, screen))}]),`,
  );
}

/** Each template's default screens, as its main.tsx or main.ts imports them. */
const DEFAULT_SCREENS = {
  react: '@screenkit/react/screens',
  js: '@screenkit/core/dom/screens',
} as const;

// React's development build gives every element it creates an async stack for DevTools
// (console.createTask), a cost a thumbnail's render does not need; the full preview keeps it.
const REACT_ONLY = 'console.createTask = undefined;\n';

/** The host's module: main.tsx's (main.ts's) screen lookup, rendering into the frames it is given. */
export async function galleryHostModule(
  project: Project,
  mount: string,
  stylesPath: string,
): Promise<string> {
  const own = await ownScreenLoaders(project);
  return `// No static import: the host page loads at once, so the screens its first frames show start
// loading alongside the app's mount and its dependencies, not after them (a waterfall of five
// module levels before the first thumbnail, bench/gallery.bench.mjs).
${project.template === 'react' ? REACT_ONLY : ''}const mount = import(${JSON.stringify(mount)}).then((m) => m.mountScreen);
const defaults = () => import(${JSON.stringify(DEFAULT_SCREENS[project.template])}).then((m) => m.DEFAULT_SCREENS);

const own = {
${own.join('\n')}
};
const screenOf = (name) => own[name] ? own[name]() : defaults().then((screens) => screens[name]());

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

// The stylesheets of a page showing a screen of the project's own, or screenkit's default
// screen: asked once each, alongside the screen's modules (the server transforms them first).
const styles = new Map();
const stylesOf = (screen) => {
  if (!styles.has(screen)) {
    const query = screen ? '?screen=' + encodeURIComponent(screen) : '';
    styles.set(screen, fetch(${JSON.stringify(stylesPath)} + query).then((answer) => answer.json()));
  }
  return styles.get(screen);
};

window.screenkitGallery = {
  /**
   * Renders the frame's screen into it; false: the project's mount takes no page to render into
   * (made before it did), so it renders into its own document only and each frame needs its
   * own app.
   */
  async render(frame) {
    const name = frame.universal_login_context?.screen?.name;
    const [mountScreen, Screen, ids] = await Promise.all([mount, screenOf(name), stylesOf(own[name] ? name : '')]);
    if (mountScreen.length < 2) return false;
    copyStyles(frame, ids);
    // The server's render of the screen (gallery-thumbnail.ts) is inert: this one is live.
    frame.document.getElementById('root')?.removeAttribute('inert');
    mountScreen(Screen, frame);
    frames.set(frame, ids);
    return true;
  },
};

// An edited stylesheet: Vite updates this page's copy; the frames get it again.
import.meta.hot?.on('vite:afterUpdate', () => {
  for (const [frame, ids] of frames) {
    if (frame.closed) frames.delete(frame);
    else copyStyles(frame, ids);
  }
});
`;
}
