// Cold start of the built `screenkit dev` (issue 13): spawn to the first answered Management API
// request, on an empty store, on 20,000 resource servers written through the API (the store as
// the server leaves it), and on the same 20,000 records in a hand-written file the server has
// not seen yet (checked record by record at start). Baseline in the same run: `node -e 0`,
// spawn to exit, the floor every start pays on this machine right now.
//
// Two measures, because the machine is shared:
// - wall ms, after a warm-up, REPS interleaved repetitions (node, empty, 20,000, hand-written,
//   in turn), median (min..max); the load average is printed beside them;
// - instructions from spawn to the first answer (valgrind callgrind, when installed; the server
//   exits once its first answer is written, see exit-after-first-answer.cjs), which other
//   processes' load does not change. Their ratio to `node -e 0`'s count times node's quickest
//   wall time in this run estimates the start on a quiet machine.
// Goals: < 300 ms empty, < 500 ms at 20,000 records. Needs `pnpm build`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timedRequest } from './fixed-rate.mjs';
import { spread, startScreenkit, stop } from './http-servers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SCREENKIT = join(here, '../packages/dev-server/bin/screenkit.js');
const EXIT_AFTER_FIRST_ANSWER = join(here, 'exit-after-first-answer.cjs');
const REPS = Number(process.env.COLD_START_REPS ?? 5);
const RECORDS = 20_000;
const GOALS = { empty: 300, api: 500, hand: 500 };
const LABELS = {
  empty: 'empty store',
  api: `${RECORDS.toLocaleString('en')} records (written by the server)`,
  hand: `${RECORDS.toLocaleString('en')} records (hand-written, first start)`,
};

const record = (i) => ({
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

const work = mkdtempSync(join(tmpdir(), 'screenkit-cold-'));
const agent = new http.Agent({ keepAlive: false });

/** A hand-written snapshot (pretty-printed, as a developer or a script would write it). */
function handWritten(dir, size) {
  mkdirSync(dir, { recursive: true });
  const records = Array.from({ length: size }, (_, i) => record(i));
  writeFileSync(
    join(dir, 'resource-servers.json'),
    JSON.stringify(Object.fromEntries(records.map((r) => [r.id, r])), null, 2),
  );
  return dir;
}

/**
 * The stores as the server leaves them: a hand-written file, one server run (which checks it,
 * creates the signing keys, and folds its journal on SIGTERM). The hand-written store also had
 * its keys created by a run, then gets a fresh hand-written snapshot.
 */
async function prepare() {
  const stores = {};
  for (const [name, size] of [
    ['empty', 0],
    ['api', RECORDS],
  ]) {
    const dir = handWritten(join(work, name), size);
    const sk = await startScreenkit(dir);
    if (size > 0) {
      await timedRequest(agent, `${sk.url}/api/v2/resource-servers/${record(0).id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${sk.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'API 0' }),
      });
    }
    await stop(sk.child);
    stores[name] = dir;
  }
  stores.hand = join(work, 'hand');
  cpSync(stores.empty, stores.hand, { recursive: true });
  handWritten(stores.hand, RECORDS);
  return stores;
}

/** A fresh copy of a prepared store (a start may rewrite its files). */
let copies = 0;
function fresh(dir) {
  const copy = join(work, `run-${copies++}`);
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** Spawn to exit of `node -e 0`. */
function bareNode() {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', () => resolve(performance.now() - started)));
}

/** Spawn to the first answered request (a page of one resource server). */
async function coldStart(dir) {
  const sk = await startScreenkit(dir);
  const res = await fetch(`${sk.url}/api/v2/resource-servers?per_page=1`, {
    headers: { authorization: `Bearer ${sk.token}` },
  });
  if (!res.ok) throw new Error(`first request failed: ${res.status}`);
  await res.arrayBuffer();
  const ms = performance.now() - sk.started;
  await stop(sk.child);
  return ms;
}

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;

/** Instructions executed by `args` under callgrind (all threads), or undefined without valgrind. */
function instructionsOf(args, onStarted) {
  const out = join(work, `callgrind.${copies++}`);
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
    onStarted?.(stdout);
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const collected = /Collected : (\d+)/.exec(stderr)?.[1];
      if (code !== 0 || !collected) return reject(new Error(`valgrind ${args}: ${stderr}`));
      rmSync(out, { force: true });
      resolve(Number(collected));
    }),
  );
}

/** Instructions from spawn to the first answer of `screenkit dev` on `dir`. */
function startInstructions(dir) {
  let asked = false;
  return instructionsOf(
    ['--require', EXIT_AFTER_FIRST_ANSWER, SCREENKIT, 'dev', '--port', '0', '--store', dir],
    (out) => {
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const token = /Management token:\n(\S+)\n/.exec(out)?.[1];
      if (asked || !url || !token) return;
      asked = true;
      // The answer may be cut off by the exit: only its having been written counts.
      timedRequest(agent, `${url}/api/v2/resource-servers?per_page=1`, {
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    },
  );
}

try {
  const stores = await prepare();
  const figures = new Map();
  const add = (name, value) => figures.set(name, [...(figures.get(name) ?? []), value]);
  const loads = [];
  for (let rep = -1; rep < REPS; rep++) {
    const node = await bareNode();
    const ms = {};
    for (const name of Object.keys(GOALS)) ms[name] = await coldStart(fresh(stores[name]));
    if (rep < 0) continue; // warm-up: file cache, node's code cache
    add('node', node);
    for (const [name, value] of Object.entries(ms)) add(name, value);
    loads.push(loadavg()[0]);
  }
  const m = (name) => spread(figures.get(name));
  console.log(
    `cold start, spawn to first answered request, wall ms over ${REPS} interleaved repetitions, median (min..max); ` +
      `load average during the runs ${Math.min(...loads).toFixed(1)}..${Math.max(...loads).toFixed(1)} on ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores`,
  );
  console.log(`  node -e 0 (spawn to exit): ${m('node').text} ms`);
  for (const name of Object.keys(GOALS)) {
    console.log(
      `  ${LABELS[name]}: ${m(name).text} ms, ${(m(name).median / m('node').median).toFixed(2)}x node ` +
        `(goal < ${GOALS[name]} ms: ${m(name).median < GOALS[name] ? 'met' : 'NOT met'})`,
    );
  }

  if (!hasValgrind) {
    console.log('instructions: valgrind not installed, skipped');
  } else {
    const node = await instructionsOf(['-e', '0']);
    const quickestNode = m('node').min;
    console.log(
      `instructions, spawn to first answer (callgrind, all threads): node -e 0 ${(node / 1e9).toFixed(3)} G; ` +
        `estimate on a quiet machine = ratio x node's quickest start in this run (${quickestNode.toFixed(0)} ms)`,
    );
    for (const name of Object.keys(GOALS)) {
      const count = await startInstructions(fresh(stores[name]));
      const ratio = count / node;
      const estimate = ratio * quickestNode;
      console.log(
        `  ${LABELS[name]}: ${(count / 1e9).toFixed(3)} G, ${ratio.toFixed(2)}x node -> ~${estimate.toFixed(0)} ms ` +
          `(goal < ${GOALS[name]} ms, i.e. <= ${(GOALS[name] / quickestNode).toFixed(2)}x: ${estimate < GOALS[name] ? 'met' : 'NOT met'})`,
      );
    }
  }
} finally {
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}
