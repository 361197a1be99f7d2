/**
 * The store's disk work runs in worker threads running synchronous fs calls back to back, off
 * the event loop (with async calls, each step would be a thread-pool round trip waiting for the
 * event loop to issue the next; under request load that doubled a write's time). This module
 * runs one such worker for a given source: it starts on the first job, fails the jobs it held
 * if it dies (the next job starts a new one), and keeps the process alive only while a job is
 * pending, never when idle.
 *
 * Worker sources are ES modules held in strings and started from a `data:` URL, so they run the
 * same from dist/, from the single-file CLI bundle and from the sources under tsx or vitest. A
 * `data:text/javascript` URL is always an ES module: an eval worker's string is parsed by the
 * parent's flags instead (a server started from `node --input-type=module -e` made every write
 * fail with "require is not defined in ES module scope"). Sources import only `node:` builtins.
 * They answer each `{ id, ... }` message with `{ id, failed? }`, or several at once with
 * `{ replies: [{ id, failed? }, ...] }`.
 */
import { Worker } from 'node:worker_threads';

/**
 * Worker-side helper: fsync a folder so a rename or a new file in it survives power loss. Needs
 * `fs` (`import fs from 'node:fs'`) in the source it is appended to.
 */
export const SYNC_DIRECTORY_SOURCE = `
function syncDirectory(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (error) {
    // Some platforms (Windows) and file systems cannot open or fsync a directory; the file
    // itself was synced, which is all they offer.
    if (!['EINVAL', 'EPERM', 'EISDIR'].includes(error.code)) throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
`;

interface Reply {
  id: number;
  failed?: { message: string; code?: string };
}

type Jobs = Map<number, { resolve(): void; reject(error: Error): void }>;

/** Returns `send(message)`, resolving when the worker reports the job done. */
export function syncWorker(source: string, name: string): (message: object) => Promise<void> {
  let running: { worker: Worker; jobs: Jobs } | undefined;
  let nextId = 0;

  const start = () => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
    const jobs: Jobs = new Map();
    const started = { worker, jobs };
    worker.unref();
    worker.on('message', (message: Reply | { replies: Reply[] }) => {
      for (const { id, failed } of 'replies' in message ? message.replies : [message]) {
        const job = jobs.get(id);
        jobs.delete(id);
        if (!failed) job?.resolve();
        else job?.reject(Object.assign(new Error(failed.message), { code: failed.code }));
      }
      if (jobs.size === 0) worker.unref();
    });
    const fail = (error: Error) => {
      if (running === started) running = undefined;
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`The store's ${name} thread exited (code ${code})`)),
    );
    return started;
  };

  return (message) => {
    const id = ++nextId;
    running ??= start();
    const { worker, jobs } = running;
    return new Promise((resolve, reject) => {
      jobs.set(id, { resolve, reject });
      // Pending jobs keep the process alive (a script's last `await set()` completes).
      worker.ref();
      worker.postMessage({ id, ...message });
    });
  };
}
