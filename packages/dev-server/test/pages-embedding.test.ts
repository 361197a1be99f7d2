import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { defaultFixture } from '../src/fixtures/index.js';
import { contextScript, toScriptSafeJson } from '../src/rendering/embed-context.js';
import { renderHeadTag } from '../src/rendering/head-tags.js';
import { renderPage } from '../src/rendering/render-page.js';

const BREAKOUTS = [
  '</script><script>alert(1)</script>',
  '</SCRIPT ><img src=x onerror=alert(1)>',
  '<!--<script>',
  '<!-- </script> -->',
  ']]></script>',
  '\u2028alert(1)\u2029',
  '&lt;/script&gt;',
  '</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a payload, meant literally
  '`${alert(1)}`',
  "'; alert(1); '",
];

/** Parses the page like a browser, runs nothing, and reads back the embedded context. */
function readBack(html: string): { scripts: number; value: unknown } {
  const dom = new JSDOM(html);
  const scripts = [...dom.window.document.querySelectorAll('script')];
  const inline = scripts.find((s) => s.textContent?.includes('universal_login_context'));
  const sandbox: { window: Record<string, unknown> } = { window: {} };
  runInNewContext(inline?.textContent ?? '', sandbox);
  return { scripts: scripts.length, value: sandbox.window.universal_login_context };
}

function advancedPage(payload: unknown): string {
  const context = defaultFixture('customized-consent');
  (context.screen.data as Record<string, unknown>).authorization_details = [
    { type: 'money_transfer', beneficiary: payload, [String(payload)]: payload },
  ];
  return renderPage({
    context,
    rendering: { rendering_mode: 'advanced', head_tags: [] },
    formAction: '/u/customized-consent?state=x',
  });
}

describe('safe embedding of the page context', () => {
  it('escapes <, >, &, U+2028 and U+2029 and nothing else changes the value', () => {
    const json = toScriptSafeJson({ a: '</script>&\u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ a: '</script>&\u2028\u2029' });
    expect(toScriptSafeJson(undefined)).toBe('null');
  });

  it.each(BREAKOUTS)('keeps %j inside the one script element, value intact', (payload) => {
    const html = advancedPage(payload);
    const { scripts, value } = readBack(html);
    expect(scripts).toBe(1);
    const detail = (
      value as { screen: { data: { authorization_details: Record<string, unknown>[] } } }
    ).screen.data.authorization_details[0];
    expect(detail?.beneficiary).toBe(payload);
    expect(detail?.[payload]).toBe(payload);
  });

  it('holds for any string in keys and values (property test)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({
          unit: fc.constantFrom('<', '/', 's', 'c', 'r', 'i', 'p', 't', '>', '!', '-', '\u2028'),
          maxLength: 40,
        }),
        (a, b) => {
          const payload = `${a}</script>${b}<!--${a}`;
          const { scripts, value } = readBack(advancedPage(payload));
          const detail = (
            value as { screen: { data: { authorization_details: Record<string, unknown>[] } } }
          ).screen.data.authorization_details[0];
          return scripts === 1 && detail?.beneficiary === payload;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('strips a hostile nonce down to safe characters', () => {
    expect(contextScript({}, '"><script>')).toContain('nonce="script"');
  });

  it('survives hand-edited rendering settings of the wrong shape', () => {
    for (const head_tags of [
      'oops',
      [null, 7, { tag: 'script', attributes: 'x', content: 5 }],
      {},
    ]) {
      const html = renderPage({
        context: defaultFixture('login-id'),
        rendering: {
          rendering_mode: 'advanced',
          head_tags,
          context_configuration: 'screen.texts',
        } as never,
        formAction: '/u/login-id?state=x',
      });
      expect(readBack(html).value).toMatchObject({ screen: { name: 'login-id' } });
    }
  });

  it('writes head tags without letting attributes or content escape their element', () => {
    expect(
      renderHeadTag({ tag: 'script', attributes: { src: 'x.js"><b', defer: true, async: false } }),
    ).toBe('<script src="x.js&quot;&gt;&lt;b" defer></script>');
    expect(renderHeadTag({ tag: 'script', content: 'a("</script><b>")' })).toBe(
      '<script>a("<\\/script><b>")</script>',
    );
    expect(renderHeadTag({ tag: 'iframe', attributes: { src: 'evil' } })).toContain('skipped');
    expect(renderHeadTag({ tag: 'link', attributes: { 'on"x': 'y', rel: 'stylesheet' } })).toBe(
      '<link rel="stylesheet">',
    );
  });
});
