// How the dev server's costs grow with the store (issue 13): at 10 / 1,000 / 10,000 resource
// servers, the p50 of a durable PATCH (the three servers taking turns request by request),
// the p50 of adding a member to an organization of as many members (what an accepted
// invitation or membership on login writes), the server's CPU per page-of-50 list request
// (pages spread over the whole collection, so no cache helps), and cold start (spawn to first
// answered request). Sizes are interleaved within
// each of 3 repetitions, each on a fresh copy of the store, after a warm-up; figures are
// median (min..max).
//
// Baselines in the same run, at 10,000 records: json-server 0.17 (create throughput on the
// same records) and a plain Fastify mock (list-page CPU serving the same JSON). Exits non-zero,
// loudly, when a write (PATCH or member added) costs more than 2x at 10,000 records than at 10.
// Needs `pnpm build`.
// CPU time stretches on a loaded machine; bench/list-instructions.mjs counts the page's
// instructions against the same Fastify mock under valgrind, which load does not change.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile, timedRequest } from './fixed-rate.mjs';
import {
  cpuMs,
  resourceServer,
  spread,
  startFastifyMock,
  startJsonServer,
  startScreenkit,
  stop,
} from './http-servers.mjs';

const SIZES = [10, 1_000, 10_000];
const COLD_SIZES = [0, 20_000];
const REPS = 3;
const PATCHES = 200;
const PAGE_READS = 2_000;
// Both servers' JITs are still optimising their request paths a thousand requests in (node
// --trace-opt): warming with as many requests as are measured keeps that out of the figure.
const PAGE_WARM_UP = 2_000;
const CREATE_SECONDS = 3;

const work = mkdtempSync(join(tmpdir(), 'screenkit-scaling-'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

const request = (url, options) => timedRequest(agent, url, options);

const ORG = 'org_bench';
const user = (id) => ({
  user_id: `auth0|${id}`,
  email: `${id}@example.com`,
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  logins_count: 0,
  blocked: false,
  identities: [
    {
      connection: 'Username-Password-Authentication',
      user_id: id,
      provider: 'auth0',
      isSocial: false,
    },
  ],
  user_metadata: {},
  app_metadata: {},
});
/** Users who join the organization during the bench (one per timed request). */
const JOINERS = Array.from({ length: PATCHES + 30 }, (_, i) => user(`joiner${i}`));

const writeRecords = (dir, name, records, keyOf) =>
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify(Object.fromEntries(records.map((r) => [keyOf(r), r])), null, 2),
  );

/**
 * A store folder as the server leaves it: records written as a snapshot, then one server run
 * (which checks the hand-written file once, writes, and folds its journal on SIGTERM). With
 * `members`, also one organization with `size` members (and the users who join it later).
 */
async function prepareStore(size, { members = false } = {}) {
  const dir = join(work, `store-${size}`);
  mkdirSync(dir, { recursive: true });
  const records = Array.from({ length: size }, (_, i) => resourceServer(i));
  writeRecords(dir, 'resource-servers', records, (r) => r.id);
  if (members) {
    const people = Array.from({ length: size }, (_, i) => user(`member${i}`));
    writeRecords(dir, 'users', [...people, ...JOINERS], (u) => u.user_id);
    writeRecords(
      dir,
      'organizations',
      [{ id: ORG, name: 'bench', enabled_connections: [] }],
      (o) => o.id,
    );
    writeRecords(
      dir,
      'organization-members',
      people.map((u) => ({ organization_id: ORG, user_id: u.user_id, roles: [] })),
      (m) => `${ORG}/${m.user_id}`,
    );
  }
  const sk = await startScreenkit(dir);
  if (size > 0) {
    await request(`${sk.url}/api/v2/resource-servers/${records[0].id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${sk.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'API 0' }),
    });
  }
  await stop(sk.child);
  writeFileSync(join(work, `records-${size}.json`), JSON.stringify(records));
  writeFileSync(join(work, `db-${size}.json`), JSON.stringify({ 'resource-servers': records }));
  return dir;
}

/** Spawn to exit of `node -e 0`: the floor every cold start pays on this machine right now. */
function bareNode() {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', () => resolve(performance.now() - started)));
}

/**
 * Spawn to first answered request, in wall time and in the server's CPU time (user + system,
 * all threads: what the start costs, which other processes' load does not stretch).
 */
async function coldStart(dir) {
  const sk = await startScreenkit(dir);
  await request(`${sk.url}/api/v2/resource-servers?per_page=1`, {
    headers: { authorization: `Bearer ${sk.token}` },
  });
  const ms = performance.now() - sk.started;
  return { sk, ms, cpu: cpuMs(sk.child.pid) };
}

/** CPU time of `node -e 0` (the floor every start pays), as the child reports it at exit. */
function bareNodeCpu() {
  const report =
    'process.on("exit",()=>{const u=process.cpuUsage();console.log((u.user+u.system)/1000)})';
  const child = spawn(process.execPath, ['-e', report], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve) => child.once('exit', () => resolve(Number(out.trim()))));
}

/**
 * PATCH p50 per server, the servers taking turns request by request: a shared machine's load
 * drifts over seconds, and taking turns gives every size the same share of it.
 */
async function patchP50(servers) {
  const times = servers.map(() => []);
  for (let i = 0; i < PATCHES + 30; i++) {
    for (const [s, { sk, size }] of servers.entries()) {
      const id = resourceServer(Math.floor(Math.random() * size)).id;
      const t = await request(`${sk.url}/api/v2/resource-servers/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${sk.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `renamed ${i}` }),
      });
      if (i >= 30) times[s].push(t);
    }
  }
  return times.map((t) => percentile(t, 0.5));
}

/** Member-add p50 per server (one new member per request), the servers taking turns. */
async function memberAddP50(servers) {
  const times = servers.map(() => []);
  for (const [i, joiner] of JOINERS.entries()) {
    for (const [s, { sk }] of servers.entries()) {
      const t = await request(`${sk.url}/api/v2/organizations/${ORG}/members`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sk.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ members: [joiner.user_id] }),
      });
      if (i >= 30) times[s].push(t);
    }
  }
  return times.map((t) => percentile(t, 0.5));
}

/** Server CPU (µs) per GET of a page of 50, pages spread over the collection, 8 in flight. */
async function pageCpu(url, pid, size, headers = {}) {
  const pages = Math.max(1, Math.floor(size / 50));
  const get = (i) =>
    request(`${url}/resource-servers?page=${(i * 7919) % pages}&per_page=50`, { headers });
  for (let i = 0; i < PAGE_WARM_UP; i++) await get(i);
  const before = cpuMs(pid);
  let next = 0;
  const lane = async () => {
    while (next < PAGE_READS) await get(next++);
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return ((cpuMs(pid) - before) * 1000) / PAGE_READS;
}

/** Creates for CREATE_SECONDS over 10 connections, each with a new identifier. */
function createRate({ url, headers }) {
  let n = 0;
  const create = (req) => ({
    ...req,
    body: JSON.stringify({ identifier: `urn:new:${n++}:${Math.random()}`, name: 'new' }),
  });
  const opts = { url, headers, requests: [{ setupRequest: create }] };
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: 10, duration: CREATE_SECONDS, method: 'POST', ...opts },
      (err, result) => {
        if (err) return reject(err);
        const bad = result.non2xx + result.errors + result.timeouts;
        if (bad > 0) return reject(new Error(`${opts.url}: ${bad} failed creates`));
        resolve(result.requests.average);
      },
    );
  });
}

try {
  const prepared = new Map();
  for (const size of SIZES) prepared.set(size, await prepareStore(size, { members: true }));
  for (const size of COLD_SIZES) prepared.set(size, await prepareStore(size));
  const fresh = (size, rep) => {
    const dir = join(work, `run-${size}-${rep}`);
    cpSync(prepared.get(size), dir, { recursive: true });
    return dir;
  };

  const figures = new Map(); // name -> values over reps
  const add = (name, value) => figures.set(name, [...(figures.get(name) ?? []), value]);
  for (let rep = 0; rep < REPS; rep++) {
    const servers = [];
    for (const size of SIZES) {
      const { sk, ms, cpu } = await coldStart(fresh(size, rep));
      add(`cold ${size}`, ms);
      add(`cold cpu ${size}`, cpu);
      servers.push({ sk, size });
    }
    for (const [i, p50] of (await patchP50(servers)).entries()) add(`patch ${SIZES[i]}`, p50);
    for (const [i, p50] of (await memberAddP50(servers)).entries()) add(`join ${SIZES[i]}`, p50);
    for (const { sk, size } of servers) {
      const auth = { authorization: `Bearer ${sk.token}` };
      add(`page ${size}`, await pageCpu(`${sk.url}/api/v2`, sk.child.pid, size, auth));
      if (size === 10_000) {
        add(
          'create screenkit',
          await createRate({
            url: `${sk.url}/api/v2/resource-servers`,
            headers: { ...auth, 'content-type': 'application/json' },
          }),
        );
      }
      await stop(sk.child);
    }
    add('bare node', await bareNode());
    add('bare node cpu', await bareNodeCpu());
    for (const size of COLD_SIZES) {
      const { sk, ms, cpu } = await coldStart(fresh(size, rep));
      add(`cold ${size}`, ms);
      add(`cold cpu ${size}`, cpu);
      await stop(sk.child);
    }
    const fastify = await startFastifyMock(join(work, 'records-10000.json'));
    add('page fastify', await pageCpu(fastify.url, fastify.child.pid, 10_000));
    await stop(fastify.child);
    const db = join(work, `db-10000-${rep}.json`);
    cpSync(join(work, 'db-10000.json'), db);
    const js = await startJsonServer(db, 'resource-servers');
    add(
      'create json-server',
      await createRate({
        url: `${js.url}/resource-servers`,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await stop(js.child);
  }

  const m = (name) => spread(figures.get(name));
  console.log(
    `${REPS} interleaved repetitions, median (min..max); durable PATCH p50 over ${PATCHES} sequential requests; ` +
      `server CPU per page-of-50 GET over ${PAGE_READS} requests on pages spread over the collection`,
  );
  console.log(
    'records | PATCH p50 ms        | member add p50 ms   | page CPU µs/req     | cold start ms',
  );
  for (const size of SIZES) {
    console.log(
      `${String(size).padStart(7)} | ${m(`patch ${size}`).text.padEnd(19)} | ${m(`join ${size}`).text.padEnd(19)} | ${m(`page ${size}`).text.padEnd(19)} | ${m(`cold ${size}`).text}`,
    );
  }
  console.log(
    '(records: resource servers, and as many members of one organization and their users; cold start of those stores)',
  );
  console.log(
    `cold start: empty store ${m('cold 0').text} ms, 20,000 records ${m('cold 20000').text} ms; ` +
      `node itself (spawn to exit of \`node -e 0\`) ${m('bare node').text} ms on this machine now`,
  );
  console.log(
    `cold start CPU (server, all threads, to the first answer): empty ${m('cold cpu 0').text} ms, ` +
      `20,000 records ${m('cold cpu 20000').text} ms; \`node -e 0\` ${m('bare node cpu').text} ms ` +
      `(ratios ${(m('cold cpu 0').median / m('bare node cpu').median).toFixed(2)}x / ` +
      `${(m('cold cpu 20000').median / m('bare node cpu').median).toFixed(2)}x node; ` +
      'bench/cold-start.bench.mjs measures start-up alone, with instruction counts)',
  );
  const growth = m('patch 10000').median / m('patch 10').median;
  const joinGrowth = m('join 10000').median / m('join 10').median;
  const create = m('create screenkit').median / m('create json-server').median;
  const page = m('page fastify').median / m('page 10000').median;
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    `create at 10,000 records: screenkit ${m('create screenkit').text} req/s, json-server ${m('create json-server').text} req/s`,
  );
  console.log(
    `page of 50 at 10,000: screenkit ${m('page 10000').text} µs CPU, plain Fastify mock ${m('page fastify').text} µs CPU`,
  );
  console.log('goals:');
  console.log(
    `  PATCH p50 at 10,000 / at 10: ${growth.toFixed(2)}x (<= 2x: ${verdict(growth <= 2)})`,
  );
  console.log(
    `  member add p50 at 10,000 members / at 10: ${joinGrowth.toFixed(2)}x (<= 2x: ${verdict(joinGrowth <= 2)})`,
  );
  console.log(
    `  create throughput at 10,000: ${create.toFixed(2)}x json-server (>= 1x: ${verdict(create >= 1)})`,
  );
  console.log(
    `  page-of-50 list CPU at 10,000: ${page.toFixed(2)}x a plain Fastify mock (>= 1x: ${verdict(page >= 1)})`,
  );
  console.log(
    `  cold start empty ${m('cold 0').median.toFixed(0)} ms (< 300: ${verdict(m('cold 0').median < 300)}), ` +
      `20,000 records ${m('cold 20000').median.toFixed(0)} ms (< 500: ${verdict(m('cold 20000').median < 500)})`,
  );
  for (const [what, ratio] of [
    ['a PATCH', growth],
    ['adding a member', joinGrowth],
  ]) {
    if (ratio <= 2) continue;
    console.error(
      `\n!!! SCALING FAILURE: ${what} costs ${ratio.toFixed(2)}x more at 10,000 records than at 10 (limit 2x) !!!\n`,
    );
    process.exitCode = 1;
  }
} finally {
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}
