/**
 * What a collection looks like on disk, and how it is read back: the readable snapshot
 * `<name>.json` (an object from key to record) plus the journals `<name>.<generation>.jsonl`
 * that hold every mutation since, one JSON line per mutation call, replayed in generation order.
 *
 * Journal lines are absolute (set this key to this value, delete this key), so replaying a
 * journal over a snapshot that already holds it changes nothing: a crash between writing a
 * snapshot and deleting the journals it folded in loses nothing and duplicates nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoreError } from './store-error.js';

export type JournalOp =
  | ['s', string, unknown]
  | ['d', string]
  | ['m', Array<[string, unknown]>]
  | ['c'];

export const COLLECTION_NAME = /^[a-z0-9][a-z0-9-]*$/;
const JOURNAL_FILE = /^([a-z0-9][a-z0-9-]*)\.(\d+)\.jsonl$/;

export const snapshotFile = (dir: string, name: string): string => join(dir, `${name}.json`);
export const journalFile = (dir: string, name: string, generation: number): string =>
  join(dir, `${name}.${generation}.jsonl`);

/** The collections present in `dir` and the journal generations of each, ascending. */
export function listCollectionFiles(dir: string): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const file of readdirSync(dir)) {
    const journal = JOURNAL_FILE.exec(file);
    const name = journal ? journal[1] : file.endsWith('.json') ? file.slice(0, -5) : undefined;
    if (name === undefined || !COLLECTION_NAME.test(name)) continue;
    const generations = found.get(name) ?? [];
    if (journal) generations.push(Number(journal[2]));
    found.set(name, generations);
  }
  for (const generations of found.values()) generations.sort((a, b) => a - b);
  return found;
}

/** Parses a snapshot; a file that is not a JSON object throws with its line and column. */
export function parseSnapshot(file: string, text: string): Map<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const { line, column } = lineAndColumn(text, at ? Number(at[1]) : errorPosition(text));
    throw new StoreError(
      'store_file_corrupt',
      `${file}:${line}:${column}`,
      `Store file ${file} is not valid JSON at line ${line}, column ${column} (${message}); fix or remove it`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new StoreError(
      'store_file_corrupt',
      file,
      `Store file ${file} must hold a JSON object of records; fix or remove it`,
    );
  }
  return new Map(Object.entries(parsed));
}

/**
 * A record still in its snapshot's text: parsed on first read (collection.ts), so a large
 * collection's start does not build 20,000 objects (and collect their garbage) before the first
 * request needs one of them. Only snapshots we wrote hold these (see `parseOwnSnapshot`).
 */
export class UnparsedRecord {
  /** The record's JSON, as JSON.stringify gave it when we wrote the snapshot. */
  constructor(readonly text: string) {}
}

/**
 * A snapshot we wrote ourselves (store.ts knows it by its identity or content hash) in the
 * one-record-per-line layout of large collections (collection.ts, `toSnapshot`), split into
 * lines without parsing the records; undefined when the text is in any other layout (then
 * `parseSnapshot` reads it). Keys are JSON strings, parsed only when they hold an escape.
 */
export function parseOwnSnapshot(text: string): Map<string, unknown> | undefined {
  const last = text.length - 3;
  if (!text.startsWith('{\n  "') || !text.endsWith('\n}\n')) return undefined;
  const records = new Map<string, unknown>();
  // The next backslash in the text, found once for the lines it is behind (rather than looking
  // for one in every key): a key holds an escape only when it comes before the key's end.
  let backslash = text.indexOf('\\');
  for (let start = 2; start < last; ) {
    let end = text.indexOf('\n', start);
    if (end < 0 || end > last) end = last;
    const next = end + 1;
    if (text.charCodeAt(end - 1) === 44 /* , */) end--;
    if (!text.startsWith('  "', start)) return undefined;
    // `  "<key>": <record>`: the key ends at the first quote that no backslash escapes.
    if (backslash >= 0 && backslash < start) backslash = text.indexOf('\\', start);
    let quote = text.indexOf('"', start + 3);
    const escaped = backslash >= 0 && backslash < quote;
    if (escaped) {
      quote = start + 3;
      while (text.charCodeAt(quote) !== 34 /* " */ && quote < end)
        quote += text.charCodeAt(quote) === 92 /* \ */ ? 2 : 1;
    }
    if (quote < 0 || quote >= end || !text.startsWith(': ', quote + 1)) return undefined;
    const key = escaped
      ? (JSON.parse(text.slice(start + 2, quote + 1)) as string)
      : text.slice(start + 3, quote);
    records.set(key, new UnparsedRecord(text.slice(quote + 3, end)));
    start = next;
  }
  return records;
}

/**
 * Where parsing fails, for messages without a position (Node 20's "Unexpected token"): the
 * shortest prefix that fails for a reason other than ending early ends at the bad character.
 */
function errorPosition(text: string): number {
  const fails = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const message = (error as Error).message;
      const at = /position (\d+)/.exec(message);
      return !/end of JSON input/.test(message) && (!at || Number(at[1]) < length);
    }
  };
  let low = 1;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (fails(middle)) high = middle;
    else low = middle + 1;
  }
  return low - 1;
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

/** The snapshot's bytes, or undefined when there is none. */
export function readSnapshotBytes(dir: string, name: string): Buffer | undefined {
  try {
    return readFileSync(snapshotFile(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function readSnapshot(dir: string, name: string): Map<string, unknown> {
  const bytes = readSnapshotBytes(dir, name);
  return bytes === undefined
    ? new Map()
    : parseSnapshot(snapshotFile(dir, name), bytes.toString('utf8'));
}

/**
 * Applies a journal's lines to `records`, up to the first line that does not parse. That line
 * was never acknowledged (an acknowledged line was synced whole, and a failed write is cut
 * back): the write of a process killed mid-write, or the zeros after the last line of a
 * journal prepared ahead (journal-writer.ts). Nothing after it is applied either: after a
 * power loss mid-sync, a prepared journal can hold a later unacknowledged line whose earlier
 * neighbour's page never reached the disk (it reads as zeros, so that line does not parse);
 * stopping there keeps the store a prefix of the writes made, in order.
 */
export function replayJournal(file: string, records: Map<string, unknown>): void {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    let op: JournalOp;
    try {
      op = JSON.parse(line) as JournalOp;
    } catch {
      return;
    }
    applyOp(op, records);
  }
}

export function applyOp(op: JournalOp, records: Map<string, unknown>): void {
  switch (op[0]) {
    case 's':
      records.set(op[1], op[2]);
      break;
    case 'd':
      records.delete(op[1]);
      break;
    case 'm':
      for (const [key, value] of op[1]) records.set(key, value);
      break;
    case 'c':
      records.clear();
      break;
  }
}

/** A collection as the files in `dir` hold it right now (snapshot plus journals). */
export function readCollectionFromDisk(dir: string, name: string): Map<string, unknown> {
  const records = readSnapshot(dir, name);
  for (const generation of listCollectionFiles(dir).get(name) ?? []) {
    replayJournal(journalFile(dir, name, generation), records);
  }
  return records;
}
