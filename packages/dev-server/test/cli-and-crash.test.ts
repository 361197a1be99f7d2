import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openStore, startDevServer } from '../src/index.js';
import { runCliToEnd, startCli } from './child-server.js';
import { afterEachTest, client } from './http.js';

const { defer, dir } = afterEachTest();

/** The Management API of a `screenkit dev` child process, with `token` as bearer. */
const call = (url: string, token: string, method: string, path: string, body?: unknown) =>
  client({ url, managementToken: token })(method, path, body);

describe('screenkit CLI', () => {
  test('dev prints URL and token, serves, and stops cleanly on SIGINT; token prints a scoped token', async () => {
    const storeDir = await dir();
    const running = await startCli(['--store', storeDir]);
    defer(() => running.child.kill('SIGKILL'));
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The banner names where to go, and every address it prints answers; the package folder
    // (the child's cwd and --project) has no tenant/, so nothing is said to be applied.
    expect(running.banner).toContain('(no tenant/ folder: nothing applied)');
    const printed = [
      ...running.banner.matchAll(/^ {2}(Home|Screens|Dashboard|Inbox[^:]*):\s+(\S+)/gm),
    ];
    expect(printed.map((m) => m[1])).toEqual(['Home', 'Screens', 'Dashboard', 'Inbox (codes)']);
    for (const [, , address] of printed) {
      expect((await fetch(address as string)).status, address).toBe(200);
    }
    expect(
      (
        await call(running.url, running.token, 'POST', '/resource-servers', {
          identifier: 'urn:cli',
        })
      ).status,
    ).toBe(201);

    const scoped = await runCliToEnd(['token', '--scopes', 'read:prompts', '--store', storeDir]);
    expect(scoped.code).toBe(0);
    const token = scoped.stdout.trim();
    expect((await call(running.url, token, 'GET', '/prompts/rendering')).status).toBe(200);
    const denied = await call(running.url, token, 'GET', '/resource-servers');
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe('insufficient_scope');

    running.child.kill('SIGINT');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(JSON.parse(await readFile(join(storeDir, 'resource-servers.json'), 'utf8'))).toBeTypeOf(
      'object',
    );
  });

  test('--version, a negative number and an unknown scope say what they mean', {
    timeout: 60_000,
  }, async () => {
    // One child at a time: each starts tsx, and the machine is shared.
    const negative = await runCliToEnd(['dev', '--port', '-1', '--in-memory']);
    const version = await runCliToEnd(['--version']);
    const unknownScope = await runCliToEnd([
      'token',
      '--scopes',
      'read:prompts bogus:scope',
      '--store',
      await dir(),
    ]);
    expect(negative).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--port must be an integer between 0 and 65535, got "-1"/),
    });
    const { version: packageVersion } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    );
    expect(version).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`screenkit/${packageVersion}`),
    });
    expect(unknownScope.code).toBe(0);
    expect(unknownScope.stderr).toMatch(/warning: the dev server grants nothing for bogus:scope/);
    expect(unknownScope.stdout.trim()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test("a command's --help says what the command does, and each option's default once", async () => {
    const init = await runCliToEnd(['init', '--help']);
    expect(init.code).toBe(0);
    expect(init.stdout).toMatch(/Usage:\n {2}\$ screenkit init \[dir\]\n\nCreate a project/);
    const check = await runCliToEnd(['check', '--help']);
    expect(check.stdout).toContain('Render every screen x variant in headless Chromium');
    const lines = check.stdout.split('\n').filter((line) => line.includes('(default'));
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter((line) => line.split('(default').length > 2)).toEqual([]);
  });

  test('bad options and a corrupt store exit non-zero with a message', async () => {
    const badPort = await runCliToEnd(['dev', '--port', 'abc', '--in-memory']);
    expect(badPort.code).toBe(1);
    expect(badPort.stderr).toMatch(/--port must be an integer/);
    const storeDir = await dir();
    await writeFile(join(storeDir, 'client-grants.json'), 'not json');
    const corrupt = await runCliToEnd(['dev', '--port', '0', '--store', storeDir]);
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain(join(storeDir, 'client-grants.json'));
  });
});

/**
 * The store's disk threads run the same whatever the module type the parent process started
 * with: a server embedded in `node --input-type=module -e` or started under
 * `--experimental-default-type=module` answered every write 503 ("require is not defined in ES
 * module scope"), its threads inheriting the parent's flags.
 */
test.each([
  [
    '--input-type=module -e',
    [
      '--input-type=module',
      '-e',
      "import { pathToFileURL } from 'node:url'; await import(pathToFileURL(process.argv[1]).href);",
    ],
  ],
  ['--experimental-default-type=module', ['--experimental-default-type=module']],
])('a server started with node %s takes writes', async (_name, nodeArgs) => {
  const storeDir = await dir();
  const running = await startCli(['--store', storeDir], undefined, { nodeArgs });
  defer(() => running.child.kill('SIGKILL'));
  const created = await call(running.url, running.token, 'POST', '/resource-servers', {
    identifier: 'urn:module-parent',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
  const onDisk = JSON.parse(await readFile(join(storeDir, 'resource-servers.json'), 'utf8'));
  expect(Object.values(onDisk).map((r) => (r as { identifier: string }).identifier)).toContain(
    'urn:module-parent',
  );
});

test('SIGTERM stops the server with every acknowledged write on disk', async () => {
  const storeDir = await dir();
  const running = await startCli(['--store', storeDir]);
  defer(() => running.child.kill('SIGKILL'));
  const res = await call(
    running.url,
    running.token,
    'PATCH',
    '/prompts/login/screen/login/rendering',
    {
      context_configuration: ['screen.texts'],
    },
  );
  expect(res.status).toBe(200);
  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
  const onDisk = JSON.parse(await readFile(join(storeDir, 'screen-renderings.json'), 'utf8'));
  expect(onDisk['login/login'].context_configuration).toEqual(['screen.texts']);
});

describe('crash safety', () => {
  test('kill -9 during writes leaves an intact store holding every acknowledged write', async () => {
    const storeDir = await dir();
    const acknowledged: string[] = [];
    for (let round = 0; round < 2; round++) {
      const running = await startCli(['--store', storeDir]);
      defer(() => running.child.kill('SIGKILL'));
      let stop = false;
      let sent = 0;
      // Eight writers hammer the store; the process is killed while their requests are in flight.
      const writer = async (w: number) => {
        while (!stop) {
          const identifier = `urn:r${round}:w${w}:${sent++}`;
          const res = await call(running.url, running.token, 'POST', '/resource-servers', {
            identifier,
            name: 'x'.repeat(150),
          }).catch(() => undefined);
          if (res?.status === 201) acknowledged.push(identifier);
          else if (res) throw new Error(`unexpected ${res.status}`);
          else return;
          await call(running.url, running.token, 'PATCH', '/prompts/login/screen/login/rendering', {
            context_configuration: [`client.metadata.w${w}`],
          }).catch(() => undefined);
        }
      };
      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      while (acknowledged.length < (round + 1) * 150) await new Promise((r) => setTimeout(r, 5));
      running.child.kill('SIGKILL');
      const exit = await running.exited;
      stop = true;
      await Promise.all(writers);
      expect(exit.signal).toBe('SIGKILL');

      // Every file parses (no torn writes) and every acknowledged record is there.
      for (const file of (await readdir(storeDir)).filter((f) => f.endsWith('.json'))) {
        expect(() => JSON.parse(readFileSync(join(storeDir, file), 'utf8')), file).not.toThrow();
      }
      const store = await openStore({ dir: storeDir });
      const identifiers = new Set(
        store
          .collection<{ identifier: string }>('resource-servers')
          .list()
          .map((r) => r.identifier),
      );
      expect(acknowledged.filter((id) => !identifiers.has(id))).toEqual([]);
      await store.close(); // frees the folder's lock for the next round's server
    }
    // And a server restarts on it with the same content.
    const server = await startDevServer({ storeDir });
    defer(() => server.close());
    const list = (await client(server)('GET', '/resource-servers')).body as Array<{
      identifier: string;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(acknowledged.length);
  }, 60_000); // up to 3 child processes: slow to start on a loaded machine
});
