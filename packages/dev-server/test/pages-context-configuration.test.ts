import { describe, expect, it } from 'vitest';
import { defaultFixture } from '../src/fixtures/index.js';
import {
  applyContextConfiguration,
  OPTIONAL_CONTEXT_MAPS,
  OPTIONAL_CONTEXT_PATHS,
} from '../src/rendering/context-configuration.js';
import { pageContext, renderPage } from '../src/rendering/render-page.js';

const full = () => defaultFixture('customized-consent');

function get(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

describe('context_configuration', () => {
  it('with nothing listed, only the always-present parts remain', () => {
    const context = applyContextConfiguration(full(), []);
    expect(Object.keys(context).sort()).toEqual(
      ['client', 'organization', 'prompt', 'screen', 'tenant', 'transaction', 'user'].sort(),
    );
    // enabled_factors is not among the configurable parts: always sent.
    expect(context.tenant).toEqual({
      enabled_factors: ['sms', 'otp', 'email', 'push-notification'],
    });
    expect(context.client).toEqual({ id: 'cl_demo_bank', name: 'Bank App' });
    expect(context.screen.texts).toBeUndefined();
    expect(context.screen.data?.authorization_details).toBeDefined();
    expect(context.organization).toEqual({ id: 'org_demo', name: 'acme', usage: 'allow' });
    expect(context.user?.organizations).toBeUndefined();
    expect(context.user?.user_metadata).toBeUndefined();
    expect(context.transaction).toEqual({ state: 'st_dev_preview', locale: 'en' });
  });

  it.each(OPTIONAL_CONTEXT_PATHS.map((path) => [path]))(
    'listing %s adds exactly that part',
    (path) => {
      const base = applyContextConfiguration(full(), []);
      const context = applyContextConfiguration(full(), [path]);
      expect(get(base, path)).toBeUndefined();
      expect(get(context, path)).toEqual(get(full(), path));
    },
  );

  it.each(OPTIONAL_CONTEXT_MAPS.map((path) => [path]))(
    'a map like %s gives only the keys listed, one by one',
    (path) => {
      const source = full();
      const keys = Object.keys(get(source, path) as object);
      expect(keys.length).toBeGreaterThan(0);
      const first = keys[0] as string;
      const context = applyContextConfiguration(source, [`${path}.${first}`]);
      expect(get(context, path)).toEqual({ [first]: get(source, `${path}.${first}`) });
      expect(get(applyContextConfiguration(source, [path]), path)).toBeUndefined();
    },
  );

  it('ext- authorization params need their own entry; the input is not modified', () => {
    const source = full();
    const context = applyContextConfiguration(source, [
      'untrusted_data.authorization_params.ext-campaign',
      'untrusted_data.authorization_params.login_hint',
    ]);
    expect(context.untrusted_data).toEqual({
      authorization_params: { 'ext-campaign': 'spring', login_hint: 'jane@example.com' },
    });
    expect(source.untrusted_data?.submitted_form_data).toEqual({});
  });

  it('renderPage embeds the filtered context in advanced mode', () => {
    const rendering = {
      rendering_mode: 'advanced' as const,
      context_configuration: ['screen.texts', 'client.logo_uri'],
      head_tags: [
        { tag: 'script', attributes: { src: 'http://localhost:5173/main.js', type: 'module' } },
      ],
    };
    const html = renderPage({
      context: full(),
      rendering,
      formAction: '/u/customized-consent?state=x',
    });
    const expected = pageContext(full(), rendering);
    expect(expected.client?.logo_uri).toBeDefined();
    expect(expected.branding).toBeUndefined();
    expect(html).toContain(JSON.stringify(expected.screen.texts));
    expect(html).not.toContain('cdn.example.com/tenant.svg');
    expect(html).toContain('<script src="http://localhost:5173/main.js" type="module"></script>');
    expect(html).toContain('<meta name="viewport"');
  });

  it('default_head_tags_disabled drops the default head tags only', () => {
    const html = renderPage({
      context: full(),
      rendering: {
        rendering_mode: 'advanced',
        default_head_tags_disabled: true,
        head_tags: [{ tag: 'link', attributes: { rel: 'stylesheet', href: '/a.css' } }],
      },
      formAction: '/u/customized-consent?state=x',
    });
    expect(html).not.toContain('<meta name="viewport"');
    expect(html).not.toContain('<title>');
    expect(html).toContain('<link rel="stylesheet" href="/a.css">');
    expect(html).toContain('window.universal_login_context');
  });

  it('standard mode answers the built-in page: no context script, a working form', () => {
    const html = renderPage({
      context: full(),
      formAction: '/u/customized-consent?state=st_1',
      consentMarkup: '<p>partial</p>',
    });
    expect(html).not.toContain('universal_login_context');
    expect(html).toContain('<form method="post" action="/u/customized-consent?state&#x3D;st_1">');
    expect(html).toContain('name="state" value="st_dev_preview"');
    expect(html).toContain('name="action" value="accept"');
    expect(html).toContain('name="action" value="deny"');
    expect(html).toContain(
      '<div class="sk-partial" data-partial="form-content"><p>partial</p></div>',
    );
  });
});
