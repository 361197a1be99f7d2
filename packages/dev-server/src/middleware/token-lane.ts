/**
 * The standalone server's lane for `POST /oauth/token` from server-side clients (no `Origin`):
 * the answer of token-answer.ts, as the Hono route gives it, written straight to Node's
 * response. Besides its RSA signature a refresh grant's own work is a few tens of
 * microseconds, and the way through @hono/node-server's Request and Response, the app's two
 * routers and their middleware cost about half as much again. server.ts sends here only what
 * no middleware changes: a loopback or allowed Host (the rebinding guard's 403 stays the
 * app's), no `Origin` (CORS and preflights stay the app's), and this exact path; a JSON answer
 * gets no page headers. Vite's host and everything else go through the app as before.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { OAuthError } from '../protocol/oauth-error.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from './body-limit.js';

export const TOKEN_PATH = '/oauth/token';

/** Whether `req` is a server-side token request (the host is checked by the caller). */
export const isServerSideTokenRequest = (req: IncomingMessage): boolean =>
  req.method === 'POST' && req.url === TOKEN_PATH && req.headers.origin === undefined;

/** Answers server-side token requests for `deps`; `serverOrigin` is the request's own. */
export function tokenLane(
  deps: AppDeps,
): (req: IncomingMessage, res: ServerResponse, serverOrigin: string) => void {
  let answering: ReturnType<typeof loadAnswering> | undefined;
  return (req, res, serverOrigin) => {
    // The body cap of the app's routes (middleware/body-limit.ts), declared or counted.
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return send(res, TOO_LARGE);
    answering ??= loadAnswering();
    Promise.all([answering, readCapped(req)])
      .then(([answer, text]) =>
        text === undefined ? TOO_LARGE : answer(deps, req, text, serverOrigin),
      )
      .then(
        (answer) => send(res, answer),
        (error: unknown) => {
          // The module load failed, or the client left mid-body (answerTokenRequest answers
          // every error of its own).
          if (req.destroyed) return;
          console.error('[screenkit] token endpoint failure', error);
          answering = undefined;
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(new OAuthError('server_error', 'Internal error').toBody()));
        },
      );
  };
}

/**
 * The answer as status, headers and JSON text. Its modules load on the first token request,
 * as app.ts loads the protocol routes: start-up stays lean.
 */
async function loadAnswering() {
  const [{ answerTokenRequest }, { WITHOUT_ORIGIN_HEADERS }] = await Promise.all([
    import('../protocol/endpoints/token-answer.js'),
    import('../protocol/cors.js'),
  ]);
  return async (
    deps: AppDeps,
    req: IncomingMessage,
    text: string,
    serverOrigin: string,
  ): Promise<Answer> => {
    const answer = await answerTokenRequest(deps, {
      contentType: req.headers['content-type'],
      text: () => Promise.resolve(text),
      authorization: req.headers.authorization,
      origin: undefined,
      serverOrigin,
    });
    const json = JSON.stringify(answer.body);
    const headers: OutgoingHttpHeaders = {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
      ...WITHOUT_ORIGIN_HEADERS,
    };
    if (answer.challenge) headers['WWW-Authenticate'] = answer.challenge;
    return { status: answer.status, headers, json };
  };
}

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  json: string;
}

const send = (res: ServerResponse, { status, headers, json }: Answer) => {
  res.writeHead(status, headers);
  res.end(json);
};

/** The app's answer to a body over the cap; the unread rest is not parsed as a request. */
const TOO_LARGE: Answer = (() => {
  const json = JSON.stringify(BODY_TOO_LARGE);
  const headers = { 'Content-Type': 'application/json', Connection: 'close' };
  return { status: 413, headers: { ...headers, 'Content-Length': Buffer.byteLength(json) }, json };
})();

/** The body as text, or undefined once it passes MAX_BODY_BYTES (chunked bodies counted). */
function readCapped(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.removeAllListeners('data');
      req.pause();
      resolve(undefined);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('The client went away before its request was complete'));
    });
  });
}
