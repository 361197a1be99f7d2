/**
 * The gallery under Vite with project code the host cannot use as it is, in Chromium: a
 * screen that cannot render on the server (it reads `window` while rendering) arrives blank
 * and goes live in the browser, with one warning naming it; an edited screen's next server
 * render shows the edit; a mount made before mountScreen took a page to render into leaves
 * each frame its own app (React and plain JS; those frames load the first alone, then at most
 * four at once).
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, exampleDir, startExample } from './support/example-server.js';

let browser: Browser;
let folder: string;
let windowScreen: ExampleServer;
let readsWindowRoot: string;
let oldMount: ExampleServer;
let oldJsMount: ExampleServer;
const warnings: string[] = [];

/** A copy of a starter with one of its files edited, its dependencies the starter's. */
async function starterCopy(
  name: string,
  file: string,
  edit: (source: string) => string,
  example: 'react-consent' | 'js-consent' = 'react-consent',
) {
  const starter = exampleDir(example);
  const root = join(folder, name);
  for (const entry of ['index.html', 'package.json', 'src', 'tenant'])
    await cp(join(starter, entry), join(root, entry), { recursive: true });
  await symlink(join(starter, 'node_modules'), join(root, 'node_modules'), 'dir');
  const source = await readFile(join(root, file), 'utf8');
  const edited = edit(source);
  if (edited === source) throw new Error(`${file}: the edit no longer applies to the starter`);
  await writeFile(join(root, file), edited);
  return root;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'screenkit-gallery-fallbacks-'));
  const [readsWindow, noPage, noPageJs] = await Promise.all([
    starterCopy('reads-window', 'src/screens/login-id/index.tsx', (source) =>
      source
        .replace(
          '  const texts = useTexts();',
          '  const texts = useTexts();\n  const kind = typeof window.document;',
        )
        .replace('<form onSubmit={onSubmit}>', '<form onSubmit={onSubmit} data-document={kind}>'),
    ),
    starterCopy('old-mount', 'src/mount.tsx', (source) =>
      source
        .replace(
          'mountScreen(Screen: ComponentType, page?: Window)',
          'mountScreen(Screen: ComponentType)',
        )
        .replace('const { document } = page ?? window;', '')
        .replace('<ScreenProvider page={page}>', '<ScreenProvider>'),
    ),
    starterCopy(
      'old-js-mount',
      'src/mount.ts',
      (source) =>
        source
          .replace(
            'mountScreen(render: (root: HTMLElement) => void, page?: Window)',
            'mountScreen(render: (root: HTMLElement) => void)',
          )
          .replace('const doc = (page ?? window).document;', 'const doc = document;')
          .replace('applyBrandingTheme(doc, page);', 'applyBrandingTheme(doc);'),
      'js-consent',
    ),
  ]);
  readsWindowRoot = readsWindow;
  [windowScreen, oldMount, oldJsMount, browser] = await Promise.all([
    startExample('react-consent', folder, readsWindow),
    startExample('react-consent', folder, noPage),
    startExample('js-consent', folder, noPageJs),
    launchBrowser(),
  ]);
  const logger = windowScreen.vite.config.logger;
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    warnings.push(message);
    warn(message, options);
  };
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([windowScreen?.close(), oldMount?.close(), oldJsMount?.close()]);
  await rm(folder, { recursive: true, force: true });
});

const shell = (server: ExampleServer, prompt: string, screen: string) =>
  fetch(`${server.url}/preview/${prompt}/${screen}?frame=1&shell=1`).then((r) => r.text());

async function galleryFrame(server: ExampleServer, screen: string) {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/preview`);
  const frame = await (
    await page.locator(`li.shot[data-screen="${screen}"] iframe`).elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error(`no frame for ${screen}`);
  return { page, frame };
}

describe('gallery host fallbacks', () => {
  it('a screen that reads window while rendering arrives blank, warned once, and goes live in the browser', async () => {
    const blank = await shell(windowScreen, 'login-id', 'login-id');
    expect(blank).toMatch(/<div id="root"><\/div>/);
    expect(await shell(windowScreen, 'login-id', 'login-id')).toMatch(/<div id="root"><\/div>/);
    const about = warnings.filter((w) => w.includes('login-id thumbnail'));
    expect(about).toHaveLength(1);
    expect(about[0]).toContain('window is not defined');
    // The other screens still arrive rendered, with their page's stylesheets (the mount's
    // and the screen's own layout.css) and no app.
    const rendered = await shell(windowScreen, 'login-password', 'login-password');
    expect(rendered).toMatch(/<div id="root" inert><main/);
    const styles = [
      ...rendered.matchAll(/<style data-screenkit-gallery-style>([\s\S]*?)<\/style>/g),
    ];
    expect(styles.map(([, css]) => /^\/\*\n \* ([^\n]*)/.exec(css ?? '')?.[1])).toEqual([
      expect.stringContaining('default screens'),
      expect.stringContaining("project's own styles"),
      expect.stringContaining("starter's hand-written screens"),
    ]);
    expect(rendered).not.toContain('type="module"');
    const { page, frame } = await galleryFrame(windowScreen, 'login-id');
    await frame.locator('#root:not([inert]) form[data-document="object"]').waitFor();
    expect(new URL(frame.url()).searchParams.get('shell')).toBe('1');
    await page.close();
  });

  it("an edited screen: the next thumbnail's server render shows the edit", async () => {
    const file = join(readsWindowRoot, 'src/screens/login-password/index.tsx');
    const source = await readFile(file, 'utf8');
    const label = '        <label>\n          Password\n';
    expect(source).toContain(label);
    expect(await shell(windowScreen, 'login-password', 'login-password')).toMatch(
      /<div id="root" inert>.*<label>Password/s,
    );
    await writeFile(file, source.replace(label, '        <label>\n          Passphrase\n'));
    await expect
      .poll(() => shell(windowScreen, 'login-password', 'login-password'), { timeout: 15_000 })
      .toMatch(/<div id="root" inert>.*<label>Passphrase/s);
  });

  it('a mount that takes no page: every frame runs its own app', async () => {
    const { page } = await galleryFrame(oldMount, 'login-id');
    const frame = page.frameLocator('li.shot[data-screen="login-id"] iframe');
    await frame.locator('main h1').waitFor();
    await expect
      .poll(() => page.locator('li.shot[data-screen="login-id"] iframe').getAttribute('src'), {
        timeout: 30_000,
      })
      .not.toContain('shell=1');
    await frame.locator('#root:not([inert]) main h1').waitFor();
    expect(await frame.locator('script[type="module"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('plain JS, a mount that takes no page: every frame runs its own app, the first alone, then at most four at once', async () => {
    // The first frame fills the browser's cache with the app's modules for the others
    // (bench/gallery.bench.mjs): every frame fetching them at once was the slowest cold start.
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as { frameLog?: string[] }).frameLog = log;
      // A frame with its own app (no `shell=1`): the host cannot render into another page.
      const own = (frame: HTMLIFrameElement) => !frame.src.endsWith('&shell=1');
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLIFrameElement && node.title !== 'screenkit gallery host')
              log.push(`open ${node.title} ${own(node) ? 'own' : 'shell'}`);
      }).observe(document, { childList: true, subtree: true });
      // Capture, on the document (a load event never reaches window): seen before the
      // gallery's own listener opens the next frame.
      document.addEventListener(
        'load',
        (event) => {
          const frame = event.target;
          if (frame instanceof HTMLIFrameElement && frame.title !== 'screenkit gallery host')
            log.push(`loaded ${frame.title} ${own(frame) ? 'own' : 'shell'}`);
        },
        true,
      );
    });
    await page.goto(`${oldJsMount.url}/preview`);
    const log = async (target: Page) =>
      (await target.evaluate(() => (window as { frameLog?: string[] }).frameLog ?? [])).filter(
        (event) => event.endsWith(' own'),
      );
    await expect
      .poll(async () => (await log(page)).filter((e) => e.startsWith('open')).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(5);
    const events = await log(page);
    const first = (events[0] ?? '').slice('open '.length);
    expect(events[1]).toBe(`loaded ${first}`);
    let inFlight = 0;
    for (const event of events) {
      inFlight += event.startsWith('open') ? 1 : -1;
      expect(inFlight).toBeLessThanOrEqual(4);
    }
    const frame = page.frameLocator('li.shot[data-screen="login-id"] iframe');
    await frame.locator('#root main h1').waitFor();
    expect(await frame.locator('script[type="module"]').count()).toBeGreaterThan(0);
    await page.close();
  });
});
