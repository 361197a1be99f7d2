// The tenant as an application's OpenID Provider (issue 23) against panva's oidc-provider
// (npm; the certified Node.js provider), both in child processes on loopback, measured in the
// same run with the same client (id, secret, callback), the same RS256 key (oidc-provider is
// given the tenant's own key file) and a login that completes without screens (the tenant has no
// database connection, so its demo user is signed in; oidc-provider's interaction endpoint
// finishes each interaction at once). Every round trip asks for `openid profile email
// offline_access` and no API, so both answer an ID token, an opaque access token and a refresh
// token. The load is closed-loop, 8 workers, in a child process (oidc-load.mjs), 3 rounds of 2 s
// taking turns between the servers, median (min..max):
// - authorization-code round trips per second: authorize (with the provider's own redirects and
//   cookies) -> code -> POST /oauth/token with PKCE;
// - refresh grants per second (non-rotating refresh tokens on both);
// - /userinfo p99 at a fixed 1,000 req/s with the open-loop sender (fixed-rate.mjs), beside a
//   bare Node server's p99 as the machine's floor.
// Goals: >= 1.5x oidc-provider on both rates; /userinfo p99 < 5 ms. Needs `pnpm build`.

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { steadyRate } from './fixed-rate.mjs';
import { cpuMs, freePort, spread, startBareNode, startScreenkit, stop } from './http-servers.mjs';
import { closedLoop, oneRoundTrip } from './oidc-load.mjs';

const ROUNDS = 3;
const SECONDS = 2;
const CONCURRENCY = 8;
const RATE_GOAL = 1.5;
const P99_GOAL = 5;
const CALLBACK = 'https://app.example.com/callback';

const dir = await mkdtemp(join(tmpdir(), 'screenkit-oidc-bench-'));
const children = [];
try {
  // The tenant, on a store folder so its signing key is a file the baseline can read.
  const sk = await startScreenkit(dir);
  children.push(sk.child);
  const api = async (method, path, body) => {
    const res = await fetch(`${sk.url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${sk.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const client = await api('POST', '/clients', {
    name: 'Bench App',
    app_type: 'regular_web',
    callbacks: [CALLBACK],
    grant_types: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  const skTarget = {
    authorizationEndpoint: `${sk.url}/authorize`,
    tokenEndpoint: `${sk.url}/oauth/token`,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    callback: CALLBACK,
    authorizeParams: {},
    concurrency: CONCURRENCY,
    seconds: SECONDS,
  };
  // One round trip makes the key; then the baseline gets the same one.
  const first = await closedLoop({ ...skTarget, seconds: 0.1, concurrency: 1 });
  if (first.count < 1) throw new Error('no round trip completed on the tenant');
  const jwk = JSON.parse(await readFile(join(dir, 'keys', 'rs256.json'), 'utf8'));

  const opPort = await freePort();
  const op = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./oidc-provider-server.mjs', import.meta.url)),
      String(opPort),
      JSON.stringify({
        clientId: client.client_id,
        clientSecret: client.client_secret,
        callback: CALLBACK,
        jwk,
      }),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(op);
  const opUrl = `http://127.0.0.1:${opPort}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${opUrl}/.well-known/openid-configuration`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 500) throw new Error('oidc-provider did not start');
    await new Promise((r) => setTimeout(r, 10));
  }
  const opDoc = await (await fetch(`${opUrl}/.well-known/openid-configuration`)).json();
  const opTarget = {
    ...skTarget,
    authorizationEndpoint: opDoc.authorization_endpoint,
    tokenEndpoint: opDoc.token_endpoint,
    // oidc-provider keeps offline_access only when consent is prompted for.
    authorizeParams: { prompt: 'consent' },
  };

  const rates = { code: { sk: [], op: [] }, refresh: { sk: [], op: [] } };
  // The server's CPU time per round trip: what a busy machine changes least.
  const cpu = { code: { sk: [], op: [] }, refresh: { sk: [], op: [] } };
  const pids = { sk: sk.child.pid, op: op.pid };
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['code', 'refresh']) {
      for (const [name, target] of [
        ['sk', skTarget],
        ['op', opTarget],
      ]) {
        const before = cpuMs(pids[name]);
        const { count, seconds, total } = await closedLoop({ ...target, mode });
        rates[mode][name].push(count / seconds);
        cpu[mode][name].push((cpuMs(pids[name]) - before) / total);
      }
    }
  }

  // /userinfo at a fixed rate, with the opaque access token of one round trip.
  const skToken = (await oneRoundTrip(skTarget)).access_token;
  const bare = await startBareNode();
  children.push(bare.child);
  const latency = { sk: [], bare: [] };
  const userinfoCpu = cpuMs(pids.sk);
  for (let round = 0; round < ROUNDS; round++) {
    latency.sk.push(
      await steadyRate({
        url: `${sk.url}/userinfo`,
        headers: { authorization: `Bearer ${skToken}` },
        rate: 1000,
        seconds: 2,
      }),
    );
    latency.bare.push(await steadyRate({ url: bare.url, rate: 1000, seconds: 2 }));
  }

  const load = loadavg()[0].toFixed(1);
  console.log(
    `OpenID Provider round trips, ${CONCURRENCY} workers, ${ROUNDS} x ${SECONDS} s, median (min..max), load average ${load}:`,
  );
  let failed = false;
  for (const [mode, label] of [
    ['code', 'authorization code (authorize -> code -> token)'],
    ['refresh', 'refresh grants'],
  ]) {
    const s = spread(rates[mode].sk, 0);
    const o = spread(rates[mode].op, 0);
    const ratio = s.median / o.median;
    const met = ratio >= RATE_GOAL;
    failed ||= !met;
    const sc = spread(cpu[mode].sk, 2);
    const oc = spread(cpu[mode].op, 2);
    console.log(
      `  ${label}: screenkit ${s.text}/s, oidc-provider ${o.text}/s -> ${ratio.toFixed(2)}x (goal >= ${RATE_GOAL}x: ${met ? 'met' : 'NOT met'})`,
    );
    console.log(
      `    server CPU per round trip: screenkit ${sc.text} ms, oidc-provider ${oc.text} ms -> ${(oc.median / sc.median).toFixed(2)}x less`,
    );
  }
  // Each fixed-rate run sends a second of warm-up, then `seconds` at the rate.
  const userinfoCpuPer = (cpuMs(pids.sk) - userinfoCpu) / (ROUNDS * 1000 * 3);
  const median = (runs) => [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)];
  const u = median(latency.sk);
  const f = median(latency.bare);
  const lag = Math.max(...latency.sk.map((r) => r.lag));
  const quiet = f.p99 < P99_GOAL / 5 && lag <= 1;
  const verdict =
    u.p99 < P99_GOAL
      ? 'met'
      : quiet
        ? 'NOT met'
        : `not judged (bare Node p99 ${f.p99.toFixed(2)} ms, sender lag ${lag.toFixed(1)} ms)`;
  failed ||= verdict === 'NOT met';
  console.log(
    `  /userinfo at 1,000 req/s: p50 ${u.p50.toFixed(2)} ms, p99 ${u.p99.toFixed(2)} ms (bare Node p99 ${f.p99.toFixed(2)} ms; goal p99 < ${P99_GOAL} ms: ${verdict}); server CPU ${userinfoCpuPer.toFixed(3)} ms per request`,
  );
  if (failed) process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  await rm(dir, { recursive: true, force: true });
}
