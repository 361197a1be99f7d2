/**
 * The CLI against a hostile tenant, as an attacker drove it: `screenkit pull`, `export` and
 * `doctor` run as child processes against a small HTTP server answering path-traversal names,
 * endless or inconsistent pages, error pages and wrong shapes. Each refusal is exit code 1 and
 * one line on stderr naming the value, and nothing is written anywhere: the whole folder around
 * the project (committed tenant/ files included) is byte-for-byte what it was.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replaceFolder } from '../src/project/confined-writes.js';
import { runCliToEnd } from './child-server.js';
import { afterEachTest } from './http.js';
import { THEME } from './support/theme.js';

const { dir } = afterEachTest();

interface Answer {
  status?: number;
  type?: string;
  body: unknown;
}
type Tenant = (path: string, query: URLSearchParams, req: IncomingMessage) => Answer;

let server: Server;
let url: string;
let tenant: Tenant = () => ({ status: 404, body: {} });
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    const parsed = new URL(req.url ?? '/', 'http://tenant');
    const answer = tenant(parsed.pathname, parsed.searchParams, req);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status ?? 200, {
      'content-type':
        answer.type ?? (typeof answer.body === 'string' ? 'text/plain' : 'application/json'),
    });
    res.end(text);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

const LOGIN_ID = { prompt: 'login-id', screen: 'login-id', rendering_mode: 'advanced' };

/**
 * A tenant whose rendering list is `pages` (page n answers pages[n]) and partials `partials`;
 * `more` answers other paths (prompt settings, tenant settings, custom text, theme, template),
 * by default as a tenant with none of them set.
 */
function serve(
  rendering: (page: number) => Answer,
  partials: Record<string, unknown> = {},
  more: Record<string, unknown> = {},
): void {
  requests = 0;
  const answers: Record<string, unknown> = {
    '/api/v2/prompts': { universal_login_experience: 'new', identifier_first: true },
    '/api/v2/tenants/settings': { enabled_locales: ['en'] },
    // A tenant whose branding was never set answers an empty object.
    '/api/v2/branding': {},
    ...more,
  };
  tenant = (path, query) => {
    if (path === '/api/v2/prompts/rendering') return rendering(Number(query.get('page') ?? 0));
    const prompt = /^\/api\/v2\/prompts\/([^/]+)\/partials$/.exec(path)?.[1];
    if (prompt) return { body: partials[prompt] ?? {} };
    if (path in answers) return { body: answers[path] };
    if (/^\/api\/v2\/prompts\/[^/]+\/custom-text\/[^/]+$/.test(path)) return { body: {} };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
  };
}
const onePage = (configs: unknown[]) => (page: number) => ({
  body: {
    configs: page === 0 ? configs : [],
    start: page * 100,
    limit: 100,
    total: configs.length,
  },
});

/** Every file under `root` with its content: what the CLI must leave as it was. */
async function snapshot(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        files[`${relative(root, path)}/`] = '';
        await walk(path);
      } else files[relative(root, path)] = await readFile(path, 'utf8');
    }
  };
  await walk(root);
  return files;
}

/**
 * A project two folders below `root` (so `../` names land inside `root`, where the test sees
 * them), with a committed tenant/ when `committed`.
 */
async function project(committed: boolean): Promise<{ root: string; project: string }> {
  const root = await dir();
  const project = join(root, 'work', 'team', 'login');
  await mkdir(project, { recursive: true });
  await writeFile(join(project, 'package.json'), '{"name":"login"}\n');
  if (committed) {
    const prompts = join(project, 'tenant', 'prompts');
    await mkdir(join(prompts, 'screenRenderSettings'), { recursive: true });
    await mkdir(join(prompts, 'partials', 'login', 'login'), { recursive: true });
    await writeFile(
      join(prompts, 'screenRenderSettings', 'consent_consent.json'),
      `${JSON.stringify({ prompt: 'consent', screen: 'consent', rendering_mode: 'standard' })}\n`,
    );
    await writeFile(
      join(prompts, 'partials', 'login', 'login', 'form-content.liquid'),
      '<p>kept</p>',
    );
    await writeFile(
      join(prompts, 'partials.json'),
      JSON.stringify({
        login: [
          {
            login: [{ name: 'form-content', template: 'partials/login/login/form-content.liquid' }],
          },
        ],
      }),
    );
  }
  return { root, project };
}

const pull = (dirName: string) =>
  runCliToEnd(['pull', '--dir', dirName, '--management-url', url, '--token', 'hostile']);

/** Exit 1, one line on stderr (returned), and `root` as it was. */
async function refused(
  run: Promise<{ code: number | null; stdout: string; stderr: string }>,
  root: string,
  before: Record<string, string>,
): Promise<string> {
  const { code, stderr, stdout } = await run;
  expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
  expect(stderr.endsWith('\n')).toBe(true);
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^screenkit: /);
  expect((lines[0] as string).length).toBeLessThan(400);
  expect(await snapshot(root)).toEqual(before);
  return lines[0] as string;
}

describe('pull confines what it writes to tenant/', () => {
  test.each([
    [false, 'no tenant/ yet'],
    [true, 'a committed tenant/'],
  ])('a screen setting whose prompt is ../../../../PWNED (%s: %s)', async (committed) => {
    const { root, project: at } = await project(committed);
    serve(
      onePage([{ prompt: '../../../../PWNED', screen: 'login-id', rendering_mode: 'advanced' }]),
    );
    const before = await snapshot(root);
    const line = await refused(pull(at), root, before);
    expect(line).toContain('"../../../../PWNED"');
    expect(line).toMatch(/not a prompt/);
  });

  test('a screen that is not of its prompt, and a screen name with a separator', async () => {
    const { root, project: at } = await project(true);
    const before = await snapshot(root);
    serve(onePage([{ prompt: 'login-id', screen: '../../../../x', rendering_mode: 'advanced' }]));
    expect(await refused(pull(at), root, before)).toContain('"../../../../x"');
    serve(onePage([{ prompt: 'login-id', screen: 'consent', rendering_mode: 'advanced' }]));
    expect(await refused(pull(at), root, before)).toMatch(/"consent".*login-id/);
  });

  test('a partials insertion point ../../../../../../PWNED2, a partials screen ../../x, a name with a NUL', async () => {
    const { root, project: at } = await project(true);
    const before = await snapshot(root);
    serve(onePage([LOGIN_ID]), { login: { login: { '../../../../../../PWNED2': '<p>x</p>' } } });
    const line = await refused(pull(at), root, before);
    expect(line).toContain('"../../../../../../PWNED2"');
    expect(line).toMatch(/insertion point/);
    serve(onePage([LOGIN_ID]), { signup: { '../../x': { 'form-content': '<p>x</p>' } } });
    expect(await refused(pull(at), root, before)).toContain('"../../x"');
    // The settings are fine and come first: a name that fails only when written used to leave
    // tenant/ with the new settings and the old partials (the settings folder was emptied first).
    serve(onePage([LOGIN_ID]), { login: { login: { 'form\u0000content': '<p>x</p>' } } });
    expect(await refused(pull(at), root, before)).toContain('"form\\u0000content"');
  });
});

describe('pull pages through a bounded list', () => {
  test('a tenant that keeps reporting more pages', async () => {
    const { root, project: at } = await project(false);
    const before = await snapshot(root);
    // Always the same screen, and a total never reached.
    serve((page) => ({ body: { configs: [LOGIN_ID], start: page, limit: 1, total: 50 } }));
    expect(await refused(pull(at), root, before)).toMatch(/page 1 added no screen setting/);
    expect(requests).toBeLessThanOrEqual(2);
    // A total no catalogue could hold.
    serve((page) => ({ body: { configs: [LOGIN_ID], start: page, limit: 1, total: 1_000_000 } }));
    expect(await refused(pull(at), root, before)).toMatch(/1000000/);
    expect(requests).toBeLessThanOrEqual(1);
    // A total that grows with every page, each page a new screen.
    const screens = ['login-id', 'login-password', 'signup', 'consent'];
    serve((page) => ({
      body: {
        configs: [{ prompt: screens[page % 4], screen: screens[page % 4] }],
        start: page,
        limit: 1,
        total: page + 2,
      },
    }));
    expect(await refused(pull(at), root, before)).toMatch(/total/);
    expect(requests).toBeLessThanOrEqual(2);
  });

  test('honest pages of one are all read', async () => {
    const { project: at } = await project(false);
    const configs = [
      LOGIN_ID,
      { prompt: 'consent', screen: 'consent', rendering_mode: 'standard' },
    ];
    serve((page) => ({
      body: { configs: configs.slice(page, page + 1), start: page, limit: 1, total: 2 },
    }));
    const result = await pull(at);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect((await readdir(join(at, 'tenant', 'prompts', 'screenRenderSettings'))).sort()).toEqual([
      'consent_consent.json',
      'login-id_login-id.json',
    ]);
    // No staging folder left beside it.
    expect(await readdir(join(at, 'tenant'))).toEqual(['prompts']);
  });
});

describe('odd answers are one line', () => {
  test('a 500 with a 17-line text body, a JSON error with a newline in its message', async () => {
    const { root, project: at } = await project(true);
    const before = await snapshot(root);
    const page = Array.from({ length: 17 }, (_, i) =>
      i === 0
        ? '<html><body><h1>Internal Server Error</h1>'
        : `  at frame${i} (/srv/app.js:${i}:1)`,
    ).join('\n');
    serve(() => ({ status: 500, type: 'text/html', body: page }));
    const line = await refused(pull(at), root, before);
    expect(line).toMatch(/500/);
    expect(line).toContain('Internal Server Error');
    serve(() => ({
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Down for\nmaintenance \u001b[31m',
        errorCode: 'maintenance',
      },
    }));
    const json = await refused(pull(at), root, before);
    expect(json).toMatch(/503/);
    expect(json).toContain('maintenance');
    expect(json).not.toContain('\u001b');
  });

  test('wrong shapes name the path', async () => {
    const { root, project: at } = await project(true);
    const before = await snapshot(root);
    serve(() => ({ body: { configs: 5, total: 1 } }));
    expect(await refused(pull(at), root, before)).toMatch(/configs/);
    serve(() => ({ body: [] }));
    expect(await refused(pull(at), root, before)).toMatch(/object/);
    serve(() => ({ body: { configs: [{ prompt: 'login-id' }], total: 1 } }));
    expect(await refused(pull(at), root, before)).toMatch(/configs\[0\]\.screen/);
    serve(() => ({ body: 'not json', type: 'application/json' }));
    expect(await refused(pull(at), root, before)).toMatch(/JSON/);
    serve(onePage([LOGIN_ID]), { login: { login: { 'form-content': 42 } } });
    expect(await refused(pull(at), root, before)).toMatch(/login\.form-content/);
  });
});

describe('every command that writes or reads from the tenant shares the checks', () => {
  test('export refuses committed files naming a folder outside tenant/', async () => {
    const { root, project: at } = await project(true);
    const prompts = join(at, 'tenant', 'prompts');
    await writeFile(
      join(prompts, 'partials.json'),
      JSON.stringify({
        login: [{ '../../../../x': [{ name: 'form-content', template: 'partials/a.liquid' }] }],
      }),
    );
    const before = await snapshot(root);
    const exported = runCliToEnd(['export', '--format', 'deploy-cli', '--dir', at]);
    expect(await refused(exported, root, before)).toContain('"../../../../x"');
    // A template path leaving the prompts folder is not read.
    await writeFile(
      join(prompts, 'partials.json'),
      JSON.stringify({
        login: [{ login: [{ name: 'form-content', template: '../../../package.json' }] }],
      }),
    );
    const after = await snapshot(root);
    const leaked = runCliToEnd(['export', '--format', 'deploy-cli', '--dir', at]);
    expect(await refused(leaked, root, after)).toContain('"../../../package.json"');
  });

  test('doctor refuses a traversal name and endless pages', async () => {
    const { root, project: at } = await project(false);
    const before = await snapshot(root);
    serve(onePage([{ prompt: 'login-id', screen: '../../../../etc', rendering_mode: 'advanced' }]));
    const doctor = () =>
      runCliToEnd(['doctor', '--dir', at, '--management-url', url, '--token', 'hostile']);
    expect(await refused(doctor(), root, before)).toContain('"../../../../etc"');
    serve((page) => ({ body: { configs: [LOGIN_ID], start: page, limit: 1, total: 50 } }));
    expect(await refused(doctor(), root, before)).toMatch(/added no screen setting/);
  });

  test('Terraform export: a tenant value cannot interpolate', async () => {
    const { project: at } = await project(false);
    serve(
      onePage([
        {
          ...LOGIN_ID,
          head_tags: [
            {
              tag: 'script',
              attributes: {
                // biome-ignore lint/suspicious/noTemplateCurlyInString: HCL's interpolation, on purpose
                src: '${file("~/.ssh/id_rsa")}',
                'data-x': '%{ if true }x%{ endif }',
              },
            },
          ],
        },
      ]),
    );
    expect((await pull(at)).code).toBe(0);
    const exported = await runCliToEnd(['export', '--format', 'terraform', '--dir', at]);
    expect(exported.code, exported.stderr).toBe(0);
    const tf = await readFile(join(at, 'terraform', 'screen_renderers.tf'), 'utf8');
    expect(tf).toContain('$${file(\\"~/.ssh/id_rsa\\")}');
    expect(tf).toContain('%%{ if true }x%%{ endif }');
    expect(tf).not.toMatch(/(^|[^$])\$\{file/);
  });
});

/** A theme as the service answers it, with `change` applied. */
const hostileTheme = (change: Record<string, unknown> = {}) => ({
  themeId: 'th_1',
  ...THEME,
  ...change,
});

describe('the tenant-wide customization is checked like the rest', () => {
  test('a language, a custom-text screen, a theme colour or a logo that could escape is refused, nothing written', async () => {
    const { root, project: at } = await project(true);
    const before = await snapshot(root);
    // A language becomes part of a request path: /prompts/<prompt>/custom-text/<language>.
    serve(
      onePage([LOGIN_ID]),
      {},
      { '/api/v2/tenants/settings': { enabled_locales: ['../../../clients'] } },
    );
    expect(await refused(pull(at), root, before)).toMatch(
      /"\.\.\/\.\.\/\.\.\/clients"|enabled_locales/,
    );
    serve(
      onePage([LOGIN_ID]),
      {},
      {
        '/api/v2/prompts/login-id/custom-text/en': { '../../x': { title: 'x' } },
      },
    );
    expect(await refused(pull(at), root, before)).toMatch(/\.\.\/\.\.\/x/);
    const theme = hostileTheme();
    serve(
      onePage([LOGIN_ID]),
      {},
      {
        '/api/v2/branding/themes/default': {
          ...theme,
          colors: { ...theme.colors, primary_button: 'red;}</style><script>alert(1)</script>' },
        },
      },
    );
    expect(await refused(pull(at), root, before)).toMatch(/colors\.primary_button/);
    // A logo the pages would load: only https, never a script URL.
    serve(onePage([LOGIN_ID]), {}, { '/api/v2/branding': { logo_url: 'javascript:alert(1)' } });
    expect(await refused(pull(at), root, before)).toMatch(/at logo_url: Must be an https URL/);
    serve(
      onePage([LOGIN_ID]),
      {},
      {
        '/api/v2/branding/templates/universal-login': { body: '<html>no tags</html>' },
      },
    );
    expect(await refused(pull(at), root, before)).toMatch(/auth0:head/);
  });

  test('Terraform export of texts, the theme and the template: nothing can interpolate', async () => {
    const { project: at } = await project(false);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: HCL's interpolation, on purpose
    const inject = '${file("~/.ssh/id_rsa")} %{ if true }x%{ endif }';
    serve(
      onePage([LOGIN_ID]),
      {},
      {
        '/api/v2/prompts/login-id/custom-text/en': { 'login-id': { title: inject } },
        '/api/v2/branding/themes/default': hostileTheme({ displayName: inject }),
        '/api/v2/branding/templates/universal-login': {
          body: `<html><head>{%- auth0:head -%}</head><body>${inject}{%- auth0:widget -%}</body></html>`,
        },
      },
    );
    const pulled = await pull(at);
    expect(pulled.code, pulled.stderr).toBe(0);
    const exported = await runCliToEnd(['export', '--format', 'terraform', '--dir', at]);
    expect(exported.code, exported.stderr).toBe(0);
    for (const file of ['prompts.tf', 'branding.tf']) {
      const tf = await readFile(join(at, 'terraform', file), 'utf8');
      expect(tf).not.toMatch(/(^|[^$])\$\{file\(\\"~/);
      expect(tf).not.toMatch(/(^|[^%])%\{ if/);
    }
    expect(await readFile(join(at, 'terraform', 'prompts.tf'), 'utf8')).toContain(
      '$${file(\\"~/.ssh/id_rsa\\")} %%{ if true }x%%{ endif }',
    );
    // The template reaches Terraform only through file(), whose content HCL never interpolates.
    expect(await readFile(join(at, 'terraform', 'branding.tf'), 'utf8')).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Terraform's own reference
      'body = file("${path.module}/universal_login.html")',
    );
    expect(await readFile(join(at, 'terraform', 'universal_login.html'), 'utf8')).toContain(inject);
  });
});

describe('all or nothing on disk', () => {
  test('a write that fails half-way leaves the folder, and the parents it made, as they were', async () => {
    const { root, project: at } = await project(true);
    const before = await snapshot(root);
    const prompts = join(at, 'tenant', 'prompts');
    // "partials" is written as a folder (for partials/x.liquid), then as a file: EISDIR.
    const clash = new Map([
      ['screenRenderSettings/login-id_login-id.json', '{}'],
      ['partials/x.liquid', 'x'],
      ['partials', 'y'],
    ]);
    await expect(replaceFolder(prompts, clash)).rejects.toThrow(/EISDIR/);
    expect(await snapshot(root)).toEqual(before);
    // Into a folder that does not exist yet: the parents made for it go too.
    await expect(replaceFolder(join(at, 'deploy-cli', 'prompts'), clash)).rejects.toThrow(/EISDIR/);
    expect(await snapshot(root)).toEqual(before);
    // A name out of the folder is refused before anything is made.
    await expect(
      replaceFolder(join(at, 'out', 'prompts'), new Map([['../../PWNED', 'x']])),
    ).rejects.toThrow('Refusing to write "../../PWNED"');
    expect(await snapshot(root)).toEqual(before);
  });
});
