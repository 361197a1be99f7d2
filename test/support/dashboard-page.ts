/**
 * Helpers for driving the tenant dashboard in Chromium: axe-core's violations, the error shown
 * beside a labelled field, waiting until the page's API calls are done (the app marks the root
 * `data-busy` while any is in flight), reaching a control with the Tab key alone, and the
 * Management API calls a test checks the dashboard's work with.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DevServer } from '@screenkit/dev-server';
import type { Locator, Page } from 'playwright-core';
import { client } from '../../packages/dev-server/test/http.js';

const AXE = readFileSync(
  createRequire(new URL('../../packages/dev-server/package.json', import.meta.url)).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: unknown }[] };
    const axe = (
      window as unknown as {
        axe: { run(d: Document, o: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // Only the violations are wanted: axe then details no passing node (its own speed-up).
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
}

/** The error shown beside the field labelled `label`. */
export const fieldError = (page: Page | Locator, label: string) =>
  page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field-error');

/**
 * Resolves once no API call of the page is in flight. Two frames first: a render just
 * scheduled has committed and started its calls by then.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-busy'), undefined, {
    polling: 'raf',
  });
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails
 * if it is not reached within `max` presses (not focusable, or hidden from the tab order).
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`${target} is not on the page`);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await element.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} not reached with ${max} presses of Tab`);
}

/**
 * The Management API of the server `current()` returns (read at each call: tests start it in
 * beforeAll): `management` answers the status and the body, `get` a GET's body.
 */
export function managementApi(current: () => Pick<DevServer, 'url' | 'managementToken'>) {
  async function management<T>(method: string, path: string, body?: unknown) {
    const reply = await client(current())(method, path, body);
    return { status: reply.status, body: reply.body as T };
  }
  return { management, get: async <T>(path: string) => (await management<T>('GET', path)).body };
}
