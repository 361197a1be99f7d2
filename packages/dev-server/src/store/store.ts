/**
 * The embedded tenant store: named collections of JSON records, kept in memory and persisted
 * as readable, committable files.
 *
 * On-disk layout (default folder `.screenkit/` in the current directory):
 *
 *   .screenkit/
 *     resource-servers.json   { "<id>": { id, identifier, name, ... }, ... }
 *     client-grants.json      { "<id>": { id, client_id, audience, scope, ... }, ... }
 *     prompt-partials.json    { "<prompt>": { "<screen>": { "<insertion point>": "<template>" } } }
 *     screen-renderings.json  { "<prompt>/<screen>": { rendering_mode, head_tags, ... } }
 *     clients.json            (added by the oauth routes) ...
 *     keys/es256.json, keys/rs256.json   private signing key (dev only; keys/.gitignore keeps it out of git)
 *
 * One file per collection: `<name>.json`, an object from record key to record, keys in insertion
 * order, pretty-printed so diffs read well. Every top-level `*.json` file is loaded at startup,
 * so a corrupt file stops startup with an error naming it instead of being silently reset.
 *
 * Mutations apply to the in-memory map synchronously (so request handlers that read, compute
 * and write without awaiting in between can never interleave) and then persist through one
 * write queue per collection: writes are atomic (temp file + fsync + rename + directory fsync,
 * see atomic-write.ts) and serialised; a write that starts while another runs is coalesced into
 * the next one, and a mutation's promise resolves only once a file containing it is durable.
 */
import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from './atomic-write.js';
import { StoreError } from './store-error.js';

export interface StoreChange {
  collection: string;
  key: string;
  /** `undefined` when the record was deleted. */
  value: unknown;
}

export type StoreListener = (change: StoreChange) => void;

export interface Collection<T> {
  readonly name: string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  /** Records in insertion order. */
  list(): T[];
  keys(): string[];
  readonly size: number;
  /** Stores `value` under `key`; resolves once it is durable on disk. */
  set(key: string, value: T): Promise<void>;
  /** Several records in one durable write (all or nothing in memory). */
  setMany(entries: Array<[string, T]>): Promise<void>;
  /** Resolves `true` if a record was removed (once the removal is durable). */
  delete(key: string): Promise<boolean>;
  /** Removes every record. */
  clear(): Promise<void>;
}

export interface Store {
  /** The folder backing the store, or `undefined` for an in-memory store. */
  readonly dir: string | undefined;
  /** The collection `name`, created empty on first use. Names: `[a-z0-9-]+`. */
  collection<T>(name: string): Collection<T>;
  /** Called after every mutation (before it is durable). Returns an unsubscribe function. */
  onChange(listener: StoreListener): () => void;
  /** Waits for every pending write. */
  flush(): Promise<void>;
}

export interface OpenStoreOptions {
  /** Folder of the store; created if missing. Ignored when `inMemory`. */
  dir?: string;
  /** Keep everything in memory: nothing is read from or written to disk. */
  inMemory?: boolean;
}

export const DEFAULT_STORE_DIR = '.screenkit';
const COLLECTION_NAME = /^[a-z0-9][a-z0-9-]*$/;
const STALE_TEMP_FILE = /^[a-z0-9][a-z0-9-]*\.json\.\d+$/;

export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const dir = options.inMemory ? undefined : (options.dir ?? DEFAULT_STORE_DIR);
  const loaded = new Map<string, Map<string, unknown>>();
  if (dir !== undefined) {
    await mkdir(dir, { recursive: true });
    for (const file of (await readdir(dir)).sort()) {
      // A kill mid-write leaves a temp file (`<name>.json.<number>`) beside
      // the intact original; it was never acknowledged, so it goes.
      if (STALE_TEMP_FILE.test(file)) await unlink(join(dir, file)).catch(() => undefined);
      if (!file.endsWith('.json')) continue;
      const name = file.slice(0, -'.json'.length);
      if (!COLLECTION_NAME.test(name)) continue;
      loaded.set(name, await readCollectionFile(join(dir, file)));
    }
  }
  return new FileStore(dir, loaded);
}

async function readCollectionFile(file: string): Promise<Map<string, unknown>> {
  const text = await readFile(file, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StoreError(
      'store_file_corrupt',
      file,
      `Store file ${file} is not valid JSON (${(error as Error).message}); fix or remove it`,
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

class FileStore implements Store {
  private readonly collections = new Map<string, FileCollection<unknown>>();
  private readonly listeners = new Set<StoreListener>();

  constructor(
    readonly dir: string | undefined,
    loaded: Map<string, Map<string, unknown>>,
  ) {
    for (const [name, records] of loaded) {
      this.collections.set(name, new FileCollection(name, records, this));
    }
  }

  collection<T>(name: string): Collection<T> {
    if (!COLLECTION_NAME.test(name)) {
      throw new StoreError('store_bad_collection', name, `Invalid collection name "${name}"`);
    }
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new FileCollection(name, new Map(), this);
      this.collections.set(name, collection);
    }
    return collection as Collection<T>;
  }

  onChange(listener: StoreListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(change: StoreChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A failing listener (a page reload, say) must not fail the write that triggered it.
      }
    }
  }

  async flush(): Promise<void> {
    await Promise.all([...this.collections.values()].map((c) => c.flush()));
  }
}

class FileCollection<T> implements Collection<T> {
  /** The write in progress, if any. */
  private writing: Promise<void> | undefined;
  /** The write queued behind it, which will carry every mutation made meanwhile. */
  private queued: Promise<void> | undefined;

  constructor(
    readonly name: string,
    private readonly records: Map<string, T>,
    private readonly store: FileStore,
  ) {}

  get size(): number {
    return this.records.size;
  }
  get(key: string): T | undefined {
    return this.records.get(key);
  }
  has(key: string): boolean {
    return this.records.has(key);
  }
  list(): T[] {
    return [...this.records.values()];
  }
  keys(): string[] {
    return [...this.records.keys()];
  }

  set(key: string, value: T): Promise<void> {
    this.records.set(key, value);
    this.store.notify({ collection: this.name, key, value });
    return this.persist();
  }

  setMany(entries: Array<[string, T]>): Promise<void> {
    for (const [key, value] of entries) this.records.set(key, value);
    for (const [key, value] of entries) this.store.notify({ collection: this.name, key, value });
    return this.persist();
  }

  async delete(key: string): Promise<boolean> {
    if (!this.records.delete(key)) return false;
    this.store.notify({ collection: this.name, key, value: undefined });
    await this.persist();
    return true;
  }

  clear(): Promise<void> {
    const keys = [...this.records.keys()];
    this.records.clear();
    for (const key of keys) this.store.notify({ collection: this.name, key, value: undefined });
    return this.persist();
  }

  flush(): Promise<void> {
    return this.queued ?? this.writing ?? Promise.resolve();
  }

  /** Resolves once a write that started after this call has completed. */
  private persist(): Promise<void> {
    const dir = this.store.dir;
    if (dir === undefined) return Promise.resolve();
    if (this.queued) return this.queued;
    if (!this.writing) {
      this.writing = this.write(dir).finally(() => {
        this.writing = undefined;
      });
      return this.writing;
    }
    // A write is running with an older snapshot: queue one more that starts when it ends and
    // snapshots the records at that moment, covering this mutation and any that follow.
    const after = this.writing.catch(() => undefined);
    this.queued = after.then(() => {
      this.queued = undefined;
      this.writing = this.write(dir).finally(() => {
        this.writing = undefined;
      });
      return this.writing;
    });
    return this.queued;
  }

  private async write(dir: string): Promise<void> {
    const text = `${JSON.stringify(Object.fromEntries(this.records), null, 2)}\n`;
    await writeFileDurably(dir, `${this.name}.json`, text);
  }
}
