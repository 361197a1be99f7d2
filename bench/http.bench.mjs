// HTTP speed of the dev server's Management API against json-server 0.17 (baseline) serving
// an equivalent resource from its own db.json, both in child processes on loopback, measured
// in the same run: throughput with autocannon (closed loop, 10 connections); latency at a fixed
// 1,000 req/s with an open-loop sender spacing requests evenly (fixed-rate.mjs says why not
// autocannon's overallRate). Needs `pnpm build` (runs the built `screenkit` bin).
//
// Goals (issue 5): reads >= 2x json-server's req/s; p99 < 5 ms at a fixed 1,000 req/s;
// cold start to first answered request < 300 ms.
import { spawn } from 'node:child_process';
import { closeSync, fsyncSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile, steadyRate } from './fixed-rate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SCREENKIT = join(here, '../packages/dev-server/bin/screenkit.js');
const JSON_SERVER = join(dirname(require.resolve('json-server/package.json')), 'lib/cli/bin.js');
const SECONDS = 3;
const CONNECTIONS = 10;

const SCRIPT = {
  tag: 'script',
  attributes: { src: 'http://127.0.0.1:5173/main.js', type: 'module', defer: true },
};
const SCREENS = [
  ['login', 'login'],
  ['login-id', 'login-id'],
  ['login-password', 'login-password'],
  ['signup', 'signup'],
  ['signup-id', 'signup-id'],
  ['signup-password', 'signup-password'],
  ['customized-consent', 'customized-consent'],
  ['consent', 'consent'],
  ['reset-password', 'reset-password-request'],
  ['mfa-otp', 'mfa-otp-challenge'],
  ['mfa-sms', 'mfa-sms-challenge'],
  ['mfa-email', 'mfa-email-challenge'],
  ['passkeys', 'passkey-enrollment'],
  ['organizations', 'organization-picker'],
  ['logout', 'logout'],
  ['device-flow', 'device-code-activation'],
  ['invitation', 'accept-invitation'],
  ['mfa-push', 'mfa-push-challenge-push'],
  ['email-verification', 'email-verification-result'],
  ['captcha', 'interstitial-captcha'],
];
const settings = (i) => ({
  rendering_mode: 'advanced',
  context_configuration: ['screen.texts', 'tenant.name', `client.metadata.k${i}`],
  default_head_tags_disabled: false,
  head_tags: [SCRIPT, { tag: 'link', attributes: { rel: 'stylesheet', href: `/assets/${i}.css` } }],
  filters: null,
  use_page_template: false,
});
const PATCH_BODY = JSON.stringify({
  context_configuration: ['screen.texts', 'client.metadata.tier'],
});

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

/** Spawns a server; resolves once `ready(stdout)` returns a value. */
function launch(args, ready) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdout.on('data', (d) => {
      out += d;
      const value = ready(out);
      if (value) resolve({ child, started, ...value });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${err}`)));
  });
}

const startScreenkit = (store) =>
  launch(
    [SCREENKIT, 'dev', '--port', '0', ...(store ? ['--store', store] : ['--in-memory'])],
    (out) => {
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const token = /Management token:\n(\S+)\n/.exec(out)?.[1];
      return url && token ? { url, token } : undefined;
    },
  );

async function startJsonServer(db) {
  const port = await freePort();
  const server = await launch(
    [JSON_SERVER, db, '--port', String(port), '--host', '127.0.0.1'],
    (out) =>
      /Resources|localhost|127\.0\.0\.1/.test(out)
        ? { url: `http://127.0.0.1:${port}` }
        : undefined,
  );
  // json-server prints before it listens on some versions; wait until it answers.
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${server.url}/renderings/1`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return server;
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => {
      if (err) return reject(err);
      const bad = result.non2xx + result.errors + result.timeouts;
      if (bad > 0) return reject(new Error(`${opts.url}: ${bad} failed responses`));
      resolve({
        rps: result.requests.average,
        p99: result.latency.p99,
        total: result.requests.total,
      });
    });
  });
}

/**
 * Three 2 s runs at 1,000 req/s (see fixed-rate.mjs); the median p99 is kept, so one hiccup on
 * a shared machine does not decide. `lag` is the sender's worst p99 lateness over the runs.
 */
async function fixedRate(opts) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await steadyRate(opts));
  const median = runs.sort((a, b) => a.p99 - b.p99)[1];
  return { ...median, lag: Math.max(...runs.map((r) => r.lag)) };
}

/** Time from spawn to the first answered request, median of `n`. */
async function coldStart(n, storeDir) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const s = await startScreenkit(storeDir);
    const res = await fetch(`${s.url}/api/v2/prompts/rendering`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    if (!res.ok) throw new Error(`cold start request failed: ${res.status}`);
    times.push(performance.now() - s.started);
    await stop(s.child);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * What one durable store write costs on this disk with no server around it: write a temp file
 * of the store file's size, fsync it, rename it over, fsync the directory (as the store does).
 * A PATCH arriving mid-write waits for that write and then its own: up to two of these.
 */
function durableWriteCost(dir, bytes) {
  const times = [];
  const text = 'x'.repeat(bytes);
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const fd = openSync(join(dir, 'probe.json.1'), 'w');
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(join(dir, 'probe.json.1'), join(dir, 'probe.json'));
    const dirFd = openSync(dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const fmt = (n, d = 0) => n.toFixed(d);
const work = await mkdtemp(join(tmpdir(), 'screenkit-http-bench-'));
try {
  // Same data in both: 20 configured screens.
  const storeDir = join(work, 'store');
  const sk = await startScreenkit(storeDir);
  const auth = { authorization: `Bearer ${sk.token}`, 'content-type': 'application/json' };
  const seeded = await fetch(`${sk.url}/api/v2/prompts/rendering`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({
      configs: SCREENS.map(([prompt, screen], i) => ({ prompt, screen, ...settings(i) })),
    }),
  });
  if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);
  const db = join(work, 'db.json');
  await writeFile(
    db,
    JSON.stringify({
      renderings: SCREENS.map(([prompt, screen], i) => ({
        id: i + 1,
        tenant: 'bench',
        prompt,
        screen,
        ...settings(i),
      })),
    }),
  );
  const js = await startJsonServer(db);

  const readSk = await run({ url: `${sk.url}/api/v2/prompts/rendering`, headers: auth });
  const readJs = await run({ url: `${js.url}/renderings` });
  const patchSk = await run({
    url: `${sk.url}/api/v2/prompts/login/screen/login/rendering`,
    method: 'PATCH',
    headers: auth,
    body: PATCH_BODY,
  });
  const patchJs = await run({
    url: `${js.url}/renderings/1`,
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: PATCH_BODY,
  });
  const fixedRead = await fixedRate({
    url: `${sk.url}/api/v2/prompts/rendering`,
    headers: auth,
  });
  const fixedPatch = await fixedRate({
    url: `${sk.url}/api/v2/prompts/login/screen/login/rendering`,
    method: 'PATCH',
    headers: auth,
    body: PATCH_BODY,
  });
  const fixedReadJs = await fixedRate({
    url: `${js.url}/renderings`,
  });
  const fixedPatchJs = await fixedRate({
    url: `${js.url}/renderings/1`,
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: PATCH_BODY,
  });
  await stop(sk.child);
  await stop(js.child);
  // The same PATCH on an in-memory server: what the request costs without the durable write.
  const mem = await startScreenkit();
  const fixedPatchMem = await fixedRate({
    url: `${mem.url}/api/v2/prompts/login/screen/login/rendering`,
    method: 'PATCH',
    headers: { authorization: `Bearer ${mem.token}`, 'content-type': 'application/json' },
    body: PATCH_BODY,
  });
  await stop(mem.child);

  const coldMemory = await coldStart(5);
  const coldStore = await coldStart(5, storeDir);
  const jsCold = [];
  for (let i = 0; i < 3; i++) {
    const s = await startJsonServer(db);
    jsCold.push(performance.now() - s.started);
    await stop(s.child);
  }
  jsCold.sort((a, b) => a - b);

  console.log(
    `loopback, ${CONNECTIONS} connections, ${SECONDS}s per run; baseline: json-server 0.17 (db.json, same 20 configs)`,
  );
  console.log(
    '                                 screenkit req/s   p99 ms | json-server req/s   p99 ms | ratio',
  );
  const row = (name, a, b) =>
    console.log(
      `${name.padEnd(33)}${fmt(a.rps).padStart(15)} ${fmt(a.p99, 1).padStart(8)} | ${fmt(b.rps).padStart(17)} ${fmt(b.p99, 1).padStart(8)} | ${fmt(a.rps / b.rps, 2)}x`,
    );
  row('GET /prompts/rendering', readSk, readJs);
  row('PATCH one screen rendering', patchSk, patchJs);
  const write = durableWriteCost(work, statSync(join(storeDir, 'screen-renderings.json')).size);
  const lag = Math.max(
    ...[fixedRead, fixedPatch, fixedReadJs, fixedPatchJs, fixedPatchMem].map((r) => r.lag),
  );
  console.log(
    `fixed 1,000 req/s, evenly spaced (open loop), median-of-3 p99 (goal < 5 ms): GET ${fmt(fixedRead.p99, 2)} ms (json-server ${fmt(fixedReadJs.p99, 2)} ms), ` +
      `PATCH ${fmt(fixedPatch.p99, 2)} ms (json-server ${fmt(fixedPatchJs.p99, 2)} ms; screenkit --in-memory ${fmt(fixedPatchMem.p99, 2)} ms); sender lag p99 <= ${fmt(lag, 1)} ms`,
  );
  console.log(
    `  a screenkit PATCH is acknowledged only once durable; one durable write on this disk alone (fsync file, rename, fsync dir): p50 ${fmt(write.p50, 2)} ms, p99 ${fmt(write.p99, 2)} ms; a PATCH may wait for two (json-server never fsyncs)`,
  );
  if (lag > 2)
    console.log(
      `  (the sender itself ran up to ${fmt(lag, 1)} ms late at p99: the machine was busy, so these p99s carry that noise)`,
    );
  console.log(
    `cold start to first answer (median): ${fmt(coldMemory)} ms in memory, ${fmt(coldStore)} ms on a store (goal < 300 ms); json-server ${fmt(jsCold[1])} ms`,
  );
  const readRatio = readSk.rps / readJs.rps;
  console.log(
    `goals: reads ${fmt(readRatio, 2)}x json-server (>= 2x: ${readRatio >= 2 ? 'met' : 'NOT met'}); ` +
      `p99 at 1,000 req/s ${Math.max(fixedRead.p99, fixedPatch.p99) < 5 ? 'met' : 'NOT met'}; ` +
      `cold start ${Math.max(coldMemory, coldStore) < 300 ? 'met' : 'NOT met'}`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
