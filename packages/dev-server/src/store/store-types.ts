/**
 * What the store offers its callers: collections of records, their indexes, change and reload
 * events. Types only, in a file of their own so the engine's parts (collection.ts,
 * collection-disk.ts, journal.ts) and the store that assembles them (store.ts) import them
 * without importing each other in a circle. store.ts re-exports them.
 */
import type { StoreError } from './store-error.js';

export interface StoreChange {
  collection: string;
  key: string;
  /** `undefined` when the record was deleted. */
  value: unknown;
}

export type StoreListener = (change: StoreChange) => void;

/** Throws a StoreError when a record is unacceptable (see validation/check-stored-records.ts). */
export type RecordCheck<T> = (key: string, record: T) => void;

/** Records sharing one derived value (`keyOf(record)`), kept up to date on every mutation. */
export interface StoreIndex<T> {
  /** Records whose value is `value`, in the order they entered the index. */
  get(value: string): T[];
  /** Their keys, in the same order. */
  keys(value: string): string[];
  first(value: string): T | undefined;
  /** The same records as pages: `size`, and `page(start, count)` reading only that page. */
  pages(value: string): Pick<Collection<T>, 'page' | 'size'>;
}

/**
 * The value(s) a record is indexed under: one string, several (a user in two connections), or
 * undefined / [] to leave it out.
 */
export type KeyOf<T> = (record: T, key: string) => string | readonly string[] | undefined;

export interface Collection<T> {
  readonly name: string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  /** Records in insertion order. */
  list(): T[];
  keys(): string[];
  /** The key inserted first (O(1)): where a registry of one lifetime sweeps from. */
  oldestKey(): string | undefined;
  readonly size: number;
  /** `count` records from position `start` in insertion order, touching only those. */
  page(start: number, count: number): T[];
  /**
   * The same records as `page`, each as its `JSON.stringify` text, kept until the record
   * changes: a list page joins these instead of serialising every record on every read.
   */
  pageTexts(start: number, count: number): string[];
  /**
   * The index `name` over `keyOf(record, key)` (built on first call, then maintained); later calls
   * with the same name return the same index. `keyOf` returns undefined to leave a record out.
   */
  index(name: string, keyOf: KeyOf<T>): StoreIndex<T>;
  /**
   * Registers a check every record loaded from a hand-edited file must pass: run now over
   * records not known good, and on every reload of a hand edit (which it can refuse).
   */
  check(check: RecordCheck<T>): void;
  /** Stores `value` under `key`; resolves once it is durable on disk. */
  set(key: string, value: T): Promise<void>;
  /** Several records in one durable write (all or nothing). */
  setMany(entries: Array<[string, T]>): Promise<void>;
  /** Resolves `true` if a record was removed (once the removal is durable). */
  delete(key: string): Promise<boolean>;
  /** Removes every record. */
  clear(): Promise<void>;
}

export interface StoreReload {
  collection: string;
  file: string;
  /** Set when the edit was refused (does not parse, fails a check): the old records stay. */
  error?: StoreError;
}

export interface Store {
  /** The folder backing the store, or `undefined` for an in-memory store. */
  readonly dir: string | undefined;
  /** The collection `name`, created empty on first use. Names: `[a-z0-9-]+`. */
  collection<T>(name: string): Collection<T>;
  /** Called after every mutation (before it is durable). Returns an unsubscribe function. */
  onChange(listener: StoreListener): () => void;
  /** Called when a hand edit of a store file was reloaded or refused. */
  onReload(listener: (reload: StoreReload) => void): () => void;
  /** Waits for every pending write. */
  flush(): Promise<void>;
  /** Folds journals into the readable snapshots, stops watching, frees the folder's lock. */
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** Folder of the store; created if missing. Ignored when `inMemory`. */
  dir?: string;
  /** Keep everything in memory: nothing is read from or written to disk. */
  inMemory?: boolean;
}
