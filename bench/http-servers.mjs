// Servers for the HTTP benches (not a bench itself: run.mjs only runs *.bench.mjs files): the
// built `screenkit dev`, json-server 0.17, a plain Fastify mock and a bare Node server (the
// latency floor), each in a child process
// on loopback. Baselines run quiet with their output ignored, so their logging never costs
// the load generator anything; readiness is polled, not read from their logs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SCREENKIT = join(here, '../packages/dev-server/bin/screenkit.js');
const JSON_SERVER = join(dirname(require.resolve('json-server/package.json')), 'lib/cli/bin.js');
const FASTIFY_MOCK = join(here, 'http-fastify-mock.mjs');

/** The i-th of the resource servers the scaling benches store (every one a different API). */
export const resourceServer = (i) => ({
  id: `rs${String(i).padStart(8, '0')}`,
  identifier: `https://api.example.com/v${i}`,
  name: `API ${i}`,
  scopes: [{ value: 'read:things', description: 'Read things' }],
  subject_type_authorization: {
    user: { policy: 'allow_all' },
    client: { policy: 'require_client_grant' },
  },
  signing_alg: 'RS256',
  token_lifetime: 86_400,
  token_lifetime_for_web: 7_200,
  allow_offline_access: false,
  skip_consent_for_verifiable_first_party_clients: false,
});

// Every server started here; a bench that fails midway must not leave them running.
const running = new Set();
const tracked = (child) => {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
};
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

/**
 * `screenkit dev` on `store` (in memory when undefined); resolves once it printed its URL and
 * token (it prints nothing per request). `started` is the spawn time, for cold starts; `exited`
 * resolves with the exit code and everything it wrote to stderr. Options: another build's `bin`,
 * `nodeArgs` before it, a `wrap` command (valgrind), the child's `env`, a `project` folder.
 */
export function startScreenkit(
  store,
  { bin = SCREENKIT, nodeArgs = [], wrap = [], env, project } = {},
) {
  const started = performance.now();
  const args = [
    ...nodeArgs,
    bin,
    'dev',
    '--port',
    '0',
    ...(store ? ['--store', store] : ['--in-memory']),
    ...(project ? ['--project', project] : []),
  ];
  const [command, ...rest] = [...wrap, process.execPath, ...args];
  const child = tracked(
    spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'], ...(env ? { env } : {}) }),
  );
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, err })));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const token = /Management token:\n(\S+)\n/.exec(out)?.[1];
      if (url && token) resolve({ child, started, url, token, exited });
    });
    child.once('exit', (code) => reject(new Error(`screenkit exited ${code}: ${err}`)));
  });
}

/** A baseline server: output ignored; ready once `probe` answers 2xx. */
async function startQuiet(args, probe) {
  const started = performance.now();
  const child = tracked(spawn(process.execPath, args, { stdio: 'ignore' }));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited`);
    const ok = await fetch(probe).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, started };
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** json-server 0.17 on `db`, with `--quiet` (no per-request log line). */
export async function startJsonServer(db, resource) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [JSON_SERVER, db, '--port', String(port), '--host', '127.0.0.1', '--quiet'];
  return { url, ...(await startQuiet(args, `${url}/${resource}?_limit=1`)) };
}

/** A plain Fastify app serving pages of the records in `file` (no auth, no validation). */
export async function startFastifyMock(file) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [FASTIFY_MOCK, file, String(port)];
  return { url, ...(await startQuiet(args, `${url}/resource-servers?per_page=1`)) };
}

// The floor of a latency measurement: Node's HTTP server answering at once, reading any body.
const BARE_NODE = `require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
}).listen(Number(process.argv[1]), '127.0.0.1');`;

/**
 * A bare Node HTTP server (no framework, no work): what the machine, loopback and the sender
 * add to any request. Its p99 at a fixed rate says whether the machine is quiet enough for a
 * latency goal to be judged at all.
 */
export async function startBareNode() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return { url, ...(await startQuiet(['-e', BARE_NODE, String(port)], url)) };
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** User + system CPU time of a process so far, in ms (Linux /proc; 10 ms ticks). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** min / median / max of repeated figures, formatted. */
export function spread(values, digits = 1) {
  const s = [...values].sort((a, b) => a - b);
  const f = (n) => n.toFixed(digits);
  return {
    min: s[0],
    median: s[Math.floor(s.length / 2)],
    max: s.at(-1),
    text: `${f(s[Math.floor(s.length / 2)])} (${f(s[0])}..${f(s.at(-1))})`,
  };
}
