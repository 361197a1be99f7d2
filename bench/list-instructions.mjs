// Page-of-50 list cost at 10,000 resource servers in instructions, which a loaded machine does
// not change (the CPU time that scaling.bench.mjs reports does: other processes evict caches
// and its clock ticks are 10 ms). The built `screenkit dev` and the plain Fastify mock each run
// under valgrind's callgrind, started with instrumentation off; it is switched on once the
// server answers, counters are zeroed after a warm-up of as many requests as are measured, and
// dumped after the measured ones. Requests go one at a time (several in flight let a server
// answer a varying number per wake-up, which moves the count per request by ±20% from run to
// run), over pages spread across the collection as in scaling.bench.mjs. The two servers run
// side by side (the counts do not depend on it). Not in `pnpm bench` (minutes under
// valgrind): `node bench/list-instructions.mjs [requests] [screenkit bin ...]`, where extra
// bins (e.g. an older build's bin/screenkit.js) are measured too, for before/after figures.
// Needs `pnpm build` and valgrind.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timedRequest } from './fixed-rate.mjs';
import { freePort, resourceServer, stop } from './http-servers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const RECORDS = 10_000;
const PAGES = RECORDS / 50;
const requests = Number(process.argv[2] ?? 1500);
const screenkitBins = [
  join(here, '../packages/dev-server/bin/screenkit.js'),
  ...process.argv.slice(3),
];

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.log('valgrind is not installed: no instruction counts (apt-get install valgrind)');
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'screenkit-list-instructions-'));
const spawned = []; // stopped at the end, also when a step failed

/** `args` run by node under callgrind; resolves once `ready(output)` returns the base URL. */
function underCallgrind(name, args, ready) {
  const out = join(work, `callgrind-${name}`);
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      '--dump-instr=no',
      `--callgrind-out-file=${out}.%p`,
      process.execPath,
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: work },
  );
  spawned.push(child);
  let output = '';
  const append = (d) => {
    output += d;
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  return (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
      const found = await ready(output);
      if (found) return { name, child, out, ...found };
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
}

async function screenkit(bin, i) {
  const store = join(work, `store-${i}`);
  const records = Array.from({ length: RECORDS }, (_, n) => resourceServer(n));
  mkdirSync(store);
  writeFileSync(
    join(store, 'resource-servers.json'),
    JSON.stringify(Object.fromEntries(records.map((r) => [r.id, r])), null, 2),
  );
  const port = await freePort();
  return underCallgrind(
    `screenkit-${i}`,
    [bin, 'dev', '--port', String(port), '--store', store],
    (output) => {
      const token = /Management token:\n(\S+)\n/.exec(output)?.[1];
      return (
        token && {
          base: `http://127.0.0.1:${port}/api/v2`,
          headers: { authorization: `Bearer ${token}` },
        }
      );
    },
  );
}

async function fastify() {
  const file = join(work, 'records.json');
  writeFileSync(file, JSON.stringify(Array.from({ length: RECORDS }, (_, n) => resourceServer(n))));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  return underCallgrind('fastify', [join(here, 'http-fastify-mock.mjs'), file, String(port)], () =>
    fetch(`${base}/resource-servers?per_page=1`).then(
      (r) => r.ok && { base, headers: {} },
      () => undefined,
    ),
  );
}

/** Instructions per request over `requests` pages, after as many warm-up requests. */
async function measure(server) {
  const control = (flag) =>
    execFileSync('callgrind_control', [flag, String(server.child.pid)], { stdio: 'ignore' });
  control('--instr=on');
  // Node closes keep-alive sockets idle for 5 s, which a server slowed down by valgrind can
  // leave one for: a reset socket is retried once on a fresh one.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = async (i) => {
    const url = `${server.base}/resource-servers?page=${(i * 7919) % PAGES}&per_page=50`;
    try {
      await timedRequest(agent, url, { headers: server.headers });
    } catch (error) {
      if (error.code !== 'ECONNRESET') throw error;
      await timedRequest(agent, url, { headers: server.headers });
    }
  };
  for (let i = 0; i < requests; i++) await get(i);
  control('--zero');
  for (let i = 0; i < requests; i++) await get(requests + i);
  control('--dump');
  agent.destroy();
  await stop(server.child);
  const dumps = readdirSync(work)
    .filter((f) => f.startsWith(`${server.out.split('/').at(-1)}.`))
    .map((f) => readFileSync(join(work, f), 'utf8'))
    .filter((text) => /^desc: Trigger: dump/m.test(text));
  if (dumps.length !== 1) throw new Error(`${server.name}: expected one callgrind dump`);
  return Number(/^summary:\s+(\d+)/m.exec(dumps[0])?.[1]) / requests;
}

try {
  const servers = await Promise.all([fastify(), ...screenkitBins.map(screenkit)]);
  const [base, ...counts] = await Promise.all(servers.map(measure));
  const k = (n) => `${(n / 1000).toFixed(0)} k`;
  console.log(
    `page of 50 at ${RECORDS.toLocaleString('en')} records, server instructions per request (callgrind; ${requests} requests one at a time, after as many warm-up): plain Fastify mock ${k(base)}`,
  );
  for (const [i, count] of counts.entries()) {
    const label = i === 0 ? 'screenkit (this build)' : `screenkit ${screenkitBins[i]}`;
    const ratio = base / count;
    console.log(
      `  ${label}: ${k(count)}, ${ratio.toFixed(2)}x the Fastify mock (>= 1x: ${ratio >= 1 ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  await Promise.all(spawned.map(stop));
  rmSync(work, { recursive: true, force: true });
}
