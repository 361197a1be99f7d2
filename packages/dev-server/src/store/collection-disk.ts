/**
 * The disk side of one collection: every mutation is one journal line written durably
 * (journal.ts), so a write costs the size of the record, not of the collection; the
 * readable snapshot `<name>.json` is rewritten from memory (compaction) when the journal has
 * grown as large as the snapshot, after a quiet moment, and on close.
 *
 * It also guards the snapshot against the hand edits it is meant for: the file's identity
 * (inode, size, mtime) after our own write is remembered; a different one means someone
 * edited it. The edit is reloaded (the journal's lines since the snapshot replayed on top, so
 * no acknowledged write is lost) when the folder watcher sees it, and before any write; a
 * write to a record the edit changed answers 409 instead of overwriting it, and an edit that
 * does not parse or fails the collection's checks is reported (file, line, column) while the
 * last good records keep being served and the file is left as the user wrote it.
 */
import { type BigIntStats, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { writeFileDurably } from './atomic-write.js';
import type { MemoryCollection, Persistence, Undo } from './collection.js';
import {
  applyOp,
  type JournalOp,
  journalFile,
  parseSnapshot,
  snapshotFile,
} from './disk-format.js';
import { Journal } from './journal.js';
import { closeJournal } from './journal-writer.js';
import { describeWriteError } from './lock.js';
import { StoreError } from './store-error.js';

/** Journals smaller than this are folded into the snapshot after a quiet moment. */
const QUIET_COMPACTION_LIMIT = 1024 * 1024;
const QUIET_MS = 250;
const MIN_JOURNAL_BYTES = 256 * 1024;

export type FileIdentity = string | undefined;

export function identityOf(file: string): FileIdentity {
  let stat: BigIntStats | undefined;
  try {
    stat = statSync(file, { bigint: true, throwIfNoEntry: false });
  } catch {
    return 'unreadable';
  }
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : undefined;
}

/** An empty file: an editor's save half done (truncated, not yet written). */
const isEmptyFile = (identity: FileIdentity): boolean => identity?.split(':')[1] === '0';

export interface DiskEvents {
  /** A hand edit was reloaded (`error` undefined) or refused. */
  reloaded(collection: string, file: string, error?: StoreError): void;
  /** The snapshot was rewritten by us with `text`; the file now looks like `identity`. */
  compacted(collection: string, text: string, identity: FileIdentity): void;
}

export class CollectionDisk<T> implements Persistence {
  private readonly journal: Journal;
  /** Mutations since the snapshot on disk, in order: replayed over a reloaded hand edit. */
  private sinceSnapshot: JournalOp[] = [];
  private journalBytes = 0;
  /** Ops the disk refused (undone in memory): a failed compaction must not put them back. */
  private readonly lostOps = new WeakSet<JournalOp>();
  private compacting: Promise<void> | undefined;
  private quiet: NodeJS.Timeout | undefined;
  /** A hand edit we could not load: writes are refused until the file changes again. */
  private refused: { identity: FileIdentity; error: StoreError } | undefined;
  private closed = false;
  private rewrite = false;

  constructor(
    private readonly dir: string,
    private readonly collection: MemoryCollection<T>,
    /** Journal generations on disk from before this process, still to be folded in. */
    private readonly oldGenerations: number[],
    private identity: FileIdentity,
    private snapshotBytes: number,
    private readonly events: DiskEvents,
  ) {
    this.journal = new Journal(dir, collection.name, (oldGenerations.at(-1) ?? 0) + 1, {
      landed: (chars) => {
        this.journalBytes += chars;
        this.afterWrite();
      },
      lost: (ops, undo, cause) => this.lost(ops, undo, cause),
    });
    if (oldGenerations.length > 0) this.scheduleQuietCompaction();
  }

  private get file(): string {
    return snapshotFile(this.dir, this.collection.name);
  }

  beforeWrite(keys: readonly string[]): void {
    if (this.compacting) return; // our own rewrite is in flight; it checked before starting
    const now = identityOf(this.file);
    if (now === this.identity) return;
    if (this.refused && this.refused.identity === now) throw this.conflict(this.refused.error);
    const before = keys.map((key) => JSON.stringify(this.collection.get(key)));
    if (!this.reload(now)) throw this.conflict((this.refused as { error: StoreError }).error);
    // Reloaded first: a write to a record the edit left alone goes ahead.
    if (keys.some((key, i) => JSON.stringify(this.collection.get(key)) !== before[i])) {
      throw new StoreError(
        'store_conflict',
        this.file,
        `${this.file} was edited by hand and the edit changed this record; it has been reloaded, send the request again`,
      );
    }
  }

  /** Called by the folder watcher when the snapshot may have changed. */
  checkForHandEdit(): void {
    if (this.compacting || this.closed) return;
    const now = identityOf(this.file);
    if (now === this.identity || this.refused?.identity === now) return;
    // The save's write brings another event; a write to the collection still checks first.
    if (isEmptyFile(now)) return;
    this.reload(now);
  }

  write(op: JournalOp, undo: Undo[]): Promise<void> {
    this.sinceSnapshot.push(op);
    return this.journal.add(op, undo);
  }

  flush(): Promise<void> {
    // Again while anything is in flight: a flush that lands can start a compaction (afterWrite),
    // which close() must wait for before it returns and frees the folder.
    return Promise.all([this.journal.drained(), this.compacting]).then(() =>
      this.journal.busy || this.compacting ? this.flush() : undefined,
    );
  }

  /** Folds the journals into the snapshot, waits for it, stops. */
  async close(): Promise<void> {
    await this.flush().catch(() => undefined);
    clearTimeout(this.quiet);
    if (this.journalBytes > 0 || this.oldGenerations.length > 0 || this.rewrite)
      await this.compact();
    this.closed = true;
    await this.journal.discardUnused();
  }

  /** The disk refused a batch: memory goes back to what disk has (journal.ts). */
  private lost(ops: JournalOp[], undo: Undo[], cause: unknown): StoreError {
    for (const op of ops) this.lostOps.add(op);
    this.sinceSnapshot = this.sinceSnapshot.filter((op) => !this.lostOps.has(op));
    this.collection.rollBack(undo);
    return new StoreError(
      'store_write_failed',
      this.file,
      `The store could not write ${this.collection.name} (${describeWriteError(cause)}); nothing was changed`,
    );
  }

  private afterWrite(): void {
    const limit = Math.max(this.snapshotBytes, MIN_JOURNAL_BYTES);
    if (this.journalBytes >= limit) {
      void this.compact();
    } else {
      this.journal.prepareNext(this.journalBytes, limit);
      this.scheduleQuietCompaction();
    }
  }

  private scheduleQuietCompaction(): void {
    clearTimeout(this.quiet);
    this.quiet = setTimeout(() => {
      if (this.snapshotBytes < QUIET_COMPACTION_LIMIT || this.journalBytes > this.snapshotBytes / 4)
        void this.compact();
    }, QUIET_MS);
    this.quiet.unref();
  }

  /**
   * A large hand-written snapshot that passed its check is rewritten in our one-record-per-line
   * layout at the next compaction, at the latest on close (not on a timer: a start already busy
   * checking 20,000 records should not also rewrite them before its first answer); later starts
   * then read it without parsing every record.
   */
  rewriteOnClose(): void {
    if (this.collection.linePerRecord) this.rewrite = true;
  }

  /** Rewrites the snapshot from memory and deletes the journals it now holds. */
  compact(): Promise<void> {
    if (this.compacting) return this.compacting.then(() => this.compact());
    if (this.refused || this.closed) return Promise.resolve();
    this.checkForHandEdit();
    if (this.refused) return Promise.resolve();
    clearTimeout(this.quiet);
    this.rewrite = false;
    const text = this.collection.toSnapshot();
    const folded = this.sinceSnapshot;
    const foldedBytes = this.journalBytes;
    const generations = [...this.oldGenerations, this.journal.generation];
    this.oldGenerations.length = 0;
    this.sinceSnapshot = [];
    this.journalBytes = 0;
    // What the snapshot holds goes to the journals it folds; later writes to the next one.
    this.journal.sendPending();
    this.journal.nextGeneration();
    const failures = this.journal.failures;
    this.compacting = this.journal
      .drained()
      .then(() => {
        // A batch the snapshot holds failed and was undone: the journals hold the truth.
        if (this.journal.failures !== failures) throw new Error('a folded write failed');
        return writeFileDurably(this.dir, `${this.collection.name}.json`, text);
      })
      .then(
        async () => {
          this.identity = identityOf(this.file);
          this.snapshotBytes = text.length;
          this.events.compacted(this.collection.name, text, this.identity);
          for (const generation of generations) {
            const journal = journalFile(this.dir, this.collection.name, generation);
            await closeJournal(journal);
            // Awaited: close() must not return (and free the store's lock) while a folded
            // journal still lies in the folder for the next server to list and then miss.
            await rm(journal, { force: true }).catch(() => undefined);
          }
        },
        () => {
          // The journals still hold everything; try again after the next write.
          this.oldGenerations.unshift(...generations);
          this.sinceSnapshot = folded
            .filter((op) => !this.lostOps.has(op))
            .concat(this.sinceSnapshot);
          this.journalBytes += foldedBytes;
        },
      )
      .finally(() => {
        this.compacting = undefined;
      });
    return this.compacting;
  }

  /** Loads the edited snapshot with the journal replayed on top; false if it was refused. */
  private reload(identity: FileIdentity): boolean {
    let next: Map<string, unknown>;
    try {
      next =
        identity === undefined
          ? new Map()
          : parseSnapshot(this.file, readFileSync(this.file, 'utf8'));
      for (const op of this.sinceSnapshot) applyOp(op, next);
      this.collection.replaceAll(next as Map<string, T>, false);
    } catch (error) {
      const refused =
        error instanceof StoreError
          ? error
          : new StoreError(
              'store_file_corrupt',
              this.file,
              `Cannot read ${this.file}: ${(error as Error).message}`,
            );
      this.refused = { identity, error: refused };
      this.events.reloaded(this.collection.name, this.file, refused);
      return false;
    }
    this.refused = undefined;
    this.identity = identity;
    this.events.reloaded(this.collection.name, this.file);
    return true;
  }

  private conflict(error: StoreError): StoreError {
    return new StoreError(
      'store_conflict',
      error.path,
      `${error.message}. Writes to ${this.collection.name} wait until the file is fixed; the server keeps the last good version`,
    );
  }
}
