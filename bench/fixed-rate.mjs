// Open-loop fixed-rate HTTP load for bench/http.bench.mjs (not a bench itself: run.mjs only
// runs *.bench.mjs files).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Open-loop load at a fixed rate: request i leaves at t0 + i/rate whether or not earlier ones
 * have answered (another keep-alive connection opens when every one is busy), so the server
 * sees requests spread evenly, one per millisecond at 1,000 req/s. Latency runs from writing a
 * request to the end of its response, in milliseconds; a dropped connection counts as never
 * answered (`dropped` says how many).
 *
 * Not autocannon's `overallRate`: it gives each connection a per-second quota that it sends
 * back to back, answer after answer, from the start of each second, then idles; 1,000 req/s
 * arrive as a burst at full speed, each queued behind the others, so the p99 measured the
 * burst. It also records whole milliseconds and "corrects" for coordinated omission with a
 * 1 ms interval (Math.ceil(1 / rate)), adding synthetic samples for every answer over 1 ms.
 * The sender runs in a child process of its own, each server in its own; both servers get the
 * same load. In the bench process, whose heap holds everything measured before (autocannon's
 * runs), the sender's own mark-compact pauses of 5-10 ms every ~0.5 s (seen with --trace-gc)
 * landed in the latencies it measured, and in the median p99 of a target now and then (GET
 * list: 5.6-8.1 ms against 1.1-2.0 ms from a child). The child starts with a fresh heap; it
 * warms up for a second first, since its JIT starts cold too.
 */
export function steadyRate(target) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), JSON.stringify(target)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`fixed-rate sender exited ${code}`));
      // JSON has no Infinity: a dropped request's latency travels as null.
      const result = JSON.parse(out, (_key, value) => (value === null ? Infinity : value));
      resolve(result);
    });
  });
}

/** The sender itself (in the child): runs `target` and prints its result as JSON. */
async function sendSteadily({ url, method = 'GET', headers = {}, body, rate = 1000, seconds = 2 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = () => timedRequest(agent, url, { method, headers, body });
  const schedule = async (count) => {
    const latencies = [];
    const lags = [];
    const pending = [];
    let dropped = 0;
    const t0 = performance.now();
    let i = 0;
    await new Promise((done) => {
      const tick = () => {
        const now = performance.now();
        for (; i < count && t0 + (i * 1000) / rate <= now; i++) {
          lags.push(now - (t0 + (i * 1000) / rate));
          pending.push(
            send().then(
              (ms) => latencies.push(ms),
              (error) => {
                // A connection the overloaded server (or kernel) dropped counts as a request
                // that never answered in time; an HTTP error status is a bug and stops the bench.
                if (!CONNECTION_ERRORS.has(error.code)) throw error;
                dropped++;
                latencies.push(Number.POSITIVE_INFINITY);
              },
            ),
          );
        }
        if (i < count) setTimeout(tick, t0 + (i * 1000) / rate - performance.now());
        else done();
      };
      tick();
    });
    await Promise.all(pending);
    return { latencies, lags, dropped };
  };
  try {
    await schedule(rate); // warm-up, 1 s: connections open, the fresh sender's JIT settled
    const { latencies, lags, dropped } = await schedule(rate * seconds);
    return {
      p99: percentile(latencies, 0.99),
      p50: percentile(latencies, 0.5),
      lag: percentile(lags, 0.99),
      dropped,
    };
  } finally {
    agent.destroy();
  }
}

const CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT']);

/**
 * One request on `agent`; resolves to its latency in ms, from writing the request to the end
 * of its response. Any status from 300 up rejects.
 */
export function timedRequest(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          res.statusCode < 300
            ? resolve(performance.now() - sent)
            : reject(new Error(`${method} ${url}: ${res.statusCode}`)),
        );
      },
    );
    req.once('error', reject);
    const sent = performance.now();
    req.end(body);
  });
}

export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await sendSteadily(JSON.parse(process.argv[2]))));
}
