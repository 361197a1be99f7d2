/**
 * A gallery thumbnail's server render put into its frame's shell (vite/gallery-thumbnail.ts):
 * the markup in the page's root, inert; its stylesheets inline; the tenant theme's variables
 * on <html>. Theme values come from the tenant and are hostile until escaped.
 */
import { describe, expect, it } from 'vitest';
import { withThumbnail } from '../src/vite/gallery-thumbnail.js';

const SHELL = `<!doctype html>
<html lang="en"><head><title>t</title></head>
<body><div id="root"></div></body></html>`;

describe('withThumbnail', () => {
  it('puts the markup in the root, inert, and the stylesheets at the end of <head>', () => {
    const html = withThumbnail(SHELL, { markup: '<main>$&amp; $1</main>', theme: {} }, [
      'main { color: red }',
    ]);
    expect(html).toContain('<div id="root" inert><main>$&amp; $1</main></div>');
    expect(html).toContain(
      '<title>t</title><style data-screenkit-gallery-style>main { color: red }</style></head>',
    );
    expect(html).toContain('<html lang="en">');
  });

  it('makes a root at the start of <body> when the page has none', () => {
    const html = withThumbnail(
      '<html><head></head><body class="b"><p>x</p></body></html>',
      {
        markup: '<main></main>',
        theme: {},
      },
      [],
    );
    expect(html).toContain('<body class="b"><div id="root" inert><main></main></div><p>x</p>');
  });

  it("keeps the theme's safe values on <html>, escaped, and drops any that would end a declaration", () => {
    const html = withThumbnail(
      SHELL,
      {
        markup: '',
        theme: {
          '--ul-theme-color-primary-button': '#635dff',
          '--ul-theme-font-body-text-size': '87.5%',
          '--ul-theme-font-family': `"Inter", sans-serif`,
          '--ul-theme-color-error': 'red; background: url(https://evil.example/x)',
          '--ul-theme-color-links': '"><script>alert(1)</script>',
        },
      },
      ['a::after { content: "</style><script>alert(2)</script>" }'],
    );
    expect(html).toContain(
      '<html style="--ul-theme-color-primary-button: #635dff; --ul-theme-font-body-text-size: 87.5%; --ul-theme-font-family: &quot;Inter&quot;, sans-serif" lang="en">',
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('alert(1)');
    // Inside <style> only `</style` ends the element: the stylesheet stays one element.
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('content: "<\\/style><script>alert(2)</script>"');
  });
});
