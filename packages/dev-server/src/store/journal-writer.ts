/**
 * Durable appends to journal files, off the event loop: one worker thread writes a batch of
 * lines, fdatasyncs it, and only then replies, so a mutation's promise resolves once it is on
 * disk. A failed append is cut back to the file's last good length (ftruncate), so a torn line
 * never glues onto the next batch; the failed batch is reported and never acknowledged.
 *
 * The worker keeps each journal open (append mode) until told to close it; the first append to
 * a new file also fsyncs the folder so the file's name survives a power loss. The worker is
 * managed by sync-worker.ts, like the snapshot writer's (atomic-write.ts).
 */
import { SYNC_DIRECTORY_SOURCE, syncWorker } from './sync-worker.js';

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
${SYNC_DIRECTORY_SOURCE}`;

const send = syncWorker(APPENDER_SOURCE, 'journal');

/** Appends `text` to `file` (created with `mode` if missing); resolves once it is durable. */
export function appendDurably(file: string, text: string, mode: number): Promise<void> {
  return send({ file, text, mode });
}

/** Closes the worker's handle on `file` (before it is deleted). */
export function closeJournal(file: string): Promise<void> {
  return send({ close: file });
}
