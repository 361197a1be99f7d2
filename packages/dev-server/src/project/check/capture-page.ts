/**
 * Renders the pages of the check one by one in a browser tab and collects, per page, what
 * `screenkit check` judges: a deterministic full-page screenshot, console errors and uncaught exceptions, failed requests,
 * and axe-core's accessibility violations. No sleeps: the page is settled when it has loaded,
 * no request is in flight, fonts are ready, every image is complete and decoded, and two frames
 * have painted with no image added or swapped meanwhile.
 */
import type { Browser, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import type { CheckPage } from './matrix.js';
import { fullPageScreenshot } from './screenshot.js';
import { imagesAndFontsSettled } from './settle-images.js';

/** Fixed so screenshots compare: one viewport, 1x pixels, light scheme, no motion, UTC, en-US. */
export const VIEWPORT = { width: 800, height: 600 } as const;

export interface ConsoleFinding {
  /** `error` (console.error) or `exception` (uncaught). */
  kind: 'error' | 'exception';
  text: string;
  location?: string;
  /** How many times the same message came (React's StrictMode renders twice, for one). */
  times: number;
}

export interface RequestFinding {
  method: string;
  url: string;
  /** The status (`404`) or the network error (`net::ERR_CONNECTION_REFUSED`). */
  failure: string;
}

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  selectors: string[];
}

export interface Capture {
  screenshot: Buffer;
  console: ConsoleFinding[];
  requests: RequestFinding[];
  a11y: A11yViolation[];
}

export interface CaptureOptions {
  /** The pages server: requests to other origins fail (chromium.ts) and are reported. */
  url: string;
  /** Path of axe-core's browser script on the pages server (pages-server.ts serves it). */
  axePath: string;
  /** axe rule tags to run (`wcag2a`, ...). */
  a11yTags: readonly string[];
  /** Longest wait for a page to load and settle, in milliseconds. */
  timeout: number;
  /** A served path and 0-based line and column as the developer's file and line (pages-server.ts). */
  locate?: (path: string, line: number, column: number) => string | undefined;
}

/**
 * The dev toolbar the preview adds at the top of <body> (pages/dev-toolbar.ts): not part of the
 * screen, so removed before the screenshot and the accessibility scan.
 */
const DEV_TOOLBAR_ID = 'screenkit-toolbar';

/** What an image from another host shows in a check: a grey box, the same in every run. */
const STAND_IN_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#d7d8dc"/></svg>';

/** The hosts core's captcha configuration loads provider scripts from (captcha-config.ts). */
const CAPTCHA_HOSTS =
  /^(www\.recaptcha\.net|js\.hcaptcha\.com|challenges\.cloudflare\.com|cdn\.jsdelivr\.net|[a-z0-9-]+\.arkoselabs\.com)$/;

/** Chromium's own line for a response >= 400, reported (with its URL) as a failed request. */
const RESOURCE_CONSOLE_ERROR = /^Failed to load resource/;

export interface PageRenderer {
  capture(page: CheckPage): Promise<Capture>;
  close(): Promise<void>;
}

/**
 * One browser context rendering pages one after another: its HTTP and code caches are shared
 * (the framework's modules and axe are compiled once), its cookies and storage are cleared after
 * each page, so a page never sees what another left.
 */
export async function openPageRenderer(
  browser: Browser,
  options: CaptureOptions,
): Promise<PageRenderer> {
  const origin = new URL(options.url).origin;
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(options.timeout);
  // Images from other hosts (the tenant's and organizations' logos, social icons) get a neutral
  // stand-in, and a captcha provider's script an empty one (the widget stays "loading"): pages
  // show them as they would, and screenshots still never depend on the network. Anything else
  // from another host fails and is reported.
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => {
      const request = route.request();
      if (request.resourceType() === 'image')
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STAND_IN_IMAGE });
      if (request.resourceType() === 'script' && CAPTCHA_HOSTS.test(new URL(request.url()).host))
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      return route.abort('namenotresolved');
    },
  );
  // One tab for the worker: same-site navigations keep its renderer process (no start-up cost).
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  return {
    async capture(page) {
      const findings = watch(tab, origin, options.locate);
      try {
        await tab.goto(`${options.url}${page.path}`, { waitUntil: 'load' });
        await settle(tab, findings, options.timeout);
        const screenshot = await fullPageScreenshot(tab, cdp, DEV_TOOLBAR_ID);
        const a11y = await runAxe(tab, options);
        return { screenshot, console: findings.console, requests: findings.requests, a11y };
      } finally {
        findings.stop();
        await tab
          .evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          })
          .catch(() => undefined);
        await context.clearCookies();
      }
    },
    close: () => context.close(),
  };
}

function watch(tab: Page, origin: string, locate: CaptureOptions['locate']) {
  const consoleFindings: ConsoleFinding[] = [];
  const requests: RequestFinding[] = [];
  const inFlight = new Set<Request>();
  let waiters: Array<() => void> = [];
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  /** Resolves once no request of the page is in flight. */
  const idle = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake));
  const note = (finding: Omit<ConsoleFinding, 'times'>) => {
    const same = consoleFindings.find(
      (f) => f.kind === finding.kind && f.text === finding.text && f.location === finding.location,
    );
    if (same) same.times++;
    else consoleFindings.push({ ...finding, times: 1 });
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' || RESOURCE_CONSOLE_ERROR.test(message.text())) return;
    const { url, lineNumber, columnNumber } = message.location();
    const path = url.replace(origin, '');
    note({
      kind: 'error',
      text: message.text(),
      ...(url
        ? { location: locate?.(path, lineNumber, columnNumber) ?? `${path}:${lineNumber + 1}` }
        : {}),
    });
  };
  const onPageError = (error: Error) => note({ kind: 'exception', text: String(error) });
  const onRequest = (request: Request) => inFlight.add(request);
  const onRequestFailed = (request: Request) => {
    done(request);
    const error = request.failure()?.errorText ?? 'failed';
    // Other hosts do not resolve (chromium.ts): say why rather than leave a DNS error.
    const outside = request.url().startsWith('http') && new URL(request.url()).origin !== origin;
    requests.push({
      method: request.method(),
      url: request.url(),
      failure: outside
        ? `${error} (outside the project's pages: screenshots must not depend on the network)`
        : error,
    });
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400)
      requests.push({
        method: response.request().method(),
        url: response.url(),
        failure: String(response.status()),
      });
  };
  tab.on('console', onConsole);
  tab.on('pageerror', onPageError);
  tab.on('request', onRequest);
  tab.on('requestfinished', done);
  tab.on('requestfailed', onRequestFailed);
  tab.on('response', onResponse);
  const stop = () => {
    tab.off('console', onConsole);
    tab.off('pageerror', onPageError);
    tab.off('request', onRequest);
    tab.off('requestfinished', done);
    tab.off('requestfailed', onRequestFailed);
    tab.off('response', onResponse);
  };
  return { console: consoleFindings, requests, inFlight, idle, stop };
}

/** Waits until nothing loads and the page has painted, and stays so across one more round. */
async function settle(
  tab: Page,
  network: ReturnType<typeof watch>,
  settleTimeout: number,
): Promise<void> {
  // A page may load its screen on demand (the starters' entry imports it once the context says
  // which): wait for the page to show something of its own before waiting for quiet, so the
  // gap between the entry and its import is not taken for a settled, blank page.
  await tab
    .waitForFunction(
      (toolbar) =>
        [...document.body.children].some(
          (element) =>
            element.id !== toolbar &&
            element.tagName !== 'SCRIPT' &&
            (element.textContent ?? '').trim() !== '',
        ),
      DEV_TOOLBAR_ID,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // a page that shows nothing is the screenshot's to report
  for (let round = 0; round < 20; round++) {
    await network.idle();
    await tab.evaluate(imagesAndFontsSettled, settleTimeout);
    if (network.inFlight.size === 0) return;
  }
}

async function runAxe(tab: Page, options: CaptureOptions): Promise<A11yViolation[]> {
  // From the pages server with a long cache life: Chromium compiles it once for the whole run.
  await tab.addScriptTag({ url: options.axePath });
  const violations = await tab.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        helpUrl: v.helpUrl,
        selectors: v.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    [...options.a11yTags],
  );
  return violations;
}
