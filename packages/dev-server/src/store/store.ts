/**
 * The embedded tenant store: named collections of JSON records, kept in memory, persisted as
 * readable, committable files, with writes whose cost does not grow with the store.
 *
 * On-disk layout (default folder `.screenkit/` in the current directory):
 *
 *   .screenkit/
 *     resource-servers.json      { "<id>": { id, identifier, name, ... }, ... }   (snapshot)
 *     resource-servers.7.jsonl   mutations since that snapshot, one JSON line each (journal)
 *     client-grants.json, prompt-partials.json, screen-renderings.json, clients.json, ...
 *     users.json, organization-members.json, login-sessions.json  (high-volume: same scheme)
 *     keys/es256.json, keys/rs256.json   private signing keys (dev only; keys/.gitignore)
 *     .lock                      pid of the server using the folder (lock.ts)
 *     .verified                  identities and content hashes of snapshots known good (no re-check)
 *
 * Why a journal plus snapshot, and not an embedded database: the tenant configuration must stay
 * JSON a developer reads, edits and commits, and the store must install from the npm registry
 * alone on Node 20. better-sqlite3 and LevelDB bindings need a prebuilt download or a node-gyp
 * build, node:sqlite needs Node 22, and pure-JS databases keep opaque files. Appending one line
 * and fdatasyncing it costs the same at 10 or 100,000 records; the snapshot is rewritten from
 * memory only when the journal has grown as large as it (amortised O(1) per write), after a
 * quiet moment, and on close, so the `.json` files read as the current state almost always.
 * The flow's high-churn collections (users, sessions, transactions) use the same scheme; their
 * snapshots are only rewritten once their journal doubles them, never on every write.
 *
 * A collection loads as its snapshot with its journals replayed in order (disk-format.ts).
 * A kill -9 loses nothing acknowledged: a mutation's promise resolves once its line is synced,
 * a torn last line is skipped, and snapshots are replaced atomically (atomic-write.ts). Writes
 * are group-committed by one journal thread, in order per collection, and under sustained load
 * go to a journal prepared ahead as zeros, which fdatasync flushes without a metadata commit
 * (journal.ts, journal-writer.ts).
 *
 * Start-up cost: records written through the API were checked by the API's schemas, so the
 * collections' checks (validation/check-stored-records.ts) run at start only on a snapshot that
 * changed since we wrote or last checked it (`.verified` holds the identity and a hash of each
 * one we wrote, and of each hand-written one that passed its check): a hand edit is checked
 * once, an untouched 20,000-record store is not re-validated. A large snapshot we wrote is not
 * even parsed at start: its lines are split into records parsed on first read (disk-format.ts).
 *
 * Hand edits while running: the folder is watched; an edited snapshot is reloaded with the
 * journal replayed on top, and checked before any write (collection-disk.ts). An edit that does
 * not parse is reported with file, line and column and the last good state keeps serving.
 */

import { createHash } from 'node:crypto';
import {
  type FSWatcher,
  mkdirSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { MemoryCollection } from './collection.js';
import {
  CollectionDisk,
  type DiskEvents,
  type FileIdentity,
  identityOf,
} from './collection-disk.js';
import {
  COLLECTION_NAME,
  journalFile,
  listCollectionFiles,
  parseOwnSnapshot,
  parseSnapshot,
  readSnapshotBytes,
  replayJournal,
  snapshotFile,
} from './disk-format.js';
import { lockStore } from './lock.js';
import { StoreError } from './store-error.js';
import type {
  OpenStoreOptions,
  Store,
  StoreChange,
  StoreListener,
  StoreReload,
} from './store-types.js';

export type {
  Collection,
  KeyOf,
  OpenStoreOptions,
  RecordCheck,
  Store,
  StoreChange,
  StoreIndex,
  StoreListener,
  StoreReload,
} from './store-types.js';

export const DEFAULT_STORE_DIR = '.screenkit';
const STALE_TEMP_FILE = /^[a-z0-9][a-z0-9-]*\.(json|\d+\.jsonl)\.\d+$/;
const VERIFIED_FILE = '.verified';

export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  if (options.inMemory) return new FileStore(undefined);
  const dir = options.dir ?? DEFAULT_STORE_DIR;
  mkdirSync(dir, { recursive: true });
  const unlock = lockStore(dir);
  try {
    const store = new FileStore(dir, unlock);
    store.load();
    return store;
  } catch (error) {
    unlock();
    throw error;
  }
}

class FileStore implements Store, DiskEvents {
  private readonly collections = new Map<string, MemoryCollection<unknown>>();
  private readonly disks = new Map<string, CollectionDisk<unknown>>();
  private readonly listeners = new Set<StoreListener>();
  private readonly reloadListeners = new Set<(reload: StoreReload) => void>();
  /** Content hash of each snapshot as we last wrote it. */
  private verified: Record<string, { file: FileIdentity; hash: string } | undefined> = {};
  private watcher: FSWatcher | undefined;
  private readonly notifyChange = (collection: string, key: string, value: unknown) =>
    this.notify({ collection, key, value });

  constructor(
    readonly dir: string | undefined,
    private readonly unlock: () => void = () => undefined,
  ) {}

  /** Reads every collection in the folder (synchronously: start-up has nothing else to do). */
  load(): void {
    const dir = this.dir as string;
    for (const file of readdirSync(dir)) {
      // A kill mid-snapshot (or mid-preparation of a journal) leaves a temp file
      // (`<name>.json.<number>`, `<name>.<n>.jsonl.<number>`) beside the intact original; it
      // was never acknowledged, so it goes.
      if (STALE_TEMP_FILE.test(file)) unlinkSafe(join(dir, file));
    }
    try {
      this.verified = JSON.parse(readFileSync(join(dir, VERIFIED_FILE), 'utf8'));
    } catch {
      this.verified = {}; // missing or torn: every snapshot gets checked
    }
    for (const [name, generations] of listCollectionFiles(dir)) {
      const file = snapshotFile(dir, name);
      const identity = identityOf(file);
      const bytes = readSnapshotBytes(dir, name);
      // Journal lines came through the API; only a snapshot we did not write gets checked. The
      // file's identity answers for an untouched file; the hash for a copy or a clone.
      const verified = this.verified[name];
      const sameFile = bytes === undefined || verified?.file === identity;
      const hash = sameFile ? undefined : contentHash(bytes);
      const trusted = sameFile || verified?.hash === hash;
      // A copy or a clone of a snapshot we wrote: known by its new identity from now on.
      if (trusted && hash !== undefined) this.recordVerified(name, identity, hash);
      const text = bytes?.toString('utf8');
      // A large snapshot we wrote is split into records left unparsed until read.
      const records =
        text === undefined
          ? new Map()
          : ((trusted ? parseOwnSnapshot(text) : undefined) ?? parseSnapshot(file, text));
      for (const generation of generations)
        replayJournal(journalFile(dir, name, generation), records);
      const collection = this.attach(name, records, trusted, generations, identity, bytes?.length);
      // A hand-written snapshot that passes its collection's check is not checked again at the
      // next start (until it changes): it is recorded as verified like one we wrote.
      if (!trusted && hash !== undefined) {
        collection.onChecked = () => {
          this.recordVerified(name, identity, hash);
          this.disks.get(name)?.rewriteOnClose();
        };
      }
    }
    this.watch(dir);
  }

  private attach(
    name: string,
    records: Map<string, unknown>,
    trusted: boolean,
    generations: number[] = [],
    identity: FileIdentity = undefined,
    snapshotBytes = 0,
  ): MemoryCollection<unknown> {
    const collection = new MemoryCollection(name, records, this.notifyChange, trusted);
    if (this.dir !== undefined) {
      const disk = new CollectionDisk(
        this.dir,
        collection,
        generations,
        identity,
        snapshotBytes,
        this,
      );
      collection.persistence = disk;
      this.disks.set(name, disk);
    }
    this.collections.set(name, collection);
    return collection;
  }

  private watch(dir: string): void {
    const pending = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    try {
      this.watcher = watch(dir, { persistent: false }, (_event, file) => {
        const name = typeof file === 'string' && file.endsWith('.json') ? file.slice(0, -5) : '';
        if (!this.disks.has(name)) return;
        pending.add(name);
        // Editors save in several steps (truncate, write, rename): look once they are done.
        clearTimeout(timer);
        timer = setTimeout(() => {
          for (const n of pending) this.disks.get(n)?.checkForHandEdit();
          pending.clear();
        }, 30);
        timer.unref();
      });
      this.watcher.on('error', () => undefined);
    } catch {
      // No watching on this file system: edits are still found before the next write.
    }
  }

  collection<T>(name: string): MemoryCollection<T> {
    // Every request looks collections up (several per token grant): a name is checked once,
    // when its collection is made.
    const known = this.collections.get(name);
    if (known) return known as MemoryCollection<T>;
    if (!COLLECTION_NAME.test(name)) {
      throw new StoreError('store_bad_collection', name, `Invalid collection name "${name}"`);
    }
    return this.attach(name, new Map(), true) as MemoryCollection<T>;
  }

  onChange(listener: StoreListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReload(listener: (reload: StoreReload) => void): () => void {
    this.reloadListeners.add(listener);
    return () => this.reloadListeners.delete(listener);
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

  reloaded(collection: string, file: string, error?: StoreError): void {
    if (error) console.error(`screenkit: ${error.message}; still serving the last good version`);
    else console.error(`screenkit: reloaded ${file} (edited by hand)`);
    for (const listener of this.reloadListeners) listener({ collection, file, error });
  }

  compacted(collection: string, text: string, identity: FileIdentity): void {
    this.recordVerified(collection, identity, contentHash(text));
  }

  private recordVerified(collection: string, file: FileIdentity, hash: string): void {
    this.verified[collection] = { file, hash };
    try {
      // Not synced: if it is lost or torn, the next start checks every snapshot (the safe side).
      writeFileSync(join(this.dir as string, VERIFIED_FILE), JSON.stringify(this.verified));
    } catch {
      // Same: a missing record only costs a check at the next start.
    }
  }

  async flush(): Promise<void> {
    await Promise.all([...this.disks.values()].map((disk) => disk.flush()));
  }

  async close(): Promise<void> {
    this.watcher?.close();
    await Promise.all([...this.disks.values()].map((disk) => disk.close()));
    this.unlock();
  }
}

/**
 * Identifies a snapshot's content, also across copies and clones (which change inode and mtime).
 * A string is hashed as its UTF-8 bytes: the text we write and the bytes we read hash alike.
 */
function contentHash(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('base64');
}

function unlinkSafe(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
