/**
 * One collection in memory: the records in insertion order, its secondary indexes (kept in
 * step here, built in collection-index.ts), the page view, the snapshot text, and the checks
 * hand-edited records must pass. Mutations apply
 * here synchronously (a handler that reads, computes and writes without awaiting in between
 * can never interleave with another) and are handed to the collection's disk side (a
 * `Persistence`), which may refuse them before they apply (the file was edited by hand) or
 * roll them back after (the disk refused the write).
 */

import { CollectionIndex } from './collection-index.js';
import { type JournalOp, UnparsedRecord } from './disk-format.js';
import type { Collection, KeyOf, RecordCheck, StoreIndex } from './store-types.js';

const PRETTY_LIMIT = 1000;

export interface Undo {
  key: string;
  had: boolean;
  prev: unknown;
}

/** Where a collection's mutations go: nowhere (in memory) or a journal (collection-disk.ts). */
export interface Persistence {
  /** Throws (a 409) when the file changed by hand in a way that conflicts with `keys`. */
  beforeWrite(keys: readonly string[]): void;
  /** Resolves once `op` is durable; on failure rolls `undo` back (through the collection). */
  write(op: JournalOp, undo: Undo[]): Promise<void>;
  flush(): Promise<void>;
}

export type Notify = (collection: string, key: string, value: unknown) => void;

/** A record's JSON: an unparsed record is the text JSON.stringify gave when we wrote it. */
const textOf = (record: unknown): string | undefined =>
  record instanceof UnparsedRecord ? record.text : JSON.stringify(record);

export class MemoryCollection<T> implements Collection<T> {
  /** Keys in insertion order for paging; dropped on delete and rebuilt on the next page. */
  private order: string[] | undefined;
  private readonly indexes = new Map<string, CollectionIndex<T>>();
  /** Records' JSON texts, made on first read and dropped when the record changes. */
  private texts = new Map<string, string>();
  readonly checks: RecordCheck<T>[] = [];
  persistence: Persistence | undefined;
  /** Told when a check has passed over every record of a load that was not known good. */
  onChecked: (() => void) | undefined;

  constructor(
    readonly name: string,
    /**
     * The records; those from a snapshot we wrote may still be unparsed text (disk-format.ts):
     * read them through `read` (a record) or `textOf` (its JSON), never `stored.get` alone.
     */
    private stored: Map<string, T | UnparsedRecord>,
    private readonly notify: Notify,
    /** Whether the loaded records are known good (written by us, not edited since). */
    private trusted: boolean,
  ) {}

  get size(): number {
    return this.stored.size;
  }
  get(key: string): T | undefined {
    return this.read(key);
  }
  has(key: string): boolean {
    return this.stored.has(key);
  }
  list(): T[] {
    return Array.from(this.stored.keys(), (key) => this.read(key) as T);
  }
  keys(): string[] {
    return [...this.stored.keys()];
  }
  oldestKey(): string | undefined {
    return this.stored.keys().next().value;
  }
  page(start: number, count: number): T[] {
    if (start === 0 && count >= this.stored.size) return this.list();
    return this.keysAt(start, count).map((key) => this.read(key) as T);
  }
  pageTexts(start: number, count: number): string[] {
    const keys = start === 0 && count >= this.stored.size ? this.keys() : this.keysAt(start, count);
    return keys.map((key) => {
      let text = this.texts.get(key);
      if (text === undefined) {
        // A record still unparsed is its own text: a list page never parses it.
        text = textOf(this.stored.get(key)) as string;
        this.texts.set(key, text);
      }
      return text;
    });
  }
  private keysAt(start: number, count: number): string[] {
    this.order ??= [...this.stored.keys()];
    return this.order.slice(start, start + count);
  }
  index(name: string, keyOf: KeyOf<T>): StoreIndex<T> {
    let index = this.indexes.get(name);
    if (!index) {
      index = new CollectionIndex(keyOf, this);
      this.indexes.set(name, index);
    }
    return index;
  }
  check(check: RecordCheck<T>): void {
    this.checks.push(check);
    if (this.trusted) return;
    for (const key of this.stored.keys()) check(key, this.read(key) as T);
    this.onChecked?.();
  }

  set(key: string, value: T): Promise<void> {
    this.persistence?.beforeWrite([key]);
    const undo = [this.undoOf(key)];
    this.apply(key, value);
    return this.persist(['s', key, value], undo);
  }

  setMany(entries: Array<[string, T]>): Promise<void> {
    // Nothing to write (a project without tenant files at start): no journal line, no fsync.
    if (entries.length === 0) return Promise.resolve();
    this.persistence?.beforeWrite(entries.map(([key]) => key));
    const undo = entries.map(([key]) => this.undoOf(key));
    for (const [key, value] of entries) this.apply(key, value);
    return this.persist(['m', entries], undo);
  }

  async delete(key: string): Promise<boolean> {
    this.persistence?.beforeWrite([key]);
    if (!this.stored.has(key)) return false;
    const undo = [this.undoOf(key)];
    this.apply(key, undefined);
    await this.persist(['d', key], undo);
    return true;
  }

  clear(): Promise<void> {
    this.persistence?.beforeWrite([]);
    const undo = [...this.stored.keys()].map((key) => this.undoOf(key));
    for (const { key } of undo) this.apply(key, undefined);
    return this.persist(['c'], undo);
  }

  flush(): Promise<void> {
    return this.persistence?.flush() ?? Promise.resolve();
  }

  /** Puts records back as they were before a write the disk refused (newest undo first). */
  rollBack(undo: Undo[]): void {
    for (let i = undo.length - 1; i >= 0; i--) {
      const { key, had, prev } = undo[i] as Undo;
      this.apply(key, had ? (prev as T) : undefined);
    }
  }

  /**
   * Replaces every record (a hand edit was reloaded), running the checks first: a record that
   * fails one throws and nothing changes. Listeners hear about each key whose record changed.
   */
  replaceAll(next: Map<string, T>, trusted: boolean): void {
    for (const check of this.checks) for (const [key, record] of next) check(key, record);
    const previous = this.stored;
    this.stored = next;
    this.trusted = trusted;
    this.order = undefined;
    this.texts = new Map();
    for (const [name, index] of this.indexes)
      this.indexes.set(name, new CollectionIndex(index.keyOf, this));
    for (const [key, record] of next) {
      if (textOf(previous.get(key)) !== JSON.stringify(record)) this.notify(this.name, key, record);
    }
    for (const key of previous.keys()) if (!next.has(key)) this.notify(this.name, key, undefined);
  }

  /** Whether the snapshot is written one record per line (see `toSnapshot`). */
  get linePerRecord(): boolean {
    return this.stored.size > PRETTY_LIMIT;
  }

  /**
   * The snapshot text: pretty-printed while the collection is small enough to read as a whole
   * (configuration), one record per line beyond that (still diffable line by record, and
   * smaller and faster to write and to read at start).
   */
  toSnapshot(): string {
    if (this.stored.size <= PRETTY_LIMIT) {
      const records = Array.from(this.stored.keys(), (key) => [key, this.read(key)]);
      return `${JSON.stringify(Object.fromEntries(records), null, 2)}\n`;
    }
    const lines: string[] = [];
    for (const [key, record] of this.stored)
      lines.push(`  ${JSON.stringify(key)}: ${textOf(record)}`);
    return `{\n${lines.join(',\n')}\n}\n`;
  }

  private undoOf(key: string): Undo {
    return { key, had: this.stored.has(key), prev: this.read(key) };
  }

  /** The record under `key`, parsed (and kept parsed) if it was still text. */
  private read(key: string): T | undefined {
    const record = this.stored.get(key);
    if (!(record instanceof UnparsedRecord)) return record;
    const parsed = JSON.parse(record.text) as T;
    this.stored.set(key, parsed); // same key: its place in the order stays
    return parsed;
  }

  private apply(key: string, value: T | undefined): void {
    const had = this.stored.has(key);
    const prev = this.read(key);
    this.texts.delete(key);
    if (value === undefined) {
      this.stored.delete(key);
      if (had) this.order = undefined;
      if (had) for (const index of this.indexes.values()) index.remove(key, prev as T);
    } else {
      this.stored.set(key, value);
      if (!had) this.order?.push(key);
      for (const index of this.indexes.values()) {
        if (had) index.update(key, prev as T, value);
        else index.add(key, value);
      }
    }
    this.notify(this.name, key, value);
  }

  private persist(op: JournalOp, undo: Undo[]): Promise<void> {
    return this.persistence ? this.persistence.write(op, undo) : Promise.resolve();
  }
}
