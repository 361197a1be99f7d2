// The screen gallery's first screenful (issue 28): `/preview` opened in Chromium (1280x900, a
// fresh browser context each time) until its first 12 thumbnails are filled (each frame's
// document loaded and the screen rendered into it), in a Vite project against the standalone
// dev server.
// - baseline: `screenkit dev` (startDevServer), whose frames are its own server-rendered pages;
// - the React starter (examples/react-consent, what `pnpm demo` runs) under Vite's dev server
//   with the screenkit plugin, whose frames arrive with the starter's screen rendered on the
//   server (vite/gallery-thumbnail.ts), then go live once the gallery's host page has loaded
//   the app and mounted each screen over its render (vite/gallery-host.ts): as it is
//   configured (the plugin pre-bundles the @screenkit packages, vite/prebundle.ts), and with
//   `prebundle: false` (its linked @screenkit packages served as ~130 source modules);
// - the JS starter (examples/js-consent, @screenkit/core only) under Vite, whose frames arrive
//   without their app and blank (its screens build DOM: no server render), then the same host
//   page renders each with the starter's mountScreen(render, page).
// Each server is warmed up once (Vite's dependency optimization and transforms), then REPS
// interleaved rounds (standalone, vite, vite-source, ...). Per row: wall ms until filled
// (median, min..max), ms until live (the host's screens mounted: the standalone server's
// pages are live once filled), and the CPU of Chromium (its process tree, /proc) and of this
// process (the servers) per load until live, medians; ratios of medians against the
// standalone server. Goal: the starter's wall time (filled) at most 2x the standalone
// server's. Needs `pnpm build`.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpu } from './tree-cpu.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const devServer = join(root, 'packages', 'dev-server');
const example = join(root, 'examples', 'react-consent');
const jsExample = join(root, 'examples', 'js-consent');
const REPS = Number(process.env.GALLERY_REPS ?? 5);
const FRAMES = 12;
const GOAL = 2;

const { startDevServer } = await import(join(devServer, 'dist', 'index.js'));
const { screenkit } = await import(join(devServer, 'dist', 'vite', 'index.js'));
const { launchChromium } = await import(join(devServer, 'dist', 'project', 'check', 'chromium.js'));
// The starter's own Vite (its dependency), as `pnpm demo` loads it.
const { createServer, defaultClientConditions } = await import(
  createRequire(join(example, 'package.json')).resolve('vite')
);

/** A starter under Vite, configured as its vite.config.ts, with its own optimizer cache. */
async function startStarter(prebundle, dir = example) {
  const cacheDir = await mkdtemp(join(tmpdir(), 'screenkit-gallery-bench-'));
  const vite = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    cacheDir,
    plugins: [screenkit({ screen: 'customized-consent', inMemory: true, prebundle })],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    oxc: { jsx: { runtime: 'automatic' } },
    server: { host: '127.0.0.1', port: 0 },
  });
  await vite.listen();
  return {
    url: (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, ''),
    close: async () => {
      await vite.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

const standalone = await startDevServer({ inMemory: true, port: 0 });
const servers = [
  { name: 'standalone server (baseline)', url: standalone.url, close: () => standalone.close() },
  { name: 'React starter in Vite', ...(await startStarter(true)) },
  { name: 'React starter in Vite, prebundle: false', ...(await startStarter(false)) },
  { name: 'JS starter in Vite', ...(await startStarter(true, jsExample)) },
];
const browser = await launchChromium(process.env.SCREENKIT_CHROMIUM ?? '/usr/bin/chromium');

/**
 * The gallery page's own clock, from its navigation to the moment its first `n` thumbnails are
 * filled (each frame's document complete and its screen rendered: the starter renders into
 * #root, the standalone server's pages are server-rendered). Event-driven: a polling loop
 * would itself load the renderer thread every frame shares.
 */
function untilFilled(n) {
  return new Promise((resolve) => {
    const filled = (frame) => {
      const doc = frame.contentDocument;
      return doc?.readyState === 'complete' && doc.querySelector('#root > *, main, form') !== null;
    };
    const watched = new WeakSet();
    const watch = (frame) => {
      const observe = () => {
        if (frame.contentDocument)
          new MutationObserver(check).observe(frame.contentDocument, {
            childList: true,
            subtree: true,
          });
        check();
      };
      frame.addEventListener('load', observe);
      observe();
    };
    // A server-rendered thumbnail under Vite (vite/gallery-thumbnail.ts) is inert until the
    // host has mounted the live screen over it.
    const live = (frame) => filled(frame) && !frame.contentDocument.querySelector('#root[inert]');
    let firstFilled;
    let done = false;
    const check = () => {
      if (done) return;
      const frames = [...document.querySelectorAll('li.shot .thumb iframe')].slice(0, n);
      for (const frame of frames) {
        if (watched.has(frame)) continue;
        watched.add(frame);
        watch(frame);
      }
      if (frames.length < n) return;
      if (firstFilled === undefined && frames.every(filled)) firstFilled = performance.now();
      if (firstFilled !== undefined && frames.every(live)) {
        done = true;
        clearInterval(safety);
        resolve({ filled: firstFilled, live: performance.now() });
      }
    };
    // In case a frame's first render lands in a document replaced since it was observed.
    const safety = setInterval(check, 100);
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    check();
  });
}

/** One load of `url`'s gallery in `page` until its first FRAMES thumbnails are filled. */
async function load(page, url) {
  const chromium0 = await treeCpu(process.pid);
  const node0 = process.cpuUsage();
  await page.goto(`${url}/preview`, { waitUntil: 'commit' });
  const { filled, live } = await page.evaluate(untilFilled, FRAMES);
  const node = process.cpuUsage(node0);
  const chromium = (await treeCpu(process.pid)) - chromium0;
  return { wall: filled, live, chromium: chromium * 1000, node: (node.user + node.system) / 1000 };
}

/**
 * The gallery opened in a fresh browser context (empty HTTP and code caches: the first visit),
 * then once more in the same context (a developer's browser, already on the dev server).
 */
async function firstScreenful(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cold = await load(page, url);
  await page.goto('about:blank');
  const warm = await load(page, url);
  await context.close();
  return { cold, warm };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const server of servers) await firstScreenful(server.url); // warm-up
  const runs = servers.map(() => []);
  for (let r = 0; r < REPS; r++)
    for (const [i, server] of servers.entries()) runs[i].push(await firstScreenful(server.url));

  console.log(
    `gallery /preview, first ${FRAMES} thumbnails filled (1280x900), ${REPS} rounds after a warm-up; cold: a fresh browser context, warm: the gallery opened again in it`,
  );
  const verdicts = [];
  for (const visit of ['cold', 'warm']) {
    const rows = runs.map((server) => server.map((run) => run[visit]));
    const base = median(rows[0].map((run) => run.wall));
    const baseLive = median(rows[0].map((run) => run.live));
    const baseCpu = median(rows[0].map((run) => run.chromium + run.node));
    for (const [i, server] of servers.entries()) {
      const walls = rows[i].map((run) => run.wall);
      const live = median(rows[i].map((run) => run.live));
      const chromium = median(rows[i].map((run) => run.chromium));
      const node = median(rows[i].map((run) => run.node));
      const cpu = median(rows[i].map((run) => run.chromium + run.node));
      console.log(
        `  ${visit} ${server.name.padEnd(42)} wall ${median(walls).toFixed(0).padStart(5)} ms (${Math.min(...walls).toFixed(0)}..${Math.max(...walls).toFixed(0)}), live ${live.toFixed(0).padStart(5)} ms (${(live / baseLive).toFixed(2)}x)   cpu chromium ${chromium.toFixed(0).padStart(5)} ms + servers ${node.toFixed(0).padStart(4)} ms   ${(median(walls) / base).toFixed(2)}x wall, ${(cpu / baseCpu).toFixed(2)}x cpu`,
      );
    }
    for (const i of [1, 3]) {
      const ratio = median(rows[i].map((run) => run.wall)) / base;
      verdicts.push(
        `  goal (${visit}): ${servers[i].name} <= ${GOAL}x the standalone server (median wall): ${ratio <= GOAL ? 'met' : 'NOT met'} (${ratio.toFixed(2)}x)`,
      );
    }
  }
  console.log(verdicts.join('\n'));
  console.log(`  load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
