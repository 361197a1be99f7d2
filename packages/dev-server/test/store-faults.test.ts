/**
 * Nothing lost, nothing misreported (issue 16): hand edits while the server runs, a folder it
 * cannot write (at start and mid-run, through a write shim), and two servers on one folder.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { startDevServer } from '../src/index.js';
import { runCliToEnd, startCli } from './child-server.js';
import { afterEachTest, type Call, client, nextReload, until } from './http.js';

const { defer, dir } = afterEachTest();
// Child processes (tsx) start slowly on a loaded machine: the tests that spawn get a minute.
const CHILDREN = 60_000;
const SHIM = fileURLToPath(new URL('./support/write-fault-shim.cjs', import.meta.url));

/** PATCHes, sending again while the store answers 409 (a hand edit was reloaded first). */
async function patchRetrying(api: Call, path: string, body: unknown) {
  for (;;) {
    const res = await api('PATCH', path, body);
    if (res.status !== 409) return res;
  }
}

describe('hand edits while the server runs', () => {
  test('an edit is picked up, merged with API writes, and never overwritten', async () => {
    const storeDir = await dir();
    const server = await startDevServer({ storeDir });
    defer(() => server.close());
    const api = client(server);
    const a = (await api('POST', '/resource-servers', { identifier: 'urn:a', name: 'A' })).body;
    const b = (await api('POST', '/resource-servers', { identifier: 'urn:b', name: 'B' })).body;
    // After a quiet moment the journal is folded into the readable file.
    const file = join(storeDir, 'resource-servers.json');
    await until(async () => (await readdir(storeDir)).every((f) => !f.endsWith('.jsonl')));
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    onDisk[a.id].name = 'A by hand';
    const reloaded = nextReload(server, 'resource-servers');
    await writeFile(file, JSON.stringify(onDisk, null, 2));
    expect((await reloaded).error).toBeUndefined();
    expect((await api('GET', `/resource-servers/${a.id}`)).body.name).toBe('A by hand');

    // Edit again and write at once: whether the watcher or the write sees it first, the write
    // lands on the edited record (a 409 means "reloaded, send again") and the edit survives.
    onDisk[a.id].name = 'A by hand, twice';
    onDisk[b.id].name = 'B by hand';
    await writeFile(file, JSON.stringify(onDisk, null, 2));
    const patched = await patchRetrying(api, `/resource-servers/${a.id}`, {
      token_lifetime: 600,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'A by hand, twice', token_lifetime: 600 });
    expect(
      (await api('PATCH', `/resource-servers/${b.id}`, { token_lifetime: 60 })).body,
    ).toMatchObject({ name: 'B by hand', token_lifetime: 60 });
  });

  test('an edit that does not parse is reported with line and column; the last good state serves', async () => {
    const storeDir = await dir();
    const server = await startDevServer({ storeDir });
    defer(() => server.close());
    const api = client(server);
    const rs = (await api('POST', '/resource-servers', { identifier: 'urn:keep', name: 'K' })).body;
    const file = join(storeDir, 'resource-servers.json');
    const refused = nextReload(server, 'resource-servers');
    await writeFile(file, '{\n  "x": {\n    "id": "x",,\n  }\n}\n');
    const { error } = await refused;
    expect(error?.code).toBe('store_file_corrupt');
    expect(error?.message).toContain(`${file} is not valid JSON at line 3, column 15`);
    // Still served, and writes wait (409, naming the problem) instead of overwriting the file.
    expect((await api('GET', `/resource-servers/${rs.id}`)).body.name).toBe('K');
    const blocked = await api('PATCH', `/resource-servers/${rs.id}`, { name: 'lost?' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/line 3, column 15/);
    expect(await readFile(file, 'utf8')).toContain('"id": "x",,');

    // A record that parses but fails the collection's check is refused the same way.
    const invalid = nextReload(server, 'resource-servers');
    await writeFile(file, JSON.stringify({ y: { id: 'y' } }));
    expect((await invalid).error?.code).toBe('store_record_invalid');

    // Fixed: loaded, with the API write made before the edit replayed on top (nothing lost).
    const fixed = nextReload(server, 'resource-servers');
    await writeFile(file, JSON.stringify({}));
    expect((await fixed).error).toBeUndefined();
    expect((await api('GET', `/resource-servers/${rs.id}`)).body.name).toBe('K');
    expect((await api('PATCH', `/resource-servers/${rs.id}`, { name: 'K2' })).status).toBe(200);
  });
});

describe('a store that cannot be written', () => {
  test(
    'is refused at start with one line; a write failing later answers 503 and memory keeps what disk has',
    async () => {
      const storeDir = await dir();
      const fault = join(await dir(), 'fault');
      const options = {
        nodeArgs: ['--require', SHIM],
        env: { SCREENKIT_FAULT_FILE: fault, SCREENKIT_FAULT_DIR: storeDir },
      };
      await writeFile(fault, 'EACCES');
      const refused = await runCliToEnd(
        ['dev', '--port', '0', '--store', storeDir],
        undefined,
        options,
      );
      expect(refused.code).toBe(1);
      const lines = refused.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        `screenkit: Store folder ${storeDir} cannot be written (EACCES, permission denied); fix its permissions or free space, or pick another folder with --store`,
      );

      await rm(fault);
      const running = await startCli(['--store', storeDir], undefined, options);
      defer(() => running.child.kill('SIGKILL'));
      const api = client({ url: running.url, managementToken: running.token });
      const path = '/prompts/login/screen/login/rendering';
      expect((await api('PATCH', path, { context_configuration: ['screen.texts'] })).status).toBe(
        200,
      );
      for (const code of ['ENOSPC', 'EACCES']) {
        await writeFile(fault, code);
        const failed = await api('PATCH', path, { context_configuration: ['tenant.name'] });
        expect(failed.status).toBe(503);
        expect(failed.body).toMatchObject({
          statusCode: 503,
          error: 'Service Unavailable',
          errorCode: 'store_write_failed',
        });
        expect(failed.body.message).toContain(code);
        const created = await api('POST', '/resource-servers', { identifier: `urn:${code}` });
        expect(created.status).toBe(503);
        // Memory holds what the disk holds.
        expect((await api('GET', path)).body.context_configuration).toEqual(['screen.texts']);
        expect((await api('GET', `/resource-servers/urn:${code}`)).status).toBe(404);
        await rm(fault);
      }
      const ok = await api('PATCH', path, { context_configuration: ['client.metadata.tier'] });
      expect(ok.status).toBe(200);
      running.child.kill('SIGKILL');
      await running.exited;
      // A restart sees the acknowledged writes only.
      const after = await startDevServer({ storeDir });
      defer(() => after.close());
      expect((await client(after)('GET', path)).body.context_configuration).toEqual([
        'client.metadata.tier',
      ]);
      expect((await client(after)('GET', '/resource-servers')).body).toEqual([]);
    },
    CHILDREN,
  );
});

test(
  'a second server on the same folder refuses to start; the lock is freed after kill -9',
  async () => {
    const storeDir = await dir();
    const first = await startCli(['--store', storeDir]);
    defer(() => first.child.kill('SIGKILL'));
    const second = await startDevServer({ storeDir }).catch((error: unknown) => error);
    expect(second).toMatchObject({ code: 'store_locked' });
    expect((second as Error).message).toContain(
      `Store folder ${storeDir} is in use by another screenkit process (pid ${first.child.pid})`,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startDevServer({ storeDir });
    await third.close();
  },
  CHILDREN,
);
