/**
 * Durable appends to journal files, off the event loop: one worker thread writes a batch of
 * lines, fdatasyncs it, and only then replies, so a mutation's promise resolves once it is on
 * disk. A failed append is cut back to the file's last good length (ftruncate), so a torn line
 * never glues onto the next batch; the failed batch is reported and never acknowledged.
 *
 * The worker keeps each journal open (append mode) until told to close it; the first append to
 * a new file also fsyncs the folder so the file's name survives a power loss. Like the snapshot
 * writer (atomic-write.ts) it is started on first use and never keeps an idle process alive.
 */
import { Worker } from 'node:worker_threads';

// Plain CommonJS source (an eval worker), so it runs the same from dist/ and from the
// single-file CLI bundle.
const APPENDER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const open = new Map();
parentPort.on('message', (m) => {
  if (m.close) {
    const entry = open.get(m.close);
    open.delete(m.close);
    try { if (entry) fs.closeSync(entry.fd); } catch {}
    parentPort.postMessage({ id: m.id });
    return;
  }
  let entry = open.get(m.file);
  try {
    if (!entry) {
      const fd = fs.openSync(m.file, 'a', m.mode);
      entry = { fd, size: fs.fstatSync(fd).size };
      open.set(m.file, entry);
      syncDirectory(path.dirname(m.file));
    }
    const data = Buffer.from(m.text);
    let done = 0;
    while (done < data.length) done += fs.writeSync(entry.fd, data, done);
    fs.fdatasyncSync(entry.fd);
    entry.size += data.length;
    parentPort.postMessage({ id: m.id });
  } catch (error) {
    if (entry) { try { fs.ftruncateSync(entry.fd, entry.size); } catch {} }
    parentPort.postMessage({ id: m.id, failed: { message: String(error && error.message), code: error && error.code } });
  }
});
function syncDirectory(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (error) {
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
let appender: { worker: Worker; jobs: Jobs } | undefined;
let nextId = 0;

/** Appends `text` to `file` (created with `mode` if missing); resolves once it is durable. */
export function appendDurably(file: string, text: string, mode: number): Promise<void> {
  return send({ file, text, mode });
}

/** Closes the worker's handle on `file` (before it is deleted). */
export function closeJournal(file: string): Promise<void> {
  return send({ close: file });
}

function send(message: Record<string, unknown>): Promise<void> {
  const id = ++nextId;
  appender ??= startAppender();
  const { worker, jobs } = appender;
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    // Pending writes keep the process alive (a script's last `await set()` completes).
    worker.ref();
    worker.postMessage({ id, ...message });
  });
}

function startAppender(): { worker: Worker; jobs: Jobs } {
  const worker = new Worker(APPENDER_SOURCE, { eval: true });
  const jobs: Jobs = new Map();
  const started = { worker, jobs };
  worker.unref();
  worker.on('message', ({ id, failed }: Reply) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (jobs.size === 0) worker.unref();
    if (!failed) job?.resolve();
    else job?.reject(Object.assign(new Error(failed.message), { code: failed.code }));
  });
  // If the thread dies, fail what it held; the next append starts a new one (files reopen).
  const fail = (error: Error) => {
    if (appender === started) appender = undefined;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The store's journal thread exited (code ${code})`)));
  return started;
}
