/**
 * The context editor's endpoints over real HTTP: the check names the offending path and where
 * it sits in the text; drafts show on a reload; "save as variant" writes only the change into
 * the project's fixture folder, refuses every bad input before touching the disk, and the new
 * variant is listed and served.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../src/index.js';
import { tempDir } from './http.js';

let server: DevServer;
let bare: DevServer;
let project: { dir: string; remove(): Promise<void> };

beforeAll(async () => {
  project = await tempDir('screenkit-editor-');
  [server, bare] = await Promise.all([
    startDevServer({ inMemory: true, liveReload: false, projectDir: project.dir }),
    startDevServer({ inMemory: true, liveReload: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), bare?.close()]);
  await project?.remove();
});

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  on = server,
) {
  const res = await fetch(`${on.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** The context the toolbar of a preview page carries (what the editor starts from). */
async function pageContext(path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const json = /id="screenkit-toolbar-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
  return { html, data: JSON.parse(json) };
}

describe('POST /_screenkit/context/check', () => {
  it('answers valid, or the error path, its line and place in the text', async () => {
    const { data } = await pageContext('/preview/login-id/login-id');
    const good = JSON.stringify(data.context, null, 2);
    expect(
      (await post('/_screenkit/context/check', { screen: 'login-id', text: good })).body,
    ).toEqual({
      valid: true,
    });

    const bad = good.replace(/"state": "[^"]+"/, '"state": 7');
    const { body } = await post('/_screenkit/context/check', { screen: 'login-id', text: bad });
    expect(body).toMatchObject({ valid: false, code: 'field_type', path: 'transaction.state' });
    expect(bad.slice(body.offset, body.offset + body.length)).toBe('"state": 7');
    expect(body.line).toBe(bad.slice(0, body.offset).split('\n').length);

    const syntax = await post('/_screenkit/context/check', { screen: 'login-id', text: '{"a": }' });
    expect(syntax.body).toMatchObject({ valid: false, code: 'context_invalid_json', offset: 6 });

    const other = good.replace('"name": "login-id"', '"name": "login-password"');
    const renamed = await post('/_screenkit/context/check', { screen: 'login-id', text: other });
    expect(renamed.body).toMatchObject({ valid: false, path: 'screen.name' });
  });
});

describe('drafts', () => {
  it('a posted context shows on the preview with ?draft=, under a fresh transaction state', async () => {
    const { data } = await pageContext('/preview/login-id/login-id');
    data.context.screen.texts.title = 'Drafted title';
    const { status, body } = await post('/_screenkit/context/drafts', {
      screen: 'login-id',
      context: data.context,
    });
    expect(status).toBe(201);
    const shown = await pageContext(`/preview/login-id/login-id?draft=${body.id}`);
    expect(shown.data.context.screen.texts.title).toBe('Drafted title');
    expect(shown.data.context.transaction.state).not.toBe(data.context.transaction.state);
    expect(shown.html).toContain('Drafted title');
    const gone = await pageContext('/preview/login-id/login-id?draft=nope');
    expect(gone.data.warnings.join()).toMatch(/edited context of this URL is gone/);
  });
});

describe('POST /_screenkit/variants (save as variant)', () => {
  it('writes only the change, and the variant is listed and served', async () => {
    const { data } = await pageContext('/preview/login-id/login-id?variant=with-errors');
    data.context.screen.texts.title = 'Saved title';
    const { status, body } = await post('/_screenkit/variants', {
      prompt: 'login-id',
      screen: 'login-id',
      name: 'saved_title-1',
      context: data.context,
    });
    expect(status).toBe(201);
    expect(body.file).toBe('screens/login-id/login-id/saved_title-1.json');
    const file = JSON.parse(await readFile(join(project.dir, body.file), 'utf8'));
    expect(file).toEqual({
      screen: { texts: { title: 'Saved title' } },
      transaction: { errors: data.context.transaction.errors },
    });
    const screens = await (await fetch(`${server.url}/_screenkit/screens`)).json();
    const entry = screens.find((s: { screen: string }) => s.screen === 'login-id');
    expect(entry.variants).toContain('saved_title-1');
    const shown = await pageContext('/preview/login-id/login-id?variant=saved_title-1');
    expect(shown.data.context.screen.texts.title).toBe('Saved title');
    expect(shown.data.variants).toContain('saved_title-1');
  });

  it('refuses bad names, built-in names, existing files, bad contexts, foreign sites; writes nothing', async () => {
    const { data } = await pageContext('/preview/login-id/login-id');
    const save = (patch: Record<string, unknown>, headers?: Record<string, string>) =>
      post(
        '/_screenkit/variants',
        { prompt: 'login-id', screen: 'login-id', name: 'ok', context: data.context, ...patch },
        headers,
      );
    for (const name of ['../../evil', 'a/b', '..', '.hidden', '', 'x'.repeat(65), 'a b', 'é']) {
      const { status, body } = await save({ name });
      expect(status, name).toBe(400);
      expect(body.errorCode, name).toBe('invalid_variant_name');
    }
    expect((await save({ name: 'with-errors' })).body.errorCode).toBe('variant_reserved');
    expect((await save({ name: 'twice' })).status).toBe(201);
    const again = await save({ name: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('variant_exists');
    expect((await save({ name: 'twice', overwrite: true })).status).toBe(201);

    const broken = { ...data.context, transaction: { ...data.context.transaction, state: 7 } };
    const invalid = await save({ name: 'broken', context: broken });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/transaction\.state/);
    const other = {
      ...data.context,
      prompt: { name: 'login-password' },
      screen: { name: 'login-password' },
    };
    expect((await save({ name: 'other', context: other })).body.errorCode).toBe('screen_mismatch');
    expect((await save({ screen: 'nope' })).status).toBe(400);
    expect((await save({ prompt: 'consent' })).body.errorCode).toBe('prompt_mismatch');
    const big = { ...data.context, padding: 'x'.repeat(300 * 1024) };
    expect((await save({ name: 'big', context: big })).status).toBe(413);
    expect(
      (await save({ name: 'proto', context: JSON.parse('{"__proto__": {"a": 1}}') })).status,
    ).toBe(400);
    expect((await save({ name: 'evil' }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await save({ name: 'evil' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await save({ name: 'evil' }, { origin: 'not a url' })).status).toBe(403);
    const text = await fetch(`${server.url}/_screenkit/variants`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        prompt: 'login-id',
        screen: 'login-id',
        name: 'plain',
        context: data.context,
      }),
    });
    expect(text.status).toBe(415);
    const noProject = await post(
      '/_screenkit/variants',
      { prompt: 'login-id', screen: 'login-id', name: 'ok', context: data.context },
      {},
      bare,
    );
    expect(noProject.status).toBe(409);
    expect(noProject.body.errorCode).toBe('no_project_folder');

    expect((await readdir(project.dir)).sort()).toEqual(['screens']);
    const files = await readdir(join(project.dir, 'screens', 'login-id', 'login-id'));
    expect(files.sort()).toEqual(['saved_title-1.json', 'twice.json']);
  });
});
