import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DevServer } from '../src/index.js';
import { type Call, client, errorBody, start } from './http.js';

let server: DevServer;
let api: Call;
beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

const SCRIPT = {
  tag: 'script',
  attributes: { src: 'http://127.0.0.1:5173/main.js', type: 'module', defer: true },
};

describe('prompt partials', () => {
  test('GET is {} at first; PUT replaces the map and answers it; PUT {} clears', async () => {
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({});
    const partials = {
      'customized-consent': {
        'form-content': '<p>{{ transaction.params.authorization_details[0].type }}</p>',
      },
    };
    const put = await api('PUT', '/prompts/customized-consent/partials', partials);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(partials);
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual(partials);
    const login = { login: { 'form-content-start': '<b>hi</b>', 'secondary-actions-end': '' } };
    await api('PUT', '/prompts/login/partials', login);
    await api('PUT', '/prompts/customized-consent/partials', {});
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({});
    expect((await api('GET', '/prompts/login/partials')).body).toEqual(login);
  });

  test.each([
    [
      { 'customized-consent': { 'form-content': 'x'.repeat(10_001) } },
      /maximum 10000' on property customized-consent\.form-content/,
    ],
    [
      { 'customized-consent': { 'not-a-point': 'x' } },
      /Additional properties not allowed: not-a-point' on property customized-consent\.not-a-point/,
    ],
    [{ login: { 'form-content': 'x' } }, /Additional properties not allowed: login/],
    [
      { 'customized-consent': { 'form-content': 5 } },
      /Expected type string but found type integer' on property customized-consent\.form-content/,
    ],
    ['{"customized-consent": ', /Invalid JSON/],
    [[], /Expected type object but found type array/],
  ])('PUT refuses %j', async (body, message) => {
    const res = await api('PUT', '/prompts/customized-consent/partials', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'invalid_body', message));
  });

  test.each([
    ['an unclosed block', '<p>\n  {{#if x}}open', /line \d+, column \d+: .*/],
    ['raw output', '<p>{{{ transaction.params.scope }}}</p>', /line 1, column 4: .*raw/i],
    [
      'an unknown helper',
      '<p>{{shout transaction.params.scope}}</p>',
      /line 1, column \d+: .*shout/,
    ],
    ['a value in an event handler', '<a onclick="{{transaction.params.scope}}">x</a>', /line 1/],
  ])('PUT refuses a template it cannot render safely: %s', async (_name, template, reason) => {
    const res = await api('PUT', '/prompts/customized-consent/partials', {
      'customized-consent': { 'form-content': template },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'invalid_body', reason));
    expect(res.body.message).toContain('on property customized-consent.form-content');
    expect((await api('GET', '/prompts/customized-consent/partials')).body).toEqual({});
  });

  test('unknown prompts and prompts without partials are path errors', async () => {
    const unknown = await api('GET', '/prompts/no-such-prompt/partials');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(
      errorBody(
        400,
        'invalid_uri',
        /^Path validation error: .*no-such-prompt.* on property prompt/,
      ),
    );
    const noPartials = await api('PUT', '/prompts/mfa-otp/partials', {});
    expect(noPartials.status).toBe(400);
    expect(noPartials.body.message).toMatch(/does not take partials/);
  });
});

describe('screen rendering', () => {
  test('GET of a never-configured screen answers the defaults', async () => {
    const res = await api('GET', '/prompts/login-id/screen/login-id/rendering');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tenant: 'screenkit-dev',
      prompt: 'login-id',
      screen: 'login-id',
      rendering_mode: 'standard',
      context_configuration: [],
      default_head_tags_disabled: false,
      head_tags: [],
      filters: null,
      use_page_template: false,
    });
  });

  test('PATCH changes only the fields sent and answers the settings', async () => {
    const first = await api(
      'PATCH',
      '/prompts/customized-consent/screen/customized-consent/rendering',
      {
        rendering_mode: 'advanced',
        head_tags: [SCRIPT, { tag: 'link', attributes: { rel: 'stylesheet', href: '/a.css' } }],
        context_configuration: [
          'screen.texts',
          'client.metadata.tier',
          'untrusted_data.authorization_params.ext-theme',
        ],
      },
    );
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty('tenant');
    // A filter's ids must be the tenant's (custom-domains.test.ts has the refusals).
    const app = await api('POST', '/clients', { name: 'Filtered app' });
    const app_1 = app.body.client_id as string;
    const second = await api(
      'PATCH',
      '/prompts/customized-consent/screen/customized-consent/rendering',
      {
        filters: {
          match_type: 'includes_any',
          clients: [{ id: app_1 }, { metadata: { tier: 'gold' } }],
        },
        use_page_template: null,
      },
    );
    // As the service: PATCH answers the fields it applied; GET reads the merged settings.
    expect(second.body).toEqual({
      filters: {
        match_type: 'includes_any',
        clients: [{ id: app_1 }, { metadata: { tier: 'gold' } }],
      },
      use_page_template: null,
    });
    const got = (
      await api('GET', '/prompts/customized-consent/screen/customized-consent/rendering')
    ).body;
    expect(got).toEqual({
      tenant: 'screenkit-dev',
      prompt: 'customized-consent',
      screen: 'customized-consent',
      default_head_tags_disabled: false,
      ...first.body,
      ...second.body,
    });
  });

  const tooMany = <T>(n: number, item: T) => Array.from({ length: n }, () => item);
  test.each([
    [{ rendering_mode: 'fancy' }, /on property rendering_mode/],
    [{ rendering_mode: 'advanced' }, /At least one script tag .* on property head_tags/],
    [{ head_tags: tooMany(26, SCRIPT) }, /maximum 25' on property head_tags/],
    [
      { head_tags: [{ tag: 'script', content: 'x'.repeat(251) }] },
      /maximum 250' on property head_tags\[0\]\.content/,
    ],
    [
      {
        head_tags: [
          {
            tag: 'meta',
            attributes: Object.fromEntries(tooMany(11, 0).map((_, i) => [`a${i}`, 'v'])),
          },
        ],
      },
      /maximum 10' on property head_tags\[0\]\.attributes/,
    ],
    [
      { head_tags: [{ tag: 'script', attributes: { integrity: [1] } }] },
      /on property head_tags\[0\]\.attributes\.integrity/,
    ],
    [
      { context_configuration: ['client.metadata'] },
      /Invalid context_configuration value "client.metadata".* on property context_configuration\[0\]/,
    ],
    [
      { context_configuration: ['screen.texts', 'user.password'] },
      /on property context_configuration\[1\]/,
    ],
    [{ filters: { match_type: 'sometimes' } }, /on property filters\.match_type/],
    [
      { filters: { match_type: 'includes_any', clients: tooMany(26, { id: 'a' }) } },
      /maximum 25' on property filters\.clients/,
    ],
    [
      { filters: { match_type: 'includes_any', domains: [{ metadata: { a: 1, b: 2 } }] } },
      /on property filters\.domains\[0\]/,
    ],
    [{ default_head_tags_disabled: 'yes' }, /on property default_head_tags_disabled/],
    [{ tenant: 'x' }, /Additional properties not allowed: tenant/],
  ])('PATCH refuses %j', async (body, message) => {
    const res = await api('PATCH', '/prompts/login/screen/login/rendering', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'invalid_body', message));
  });

  test('accepts what the service accepts: integrity lists, open head tags, nulls, metadata keys', async () => {
    const path = '/prompts/login-id/screen/login-id/rendering';
    const tag = {
      tag: 'script',
      attributes: {
        src: 'https://cdn.example.com/a.js',
        integrity: ['sha384-abc', 'sha512-def'],
        crossorigin: 'anonymous',
        'data-config': { theme: 'dark' },
      },
      note: 'kept as the service keeps it',
    };
    const patched = await api('PATCH', path, {
      rendering_mode: 'advanced',
      head_tags: [tag],
      context_configuration: ['client.metadata.my key-1!', 'user.app_metadata.tier@2'],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await api('GET', path)).body.head_tags).toEqual([tag]);
    // The page writes a list as a space-separated attribute and skips object values.
    const state = await fetch(`${server.url}/preview/login-id/login-id`).then((r) => r.text());
    expect(state).toContain('integrity="sha384-abc sha512-def"');
    expect(state).not.toContain('data-config');
    // null (the service's CLI sends it) resets the lists, single and bulk.
    const nulled = await api('PATCH', path, {
      rendering_mode: 'standard',
      head_tags: null,
      context_configuration: null,
    });
    expect(nulled.body).toEqual({
      rendering_mode: 'standard',
      head_tags: null,
      context_configuration: null,
    });
    expect((await api('GET', path)).body).toMatchObject({
      head_tags: [],
      context_configuration: [],
    });
    const bulk = await api('PATCH', '/prompts/rendering', {
      configs: [
        { prompt: 'login-id', screen: 'login-id', head_tags: null, context_configuration: null },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({
      configs: [
        { prompt: 'login-id', screen: 'login-id', head_tags: null, context_configuration: null },
      ],
    });
    expect(
      (await api('PATCH', path, { context_configuration: ['client.metadata.a.b'] })).status,
    ).toBe(400);
  });

  test('GET /prompts/rendering: comma-separated prompt and screen lists; unknown fields are 400', async () => {
    await api('PATCH', '/prompts/rendering', {
      configs: [
        { prompt: 'signup-id', screen: 'signup-id', rendering_mode: 'standard' },
        { prompt: 'signup-password', screen: 'signup-password', rendering_mode: 'standard' },
      ],
    });
    const both = await api(
      'GET',
      '/prompts/rendering?prompt=signup-id,signup-password&fields=screen',
    );
    expect(both.body).toEqual([{ screen: 'signup-id' }, { screen: 'signup-password' }]);
    const one = await api('GET', '/prompts/rendering?screen=signup-password,nope&fields=screen');
    expect(one.body).toEqual([{ screen: 'signup-password' }]);
    const bad = await api('GET', '/prompts/rendering?fields=screen,secret');
    expect(bad.body).toEqual(errorBody(400, 'invalid_query_string', /fields may list only/));
  });

  test("a screen that is not the prompt's is a path error", async () => {
    const res = await api('GET', '/prompts/login/screen/signup/rendering');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'invalid_uri', /on property screen/));
    expect((await api('PATCH', '/prompts/nope/screen/login/rendering', {})).body.message).toMatch(
      /on property prompt/,
    );
  });

  test('bulk PATCH applies every entry or none; GET /prompts/rendering filters, pages and selects fields', async () => {
    const bulk = await api('PATCH', '/prompts/rendering', {
      configs: [
        { prompt: 'login-id', screen: 'login-id', rendering_mode: 'advanced', head_tags: [SCRIPT] },
        {
          prompt: 'login-password',
          screen: 'login-password',
          context_configuration: ['tenant.name'],
        },
        { prompt: 'signup', screen: 'signup', rendering_mode: 'standard' },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.configs).toHaveLength(3);
    expect(bulk.body.configs[0]).toMatchObject({
      prompt: 'login-id',
      screen: 'login-id',
      rendering_mode: 'advanced',
    });

    const refused = await api('PATCH', '/prompts/rendering', {
      configs: [
        { prompt: 'signup', screen: 'signup', rendering_mode: 'advanced', head_tags: [SCRIPT] },
        { prompt: 'signup', screen: 'login' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/on property configs\[1\]\.screen/);
    expect((await api('GET', '/prompts/signup/screen/signup/rendering')).body.rendering_mode).toBe(
      'standard',
    );
    expect((await api('PATCH', '/prompts/rendering', { configs: [] })).body.message).toMatch(
      /on property configs/,
    );
    expect(
      (
        await api('PATCH', '/prompts/rendering', {
          configs: [{ prompt: 'login', screen: 'login', x: 1 }],
        })
      ).body.message,
    ).toMatch(/configs\[0\]\.x/);

    const all = (await api('GET', '/prompts/rendering')).body;
    expect(Array.isArray(all)).toBe(true);
    expect(all.every((c: { tenant: string }) => c.tenant === 'screenkit-dev')).toBe(true);
    const advanced = (await api('GET', '/prompts/rendering?rendering_mode=advanced')).body;
    expect(advanced.map((c: { screen: string }) => c.screen)).toContain('login-id');
    expect(advanced.every((c: { rendering_mode: string }) => c.rendering_mode === 'advanced')).toBe(
      true,
    );
    expect((await api('GET', '/prompts/rendering?prompt=login-password')).body).toHaveLength(1);
    expect((await api('GET', '/prompts/rendering?screen=signup')).body[0].screen).toBe('signup');
    const paged = (await api('GET', '/prompts/rendering?include_totals=true&per_page=2&page=1'))
      .body;
    expect(paged).toMatchObject({ start: 2, limit: 2, total: all.length });
    expect(paged.configs).toEqual(all.slice(2, 4));
    const fields = (await api('GET', '/prompts/rendering?fields=prompt,screen')).body;
    expect(Object.keys(fields[0]).sort()).toEqual(['prompt', 'screen']);
    const excluded = (
      await api('GET', '/prompts/rendering?fields=head_tags,tenant&include_fields=false')
    ).body;
    expect(excluded[0]).not.toHaveProperty('head_tags');
    expect(excluded[0]).toHaveProperty('rendering_mode');
    for (const bad of [
      'per_page=0',
      'per_page=101',
      'page=x',
      'rendering_mode=odd',
      'fields=password',
      'include_totals=maybe',
    ]) {
      const res = await api('GET', `/prompts/rendering?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(new RegExp(`on property ${bad.split('=')[0]}`));
    }
  });

  test('GET /prompts/rendering never answers a listing from before a write (its text is cached)', async () => {
    const listing = async (query = '') => {
      const res = await api('GET', `/prompts/rendering${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      return res.body;
    };
    const modeOf = (list: Array<{ screen: string; rendering_mode: string }>, screen: string) =>
      list.find((c) => c.screen === screen)?.rendering_mode;
    const advanced = '?rendering_mode=advanced&fields=screen,rendering_mode';
    // Prime the cache for several queries, then change a screen each way the API can.
    await listing();
    await listing(advanced);
    await api('PATCH', '/prompts/mfa-otp/screen/mfa-otp-challenge/rendering', {
      rendering_mode: 'advanced',
      head_tags: [SCRIPT],
    });
    expect(modeOf(await listing(), 'mfa-otp-challenge')).toBe('advanced');
    expect(modeOf(await listing(advanced), 'mfa-otp-challenge')).toBe('advanced');
    await listing('?include_totals=true');
    await api('PATCH', '/prompts/rendering', {
      configs: [{ prompt: 'mfa-otp', screen: 'mfa-otp-challenge', rendering_mode: 'standard' }],
    });
    expect(modeOf(await listing(), 'mfa-otp-challenge')).toBe('standard');
    expect(modeOf(await listing(advanced), 'mfa-otp-challenge')).toBeUndefined();
    const totals = await listing('?include_totals=true');
    expect(modeOf(totals.configs, 'mfa-otp-challenge')).toBe('standard');
    // A write straight to the store (as fixtures or another module would) counts too.
    const before = (await listing()).length;
    await server.store.collection('screen-renderings').delete('mfa-otp/mfa-otp-challenge');
    expect(await listing()).toHaveLength(before - 1);
    expect(modeOf(await listing(), 'mfa-otp-challenge')).toBeUndefined();
    // Writes to other collections leave the listing as it was, and equal to a fresh one.
    const cached = await listing();
    await api('PUT', '/prompts/login/partials', { login: { 'form-content-start': '<b>x</b>' } });
    expect(await listing()).toEqual(cached);
  });
});
