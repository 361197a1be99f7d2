/**
 * The `/preview` gallery and the toolbar's context editor inside both starters' Vite dev
 * servers, in Chromium. Gallery: every screen of the catalogue gets a card, thumbnails are the
 * starter's own code and load only when scrolled to, filters come from and go into the URL and
 * change the frames, a click opens the full-size preview. Editor: a valid edit shows on the page (React: in
 * place, keeping what the user typed; plain JS: through a reload), an invalid one names its
 * path and changes nothing, "save as variant" writes the fixture and lists the variant.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listScreens, promptOfScreen } from '@screenkit/core';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser.js';
import { type ExampleServer, startExample } from './support/example-server.js';

let react: ExampleServer;
let js: ExampleServer;
let browser: Browser;
let project: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'screenkit-gallery-'));
  [react, js, browser] = await Promise.all([
    startExample('react-consent', project),
    startExample('js-consent', project),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([react?.close(), js?.close()]);
  await rm(project, { recursive: true, force: true });
});

/**
 * The gallery of the starter at `url` (1280x900, a dozen thumbnails in view, its host page
 * attached), and a thumbnail's frame once its screen is live: the host has rendered it (over
 * the server's inert render, React).
 */
async function hostedGallery(url: string) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/preview`);
  await page.locator('iframe[title="screenkit gallery host"]').waitFor({ state: 'attached' });
  const frameOf = async (screen: string) => {
    const frame = await (
      await card(page, screen).locator('iframe').elementHandle()
    )?.contentFrame();
    if (!frame) throw new Error(`no frame for ${screen}`);
    await frame.locator('#root:not([inert]) main h1').waitFor();
    return frame;
  };
  return { page, frameOf };
}

/**
 * State is each frame's own: typing and posting in login-id leaves login-password as it was.
 * The post leaves from the login-id frame, to its own URL, as its page would on its own.
 */
async function expectOwnStateAndPost(page: Page, loginId: Frame, password: Frame) {
  const loginIdUrl = loginId.url();
  await loginId.locator('input[name="username"]').fill('someone@example.com');
  expect(await password.locator('input[name="password"]').inputValue()).toBe('');
  const [post] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST'),
    loginId.locator('input[name="username"]').press('Enter'),
  ]);
  expect(post.frame()).toBe(loginId);
  expect(post.url()).toBe(loginIdUrl);
  expect(new URLSearchParams(post.postData() ?? '').get('username')).toBe('someone@example.com');
  expect(new URL(page.url()).pathname).toBe('/preview');
  expect(new URL(password.url()).pathname).toBe('/preview/login-password/login-password');
}

/** A thumbnail the host rendered into: the screen's page without its app, with its own context. */
async function expectShellOf(frame: Frame, screen: string) {
  expect(new URL(frame.url()).searchParams.get('shell')).toBe('1');
  expect(await frame.locator('script[type="module"]').count()).toBe(0);
  const context = await frame.evaluate(
    () =>
      (window as { universal_login_context?: { screen: { name: string } } }).universal_login_context
        ?.screen.name,
  );
  expect(context).toBe(screen);
}

const card = (page: Page, screen: string) => page.locator(`li.shot[data-screen="${screen}"]`);

/** The context a preview page embeds (the Vite shell puts it in an inline script). */
async function embeddedScreen(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const json = /window\.universal_login_context = (\{.*?\});<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as { screen: { name: string } } | null)?.screen.name ?? '';
}

/** One column of cards, one or two in view: few frames load (each is a whole dev page). */
async function galleryPage(url: string, query = ''): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 560, height: 420 });
  await page.goto(`${url}/preview${query}`);
  return page;
}

async function expectEveryScreenAndLazyFrames(page: Page, url: string, fetchSome: boolean) {
  const cards = await page.locator('li.shot:not([hidden])').evaluateAll((items) =>
    items.map((item) => ({
      screen: (item as HTMLElement).dataset.screen as string,
      src: (item.querySelector('.thumb') as HTMLElement).dataset.src as string,
    })),
  );
  expect(cards.map((c) => c.screen).sort()).toEqual([...listScreens()].sort());
  // Every card's frame is that screen's preview...
  for (const c of cards)
    expect(new URL(c.src, url).pathname).toBe(`/preview/${promptOfScreen(c.screen)}/${c.screen}`);
  if (fetchSome) {
    // ...and the server answers it with that screen's page (first, middle and last fetched
    // here; the dev server's pages-fixtures test builds every screen's context).
    const sample = [0, Math.floor(cards.length / 2), cards.length - 1].map((i) => cards[i]);
    const served = await Promise.all(sample.map((c) => embeddedScreen(`${url}${c?.src}`)));
    expect(served).toEqual(sample.map((c) => c?.screen));
  }
  // The cards in view render the starter's own markup; the ones far below have no frame yet.
  const first = cards[0]?.screen as string;
  await card(page, first).frameLocator('iframe').locator('main h1').waitFor();
  const lastCard = page.locator('li.shot').last();
  expect(await lastCard.locator('iframe').count()).toBe(0);
  expect(await page.locator('li.shot iframe').count()).toBeLessThanOrEqual(4);
  await lastCard.scrollIntoViewIfNeeded();
  await lastCard.frameLocator('iframe').locator('main h1').waitFor();
}

describe('gallery', () => {
  it('shows every screen of the React starter, rendered by its own code, frames loaded lazily', async () => {
    const page = await galleryPage(react.url);
    await expectEveryScreenAndLazyFrames(page, react.url, false);
    await page.close();
  });

  it("JS starter: one host page renders each thumbnail into its own page, built by that page's document, with its own context, title and posts", async () => {
    const { page, frameOf } = await hostedGallery(js.url);
    // The starter's own login-id and login-password, and core's DOM default screen for login.
    const loginId = await frameOf('login-id');
    const password = await frameOf('login-password');
    const login = await frameOf('login');
    for (const [screen, frame] of [
      ['login-id', loginId],
      ['login-password', password],
      ['login', login],
    ] as const) {
      await expectShellOf(frame, screen);
      // ...the texts, title and theme of the screen's own full page...
      const own = await browser.context.newPage();
      await own.goto(`${js.url}/preview/${promptOfScreen(screen)}/${screen}`);
      await own.locator('main h1').waitFor();
      const shown = (target: Page | typeof frame) =>
        target.evaluate(() => ({
          h1: document.querySelector('main h1')?.textContent,
          title: document.title,
          theme: document.documentElement.getAttribute('style'),
        }));
      expect(await shown(frame)).toEqual(await shown(own));
      await own.close();
      // ...and every element made by the frame's own document (another page's elements would
      // keep that page's prototypes, moved in).
      const foreign = await frame.evaluate(
        () =>
          [...document.querySelectorAll('#root *')].filter((e) => !(e instanceof Element)).length,
      );
      expect(foreign).toBe(0);
    }
    expect(await login.locator('main.sk-page').count()).toBe(1);
    await expectOwnStateAndPost(page, loginId, password);
    await page.close();
  });

  it('React starter: one host page renders each thumbnail into its own page, with its own context, state and posts', async () => {
    const { page, frameOf } = await hostedGallery(react.url);
    const loginId = await frameOf('login-id');
    const password = await frameOf('login-password');
    for (const [screen, frame] of [
      ['login-id', loginId],
      ['login-password', password],
    ] as const) {
      await expectShellOf(frame, screen);
      // ...and the texts of the screen's own full page.
      const own = await browser.context.newPage();
      await own.goto(`${react.url}/preview/${promptOfScreen(screen)}/${screen}`);
      expect(await frame.locator('main h1').textContent()).toBe(
        await own.locator('main h1').textContent(),
      );
      await own.close();
    }
    // (The next page then refuses to be framed: only thumbnails may be.)
    await expectOwnStateAndPost(page, loginId, password);
    expect(await password.locator('button[type="submit"]').isEnabled()).toBe(true);
    await page.close();
  });

  it('React starter: a thumbnail loads its captcha into its own frame, not the host page', async () => {
    // signup-id: one of screenkit's default screens (the starter's login-id has no captcha).
    const page = await galleryPage(react.url, '?prompt=signup-id&variant=captcha');
    // The provider's script, served here: it renders its widget in the window that runs it.
    await page.route(/recaptcha\.net/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = { render: (el) => { el.dataset.renderedIn = location.pathname; } };
          window[new URL(document.currentScript.src).searchParams.get('onload')]();`,
      }),
    );
    const host = await (
      await page.locator('iframe[title="screenkit gallery host"]').elementHandle()
    )?.contentFrame();
    const frame = card(page, 'signup-id').frameLocator('iframe');
    await frame.locator('#root:not([inert]) main h1').waitFor();
    await frame.locator('.sk-captcha-widget[data-rendered-in]').waitFor();
    expect(await frame.locator('.sk-captcha-widget').getAttribute('data-rendered-in')).toBe(
      '/preview/signup-id/signup-id',
    );
    expect(await frame.locator('script[src*="recaptcha"]').count()).toBe(1);
    expect(await host?.locator('script[src*="recaptcha"]').count()).toBe(0);
    await page.close();
  });

  it('shows every screen of the JS starter the same way, each card serving its screen', async () => {
    const page = await galleryPage(js.url);
    await expectEveryScreenAndLazyFrames(page, js.url, true);
    await page.close();
  });

  it('filters by prompt, variant, locale and theme, keeps them in the URL, opens a card full size', async () => {
    // The URL alone restores a view (a reload, a shared link)...
    const page = await galleryPage(react.url, '?prompt=login-id&variant=with-errors&locale=fr');
    const filter = (name: string) => page.locator(`form.filters select[name="${name}"]`);
    expect(await filter('prompt').inputValue()).toBe('login-id');
    expect(await filter('variant').inputValue()).toBe('with-errors');
    expect(await filter('locale').inputValue()).toBe('fr');
    expect(await page.locator('li.shot:not([hidden])').count()).toBe(1);
    // ...and a filter chosen in the page goes into the URL.
    await filter('theme').selectOption('dark');
    expect(new URL(page.url()).searchParams.toString()).toBe(
      'prompt=login-id&variant=with-errors&locale=fr&theme=dark',
    );
    const frame = card(page, 'login-id').frameLocator('iframe');
    const locale = () =>
      frame
        .locator('html')
        .evaluate(
          () =>
            (window as { universal_login_context?: { transaction: { locale: string } } })
              .universal_login_context?.transaction.locale,
        );
    await expect.poll(locale, { timeout: 30_000 }).toBe('fr');
    await frame.locator('[role="alert"] li').first().waitFor();
    const background = await frame
      .locator('html')
      .evaluate((html) => getComputedStyle(html).backgroundColor);
    expect(background).toBe('rgb(18, 20, 25)');

    await card(page, 'login-id').getByRole('link').click();
    await page.waitForURL(/\/preview\/login-id\/login-id\?/);
    const opened = new URL(page.url());
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      variant: 'with-errors',
      locale: 'fr',
      theme: 'dark',
    });
    await page.locator('#screenkit-toolbar').waitFor({ state: 'attached' });
    await page.locator('main.card [role="alert"]').waitFor();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe('rgb(18, 20, 25)');
    await page.close();
  });
});

/** The editor's JSON, changed by `edit`, typed back into the editor. */
// biome-ignore lint/suspicious/noExplicitAny: the test edits arbitrary parts of the JSON
async function editContext(page: Page, edit: (context: any) => void) {
  const editor = page.getByTestId('context-json');
  const context = JSON.parse(await editor.inputValue());
  edit(context);
  await editor.fill(JSON.stringify(context, null, 2));
}

const status = (page: Page) => page.getByTestId('context-status');

describe('context editor', () => {
  it('React: a valid edit shows in place, keeping page state; an invalid one names its path and keeps the last good context; save as variant writes the fixture', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${react.url}/preview/login-id/login-id`);
    const client = page.locator('main.card .client');
    await client.waitFor();
    await page.getByLabel('Email address').fill('typed@example.com');
    await page.getByTestId('context-toggle').click();

    await editContext(page, (c) => {
      c.client.name = 'Edited Bank';
    });
    await expect.poll(() => client.textContent(), { timeout: 20_000 }).toBe('Edited Bank');
    await expect.poll(() => status(page).textContent()).toMatch(/applied to the page/);
    expect(await page.getByLabel('Email address').inputValue()).toBe('typed@example.com');

    let state = '';
    await editContext(page, (c) => {
      state = c.transaction.state;
      c.client.name = 'Never shown';
      c.transaction.state = 7;
    });
    await expect.poll(() => status(page).getAttribute('data-path')).toBe('transaction.state');
    expect(await status(page).textContent()).toMatch(/^transaction\.state: .*line \d+/);
    expect(await page.locator('#screenkit-toolbar pre mark').textContent()).toBe('"state": 7');
    expect(await client.textContent()).toBe('Edited Bank');

    // Fixed, then saved as a variant: the fixture file is written and the variant opens.
    await editContext(page, (c) => {
      c.client.name = 'Saved Bank';
      c.transaction.state = state;
    });
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/applied/);
    await page.getByLabel('Variant name').fill('saved-bank');
    await page.getByRole('button', { name: 'Save as variant' }).click();
    // Polled, not waitForURL: the fixture write can make Vite reload the page mid-navigation
    // (ERR_ABORTED under load), and the URL still ends on the variant.
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/variant=saved-bank/);
    await expect
      .poll(() => page.locator('main.card .client').textContent(), { timeout: 20_000 })
      .toBe('Saved Bank');
    expect(await page.getByTestId('variant-select').inputValue()).toBe('saved-bank');
    const file = join(project, 'screens', 'login-id', 'login-id', 'saved-bank.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ client: { name: 'Saved Bank' } });
    await page.close();
  });

  it('plain JS: a valid edit is shown through a reload with the edited context', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${js.url}/preview/login-id/login-id`);
    const client = page.locator('main.card .client');
    await client.waitFor();
    await page.getByTestId('context-toggle').click();
    await editContext(page, (c) => {
      c.client.name = 'Reloaded Bank';
    });
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toMatch(/cannot swap its context/);
    await page.getByRole('button', { name: 'Apply and reload' }).click();
    await page.waitForURL(/draft=/);
    await expect.poll(() => client.textContent(), { timeout: 20_000 }).toBe('Reloaded Bank');
    await page.close();
  });
});
