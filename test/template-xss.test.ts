/**
 * The public XSS corpus (packages/core/src/templates/xss-payloads.ts, 200+ payloads) printed
 * through every template shape screenkit compiles (text, inert attributes, whole and
 * fixed-origin URLs, blocks in both branches, the default consent template), rendered in real
 * Chromium, many renders per page: no dialog opens, the canary never fires, no event-handler
 * attribute or script URL appears. A positive control shows the harness sees execution: the
 * shapes the compiler refuses, filled with the same escaping by hand, do run script.
 */
import {
  compileTemplate,
  DEFAULT_CONSENT_TEMPLATE,
  escapeHtml,
  renderPartial,
  TemplateError,
} from '@screenkit/core/templates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../packages/core/src/templates/xss-payloads.js';
import { type Browser, launchBrowser } from './support/browser.js';
import {
  XSS_CORPUS as CORPUS,
  type Findings,
  inspectPage,
  watchExecution,
} from './support/xss-findings.js';

let browser: Browser;
let page: Page;
const executed: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.context.newPage();
  // No network: the page stays at about:blank, where relative URLs do not resolve (so loads fail
  // at once, and error events still fire); anything absolute gets a 404 here.
  await page.route('**/*', (route) => route.fulfill({ status: 404, body: '' }));
  await watchExecution(page, executed);
});
afterAll(async () => {
  await browser?.close();
});

/** Loads many renders into the page, lets load/error/focus events run, and inspects the DOM. */
async function load(renders: string[]): Promise<Findings> {
  const html = renders.map((r, i) => `<div data-render="${i}">${r}</div>`).join('\n');
  await page.setContent(`<!doctype html><body>${html}</body>`, { waitUntil: 'load' });
  return inspectPage(page);
}

/** Every shape a value may take in a template that compiles. */
const SHAPES: Record<string, string> = {
  'text in elements':
    '<p>{{v}}</p><table><tr><td>{{v}}</td></tr></table><ul><li>{{v}}</li></ul><select><option>{{v}}</option></select>',
  'inert attributes':
    '<p title="{{v}}" class="{{v}}" id="x{{v}}" lang="{{v}}" dir=\'{{v}}\'>t</p><img alt="{{v}}"><input value="{{v}}" placeholder="{{v}}"><div data-x="{{v}}" aria-label="{{v}}">d</div>',
  'whole URL attributes':
    '<a href="{{v}}">a</a><img src=\'{{v}}\'><blockquote cite="{{v}}">q</blockquote><area href="{{v}}">',
  'media URL attributes': '<video poster="{{v}}"></video>',
  'fixed-origin URL prefix':
    '<a href="https://bank.example/p/{{v}}?q={{v}}#{{v}}">a</a><a href="http://bank.example/{{v}}">b</a>',
  'if / else, both branches':
    '{{#if c}}<b title="{{v}}">{{v}}</b><a href="{{v}}">y</a>{{else}}<i data-v="{{v}}">{{v}}</i>{{/if}}',
  'each, and a block in an attribute':
    '<ul>{{#each list}}<li data-i="{{this}}">{{this}}</li>{{/each}}</ul><p class="a {{#if c}}{{v}}{{else}}b{{/if}}">p</p>',
  'nested blocks and helpers':
    '{{#each list}}{{#unless ../c}}<span title="{{default this "x"}}">{{this}}</span>{{/unless}}{{/each}}{{#with obj}}<em>{{inner}}</em>{{/with}}',
};

describe(`${XSS_PAYLOADS.length} public XSS payloads in real Chromium`, () => {
  it('has at least 200 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(200);
  });

  it('runs nothing through any template shape that compiles, in both branches', async () => {
    const renders: string[] = [];
    for (const source of Object.values(SHAPES)) {
      const template = compileTemplate(source);
      const branches = source.includes('{{#') ? [true, false] : [true];
      for (const v of CORPUS)
        for (const c of branches)
          renders.push(template({ v, c, list: [v, 'x'], obj: { inner: v } }));
    }
    // Batches of ~1,500 renders per page load.
    for (let i = 0; i < renders.length; i += 1500) {
      const findings = await load(renders.slice(i, i + 1500));
      expect(findings.handlers).toEqual([]);
      expect(findings.scriptUrls).toEqual([]);
    }
    expect(executed).toEqual([]);
  });

  it('runs nothing through the default consent template and the seed form', async () => {
    const seed = compileTemplate(
      '{{#each transaction.params.authorization_details}}<section data-type="{{type}}"><h3 title="{{beneficiary}}">{{beneficiary}}</h3><a href="{{link}}">{{instructedAmount.amount}} {{instructedAmount.currency}}</a></section>{{/each}}',
    );
    const renders: string[] = [];
    for (const v of CORPUS) {
      const context = {
        screen: {
          name: 'customized-consent',
          data: {
            authorization_details: [
              {
                type: v,
                beneficiary: v,
                link: v,
                instructedAmount: { amount: v, currency: v },
                [v]: v,
              },
              {
                type: 'urn:auth0:schemas:authorization-details:v1:x',
                instruction: v,
                properties: { [v]: { display: true, name: v, display_order: 1, value: v } },
              },
            ],
          },
        },
      } as never;
      renders.push(renderPartial(context), renderPartial(context, seed));
    }
    expect(renders[0]).toContain('screenkit-consent'); // DEFAULT_CONSENT_TEMPLATE rendered
    expect(DEFAULT_CONSENT_TEMPLATE).toContain('{{#each');
    const findings = await load(renders);
    expect(findings.handlers).toEqual([]);
    expect(findings.scriptUrls).toEqual([]);
    expect(executed).toEqual([]);
  });

  it('positive control: the shapes the compiler refuses run script even with escaping', async () => {
    const refused = [
      (v: string) => `<iframe srcdoc="${escapeHtml(v)}"></iframe>`,
      (v: string) => `<img src="x" onerror="${escapeHtml(v)}">`,
      (v: string) => `<a href="java${escapeHtml(v)}" id="go">x</a>`,
    ];
    const sources = [
      '<iframe srcdoc="{{v}}"></iframe>',
      '<img src="x" onerror="{{v}}">',
      '<a href="java{{v}}">x</a>',
    ];
    for (const source of sources) expect(() => compileTemplate(source)).toThrow(TemplateError);
    const before = executed.length;
    await load([
      refused[0]?.('<script>__canary("srcdoc")</script>') ?? '',
      refused[1]?.('__canary("onerror")') ?? '',
      refused[2]?.('script:__canary("href")') ?? '',
    ]);
    await page.click('#go');
    await expect
      .poll(() => executed.slice(before).sort())
      .toEqual(['canary: href', 'canary: onerror', 'canary: srcdoc']);
    executed.length = before;
  });
});
