import { readFileSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listScreens, promptOfScreen } from '@screenkit/core';
import { describe, expect, test } from 'vitest';
import { openStore, StoreError, startDevServer } from '../src/index.js';
import { identityOf } from '../src/store/collection-disk.js';
import { readCollectionFromDisk } from '../src/store/disk-format.js';
import { afterEachTest, client } from './http.js';

const { defer, dir } = afterEachTest();

const SCRIPT = { tag: 'script', attributes: { src: 'http://localhost:5173/main.js' } };

describe('collection names', () => {
  test('a name that is no file name is refused, before and after other collections exist', async () => {
    const store = await openStore({ inMemory: true });
    for (const name of ['../clients', 'Clients', '', 'a/b']) {
      expect(() => store.collection(name), name).toThrow(
        expect.objectContaining({ code: 'store_bad_collection' }),
      );
    }
    store.collection('things');
    expect(store.collection('things')).toBe(store.collection('things'));
    expect(() => store.collection('things/../x')).toThrow(StoreError);
    await store.close();
  });
});

describe('file store', () => {
  test('a restart on the same store finds everything, and old tokens still work', async () => {
    const storeDir = await dir();
    const first = await startDevServer({ storeDir });
    const api = client(first);
    const rs = (
      await api('POST', '/resource-servers', {
        identifier: 'urn:keep',
        authorization_details: [{ type: 'money_transfer' }],
      })
    ).body;
    // Grants name an existing application (the client-grants router checks it).
    const app = (await api('POST', '/clients', { name: 'Keep App' })).body;
    const grant = (
      await api('POST', '/client-grants', {
        client_id: app.client_id,
        audience: 'urn:keep',
        scope: [],
      })
    ).body;
    await api('PUT', '/prompts/customized-consent/partials', {
      'customized-consent': { 'form-content': '<p>ok</p>' },
    });
    const rendering = (
      await api('PATCH', '/prompts/login-id/screen/login-id/rendering', {
        rendering_mode: 'advanced',
        head_tags: [SCRIPT],
      })
    ).body;
    const oldToken = first.managementToken;
    await first.close();

    const second = await startDevServer({ storeDir });
    defer(() => second.close());
    const again = client(second);
    expect((await again('GET', `/resource-servers/${rs.id}`, undefined, oldToken)).body).toEqual(
      rs,
    );
    expect((await again('GET', `/client-grants/${grant.id}`)).body).toEqual(grant);
    expect((await again('GET', '/prompts/customized-consent/partials')).body).toEqual({
      'customized-consent': { 'form-content': '<p>ok</p>' },
    });
    expect((await again('GET', '/prompts/login-id/screen/login-id/rendering')).body).toMatchObject(
      rendering,
    );

    // The layout is readable JSON, one file per collection.
    const files = (await readdir(storeDir)).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual([
      'client-grants.json',
      'clients.json',
      'prompt-partials.json',
      'resource-servers.json',
      'screen-renderings.json',
    ]);
    const renderings = JSON.parse(await readFile(join(storeDir, 'screen-renderings.json'), 'utf8'));
    expect(renderings['login-id/login-id'].rendering_mode).toBe('advanced');
    expect(await readdir(join(storeDir, 'keys'))).toContain('es256.json');
  });

  test('200 concurrent PATCHes are all applied and all on disk', async () => {
    const storeDir = await dir();
    const server = await startDevServer({ storeDir });
    defer(() => server.close());
    const api = client(server);
    const n = Array.from({ length: 200 }, (_, i) => i);
    const created = await Promise.all(
      n.map((i) => api('POST', '/resource-servers', { identifier: `urn:c:${i}` })),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    const patched = await Promise.all(
      created.map((r, i) =>
        api('PATCH', `/resource-servers/${r.body.id}`, {
          name: `api ${i}`,
          authorization_details: [{ type: `t${i}` }],
        }),
      ),
    );
    expect(patched.map((r) => r.status)).toEqual(n.map(() => 200));
    // What a restart would read: the snapshot plus the journal.
    const onDisk = Object.fromEntries(readCollectionFromDisk(storeDir, 'resource-servers'));
    type Rendering = { filters: { clients: unknown } };
    expect(Object.keys(onDisk)).toHaveLength(200);
    created.forEach((r, i) => {
      expect(onDisk[r.body.id]).toMatchObject({
        identifier: `urn:c:${i}`,
        name: `api ${i}`,
        authorization_details: [{ type: `t${i}` }],
      });
    });

    // One PATCH per screen of the catalogue, all at once: every screen holds its own.
    const screens = listScreens().map(
      (screen) => [promptOfScreen(screen) as string, screen] as const,
    );
    const rendered = await Promise.all(
      screens.map(([prompt, screen], i) =>
        api('PATCH', `/prompts/${prompt}/screen/${screen}/rendering`, {
          // By metadata: a filter's ids must name applications of the tenant.
          filters: { match_type: 'includes_any', clients: [{ metadata: { n: `c${i}` } }] },
        }),
      ),
    );
    expect(rendered.every((r) => r.status === 200)).toBe(true);
    const renderings = Object.fromEntries(
      readCollectionFromDisk(storeDir, 'screen-renderings'),
    ) as Record<string, Rendering>;
    screens.forEach(([prompt, screen], i) => {
      expect(renderings[`${prompt}/${screen}`]?.filters.clients).toEqual([
        { metadata: { n: `c${i}` } },
      ]);
    });
    // Many PATCHes of one field of one screen never tear the record: it ends as one of them.
    const same = await Promise.all(
      n.map((i) =>
        api('PATCH', '/prompts/login/screen/login/rendering', {
          context_configuration: [`client.metadata.k${i}`],
        }),
      ),
    );
    const final = (await api('GET', '/prompts/login/screen/login/rendering')).body;
    expect(same.map((r) => r.body.context_configuration[0])).toContain(
      final.context_configuration[0],
    );
    expect(final.filters).toEqual(renderings['login/login']?.filters);
  });

  test('a corrupt store file stops startup with an error naming the file', async () => {
    const storeDir = await dir();
    await writeFile(join(storeDir, 'resource-servers.json'), '{"a": {"id": "a"');
    const error = await startDevServer({ storeDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('store_file_corrupt');
    expect((error as Error).message).toContain(join(storeDir, 'resource-servers.json'));
    // Nothing was reset.
    expect(await readFile(join(storeDir, 'resource-servers.json'), 'utf8')).toBe(
      '{"a": {"id": "a"',
    );
    await writeFile(join(storeDir, 'resource-servers.json'), '[1, 2]');
    await expect(openStore({ dir: storeDir })).rejects.toThrow(/must hold a JSON object/);
  });

  test('hand-written store files load; a bad record stops startup naming file, record and property', async () => {
    const storeDir = await dir();
    const rendering = {
      rendering_mode: 'advanced',
      context_configuration: ['screen.texts'],
      default_head_tags_disabled: false,
      head_tags: [SCRIPT],
      filters: null,
      use_page_template: false,
    };
    await writeFile(
      join(storeDir, 'screen-renderings.json'),
      JSON.stringify({ 'login-id/login-id': rendering }),
    );
    await writeFile(join(storeDir, 'screen-renderings.json.123456'), '{"torn');
    const server = await startDevServer({ storeDir });
    const got = (await client(server)('GET', '/prompts/login-id/screen/login-id/rendering')).body;
    expect(got).toMatchObject(rendering);
    await server.close();
    expect(await readdir(storeDir)).not.toContain('screen-renderings.json.123456');

    const file = join(storeDir, 'screen-renderings.json');
    const bad: Array<[unknown, RegExp]> = [
      [
        { 'login-id/login-id': { ...rendering, head_tags: 'nope' } },
        /record "login-id\/login-id" is invalid at head_tags/,
      ],
      [
        { 'login-id/login-id': { ...rendering, extra: 1 } },
        /is invalid at extra: Additional properties/,
      ],
      [{ 'login/signup': rendering }, /record "login\/signup": the key must be/],
    ];
    for (const [content, message] of bad) {
      await writeFile(file, JSON.stringify(content));
      const error = await startDevServer({ storeDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('store_record_invalid');
      expect((error as Error).message).toContain(file);
      expect((error as Error).message).toMatch(message);
    }
    await writeFile(file, '{}');
    await writeFile(
      join(storeDir, 'resource-servers.json'),
      JSON.stringify({ a: { id: 'b', identifier: 'x' } }),
    );
    await expect(startDevServer({ storeDir })).rejects.toThrow(
      /record "a": its "id" must equal its key/,
    );
    await writeFile(join(storeDir, 'resource-servers.json'), '{}');
    await writeFile(join(storeDir, 'prompt-partials.json'), JSON.stringify({ 'mfa-otp': {} }));
    await expect(startDevServer({ storeDir })).rejects.toThrow(
      /"mfa-otp" is not a prompt that takes partials/,
    );
  });

  test('a hand-written snapshot that passed its check is not checked again until it changes', async () => {
    const storeDir = await dir();
    const file = join(storeDir, 'things.json');
    const checked: string[] = [];
    const start = async () => {
      const store = await openStore({ dir: storeDir });
      try {
        store.collection('things').check((key, record) => {
          checked.push(key);
          if ((record as { n?: unknown }).n === 'bad') throw new Error(`bad record ${key}`);
        });
      } finally {
        await store.close();
      }
    };
    await writeFile(file, JSON.stringify({ a: { n: 1 } }, null, 2));
    await start();
    await start();
    expect(checked).toEqual(['a']);
    await writeFile(file, JSON.stringify({ a: { n: 1 }, b: { n: 'bad' } }, null, 2));
    await expect(start()).rejects.toThrow('bad record b');
    await expect(start()).rejects.toThrow('bad record b'); // a refused file stays unverified
    await writeFile(file, JSON.stringify({ a: { n: 1 }, b: { n: 2 } }, null, 2));
    await start();
    await start();
    expect(checked).toEqual(['a', 'a', 'b', 'a', 'b', 'a', 'b']);
  });

  test('a large hand-written snapshot that passed its check is rewritten one record per line on close', async () => {
    const storeDir = await dir();
    const file = join(storeDir, 'things.json');
    const records = Object.fromEntries(Array.from({ length: 1001 }, (_, n) => [`k${n}`, { n }]));
    await writeFile(file, JSON.stringify(records, null, 2));
    let checks = 0;
    const first = await openStore({ dir: storeDir });
    first.collection('things').check(() => checks++);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(records, null, 2));
    await first.close();
    expect(readFileSync(file, 'utf8')).toMatch(/^\{\n {2}"k0": \{"n":0\},\n/);
    const second = await openStore({ dir: storeDir });
    defer(() => second.close());
    second.collection('things').check(() => checks++);
    expect(checks).toBe(1001);
    expect(
      Object.fromEntries(
        second
          .collection('things')
          .keys()
          .map((k) => [k, second.collection('things').get(k)]),
      ),
    ).toEqual(records);
  });

  test('a copied store is trusted by its content once, then by its new identity', async () => {
    const storeDir = await dir();
    const first = await openStore({ dir: storeDir });
    await first.collection('things').set('a', { n: 1 });
    await first.close();
    const copy = await dir();
    await cp(storeDir, copy, { recursive: true });
    const verified = () => JSON.parse(readFileSync(join(copy, '.verified'), 'utf8')).things;
    const original = verified();
    const second = await openStore({ dir: copy });
    const checked: string[] = [];
    second.collection('things').check((key) => checked.push(key));
    await second.close();
    expect(checked).toEqual([]);
    expect(verified()).toEqual({
      file: identityOf(join(copy, 'things.json')),
      hash: original.hash,
    });
    expect(verified().file).not.toBe(original.file);
  });

  test('a write is acknowledged only once a file holding it is on disk; bursts coalesce', async () => {
    const storeDir = await dir();
    const store = await openStore({ dir: storeDir });
    const grants = store.collection<{ id: string; n: number }>('client-grants');
    const file = join(storeDir, 'client-grants.json');
    // The snapshot plus its journal, as a restart reads them.
    const onDisk = () =>
      Object.fromEntries(readCollectionFromDisk(storeDir, 'client-grants')) as Record<
        string,
        { n: number }
      >;
    const acked = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        grants.set(`g${n}`, { id: `g${n}`, n }).then(() => onDisk()[`g${n}`]?.n === n),
      ),
    );
    expect(acked.every(Boolean)).toBe(true);
    expect(await grants.delete('g0')).toBe(true);
    expect(onDisk()).not.toHaveProperty('g0');
    expect(await grants.delete('g0')).toBe(false);
    await grants.setMany([
      ['a', { id: 'a', n: 1 }],
      ['b', { id: 'b', n: 2 }],
    ]);
    expect(Object.keys(onDisk())).toHaveLength(301);
    await grants.clear();
    expect(onDisk()).toEqual({});
    // Closing folds the journal into the readable file; no temp or journal files are left.
    await store.close();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({});
    expect((await readdir(storeDir)).filter((f) => f.startsWith('client-grants'))).toEqual([
      'client-grants.json',
    ]);
  });

  test('in-memory keeps nothing on disk', async () => {
    const cwdStore = await dir();
    const server = await startDevServer({ inMemory: true, storeDir: cwdStore });
    defer(() => server.close());
    const api = client(server);
    expect((await api('POST', '/resource-servers', { identifier: 'urn:mem' })).status).toBe(201);
    await server.store.flush();
    expect(await readdir(cwdStore)).toEqual([]);
  });

  test('an empty setMany writes nothing: a start without tenant files appends no journal line', async () => {
    const storeDir = await dir();
    const store = await openStore({ dir: storeDir });
    defer(() => store.close());
    await store.collection('screen-renderings').setMany([]);
    await store.flush();
    expect((await readdir(storeDir)).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
    await store.collection('screen-renderings').setMany([['login/login', { a: 1 }]]);
    expect((await readdir(storeDir)).filter((f) => f.endsWith('.jsonl'))).toHaveLength(1);
  });

  test('a large snapshot we wrote reopens with the same records and order, and unread records are written back as they were', async () => {
    const storeDir = await dir();
    // Keys needing escapes, non-ASCII and integer-like keys, values with newlines.
    const keys = [...Array.from({ length: 1200 }, (_, i) => `k${i}`), 'a"b', 'c\\d', 'ünï', '7'];
    const value = (key: string, n: number) => ({ n, s: `line\n${key}`, nested: [{ key }] });
    const first = await openStore({ dir: storeDir });
    await first.collection('things').setMany(keys.map((key, n) => [key, value(key, n)]));
    await first.close();
    const file = join(storeDir, 'things.json');
    const written = readFileSync(file, 'utf8');

    const second = await openStore({ dir: storeDir });
    const things = second.collection<ReturnType<typeof value>>('things');
    expect(things.size).toBe(keys.length);
    // A list page joins unread records' own texts (and parses nothing).
    expect(things.pageTexts(0, 2)).toEqual([
      JSON.stringify(value('k0', 0)),
      JSON.stringify(value('k1', 1)),
    ]);
    expect(things.get('a"b')).toEqual(value('a"b', 1200));
    expect(things.get('a"b')).toBe(things.get('a"b')); // parsed once, then kept
    expect(things.page(1199, 5)).toEqual(
      keys.slice(1199).map((key) => value(key, keys.indexOf(key))),
    );
    await things.set('k1', { n: -1, s: 'x', nested: [] });
    await second.close();
    expect(readFileSync(file, 'utf8')).toBe(
      written.replace(
        JSON.stringify(value('k1', 1)),
        JSON.stringify({ n: -1, s: 'x', nested: [] }),
      ),
    );

    const third = await openStore({ dir: storeDir });
    defer(() => third.close());
    const reread = third.collection<ReturnType<typeof value>>('things');
    expect(reread.keys()).toEqual(keys);
    expect(reread.list()).toEqual(
      keys.map((key, n) => (key === 'k1' ? { n: -1, s: 'x', nested: [] } : value(key, n))),
    );
  });

  test('indexes and pages follow every mutation', async () => {
    const store = await openStore({ inMemory: true });
    const users = store.collection<{ email: string; connection: string }>('users');
    const byEmail = users.index('email', (u) => u.email);
    const byConnection = users.index('connection', (u) => u.connection);
    await users.setMany([
      ['u1', { email: 'a@x', connection: 'db' }],
      ['u2', { email: 'b@x', connection: 'db' }],
      ['u3', { email: 'c@x', connection: 'google' }],
    ]);
    expect(byEmail.first('b@x')).toEqual({ email: 'b@x', connection: 'db' });
    expect(byConnection.get('db').map((u) => u.email)).toEqual(['a@x', 'b@x']);
    await users.set('u1', { email: 'a@x', connection: 'db' }); // unchanged value keeps its place
    await users.set('u2', { email: 'b2@x', connection: 'google' });
    expect(byEmail.get('b@x')).toEqual([]);
    expect(byConnection.get('db').map((u) => u.email)).toEqual(['a@x']);
    expect(byConnection.get('google').map((u) => u.email)).toEqual(['c@x', 'b2@x']);
    expect(users.index('email', () => 'ignored')).toBe(byEmail);
    expect(users.page(1, 2).map((u) => u.email)).toEqual(['b2@x', 'c@x']);
    await users.delete('u1');
    expect(byConnection.get('db')).toEqual([]);
    expect(users.page(0, 1).map((u) => u.email)).toEqual(['b2@x']);
    await users.set('u4', { email: 'd@x', connection: 'db' });
    expect(users.page(2, 50).map((u) => u.email)).toEqual(['d@x']);
    await users.clear();
    expect(byEmail.get('d@x')).toEqual([]);
    expect(users.page(0, 50)).toEqual([]);
  });

  test('onChange reports every mutation with its collection and key', async () => {
    const store = await openStore({ inMemory: true });
    const seen: string[] = [];
    const off = store.onChange((c) =>
      seen.push(`${c.collection}:${c.key}:${c.value === undefined ? 'deleted' : 'set'}`),
    );
    const renderings = store.collection<{ n: number }>('screen-renderings');
    await renderings.set('login/login', { n: 1 });
    await renderings.delete('login/login');
    off();
    await renderings.set('x/y', { n: 2 });
    expect(seen).toEqual([
      'screen-renderings:login/login:set',
      'screen-renderings:login/login:deleted',
    ]);
    expect(() => store.collection('../etc')).toThrow(StoreError);
  });
});
