// Closed-loop load for bench/oidc.bench.mjs (not a bench itself): `concurrency` workers, each a
// browser and an application in one, repeat an OAuth round trip for `seconds` after a warm-up
// second, and the child prints how many completed. Runs in its own process (fixed-rate.mjs says
// why: the bench process's heap pauses would land in the figures). Round trips:
// - `code`: GET the authorization URL, follow the server's redirects inside its origin with the
//   cookies it sets (oidc-provider's interaction hops; the tenant answers at once), up to the
//   callback's code, then POST the token endpoint (client_secret_basic, PKCE S256);
// - `refresh`: POST grant_type=refresh_token with a refresh token each worker got once.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** Runs `target` in a child process; resolves with { count, seconds }. */
export function closedLoop(target) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), JSON.stringify(target)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load child exited ${code}`)),
    );
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One round trip from the calling process (no keep-alive left behind): its token response. */
export async function oneRoundTrip(target) {
  try {
    return await codeRoundTrip(target);
  } finally {
    agent.destroy();
  }
}

function send(method, url, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.once('error', reject);
    req.end(body);
  });
}

const b64url = (buf) => buf.toString('base64url');

/** One login: authorization URL to code (cookies kept within the flow), code to tokens. */
async function codeRoundTrip(t) {
  const verifier = b64url(randomBytes(32));
  const params = new URLSearchParams({
    client_id: t.clientId,
    redirect_uri: t.callback,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: b64url(randomBytes(12)),
    nonce: b64url(randomBytes(12)),
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...t.authorizeParams,
  });
  const jar = new Map();
  let url = `${t.authorizationEndpoint}?${params}`;
  let code;
  for (let hop = 0; hop < 6 && !code; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await send('GET', url, cookie ? { cookie } : {});
    for (const set of [res.headers['set-cookie'] ?? []].flat()) {
      const pair = set.split(';')[0];
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (res.status < 300 || res.status >= 400)
      throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
    const next = new URL(res.headers.location, url);
    if (next.href.startsWith(t.callback)) code = next.searchParams.get('code');
    else url = next.href;
  }
  if (!code) throw new Error('no code after 6 redirects');
  return token(t, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: t.callback,
    code_verifier: verifier,
  });
}

async function token(t, form) {
  const res = await send(
    'POST',
    t.tokenEndpoint,
    {
      authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    new URLSearchParams(form).toString(),
  );
  if (res.status !== 200) throw new Error(`token: ${res.status} ${res.body.slice(0, 200)}`);
  const body = JSON.parse(res.body);
  if (!body.access_token || !body.id_token) throw new Error(`token: ${res.body.slice(0, 200)}`);
  return body;
}

async function run(t) {
  const workers = await Promise.all(
    Array.from({ length: t.concurrency }, async () => {
      if (t.mode !== 'refresh') return () => codeRoundTrip(t);
      const { refresh_token } = await codeRoundTrip(t);
      if (!refresh_token) throw new Error('no refresh token issued');
      return () => token(t, { grant_type: 'refresh_token', refresh_token });
    }),
  );
  const loop = async (step, until) => {
    let n = 0;
    while (performance.now() < until) {
      await step();
      n++;
    }
    return n;
  };
  const warm = performance.now() + 1000;
  const warmed = await Promise.all(workers.map((w) => loop(w, warm)));
  const t0 = performance.now();
  const counts = await Promise.all(workers.map((w) => loop(w, t0 + t.seconds * 1000)));
  const seconds = (performance.now() - t0) / 1000;
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  // `total`: every round trip the server answered, set-up and warm-up included (CPU per trip).
  return {
    count: sum(counts),
    seconds,
    total: sum(counts) + sum(warmed) + (t.mode === 'refresh' ? workers.length : 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  run(JSON.parse(process.argv[2])).then(
    (result) => {
      process.stdout.write(JSON.stringify(result));
      agent.destroy();
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
