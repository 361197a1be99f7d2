/**
 * One collection's journal as the main thread sees it: mutations are gathered into a batch per
 * turn of the event loop and the batch is handed to the journal thread then, without waiting
 * for the batch before it (journal-writer.ts groups what queues up into one fdatasync and keeps
 * the order). A batch's promises resolve once it is durable, in the order batches were made.
 *
 * When a batch fails, it and every batch made after it (already sent, or not) are undone in
 * memory, newest first, and rejected: a later batch was computed on top of the failed one, and
 * the journal thread refuses to land it. Memory then holds exactly what disk holds.
 *
 * Journals grow by generations (`<name>.<generation>.jsonl`, see disk-format.ts); a compaction
 * moves writes to the next one. Under sustained writes the next generation's file is prepared
 * in advance as zeros (see journal-writer.ts for why), so its lines overwrite synced blocks.
 */
import { rm } from 'node:fs/promises';
import type { Undo } from './collection.js';
import { type JournalOp, journalFile } from './disk-format.js';
import { appendDurably, closeJournal, prepareJournal } from './journal-writer.js';

/** A prepared journal holds this much more than the compaction limit, up to MAX_PREPARED. */
const MAX_PREPARED = 4 * 1024 * 1024;

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

class Batch {
  text = '';
  readonly ops: JournalOp[] = [];
  readonly undo: Undo[] = [];
  readonly waiters: Waiter[] = [];
  seq = 0;
  at = 0;
  generation = 0;
  lost = false;
  /** Resolves once the batch landed or was given up (never rejects). */
  readonly settled: Promise<void>;
  settle!: () => void;
  constructor() {
    this.settled = new Promise((resolve) => {
      this.settle = resolve;
    });
  }
}

export interface JournalEvents {
  /** A batch of `chars` characters is durable. */
  landed(chars: number): void;
  /** These ops were undone (`undo`, newest last) and will never be durable. */
  lost(ops: JournalOp[], undo: Undo[], cause: unknown): Error;
}

interface Prepared {
  generation: number;
  /** True once settled; `ok` says whether the file is there. */
  done: boolean;
  ok: boolean;
  ready: Promise<void>;
}

let journals = 0;

export class Journal {
  /** Names this journal's order in the worker (a store reopened in one process starts anew). */
  private readonly chain = `${++journals}`;
  private pending = new Batch();
  private posting = false;
  private readonly inFlight: Batch[] = [];
  /** Batches for a generation whose preparation is still running. */
  private held: Batch[] | undefined;
  private seq = 0;
  /** The batch the next one follows (the last sent and not lost). */
  private lastSent = 0;
  private lastLanded = 0;
  /** Per generation: byte offset of its next line, and whether nothing was sent to it yet. */
  private readonly files = new Map<number, { offset: number; fresh: boolean }>();
  private prepared: Prepared | undefined;
  /** Resolves when the held batches may go (every preparation they wait for settled). */
  private release: Promise<void> | undefined;
  /** Counts failed batches: a compaction that saw one while waiting does not write. */
  failures = 0;

  constructor(
    private readonly dir: string,
    private readonly name: string,
    public generation: number,
    private readonly events: JournalEvents,
  ) {}

  /** Resolves once `op` is durable; rejects (after `undo` was rolled back) if it never will be. */
  add(op: JournalOp, undo: Undo[]): Promise<void> {
    const batch = this.pending;
    batch.text += `${JSON.stringify(op)}\n`;
    batch.ops.push(op);
    batch.undo.push(...undo);
    const done = new Promise<void>((resolve, reject) => batch.waiters.push({ resolve, reject }));
    if (!this.posting) {
      // Once per turn of the event loop: the requests read in one turn travel as one message.
      this.posting = true;
      setImmediate(() => this.post());
    }
    return done;
  }

  /** Whether any batch is not settled yet. */
  get busy(): boolean {
    return this.pending.waiters.length > 0 || this.inFlight.length > 0 || this.held !== undefined;
  }

  /** Resolves once every batch made so far has settled (landed or lost). */
  drained(): Promise<void> {
    const newest =
      this.pending.waiters.length > 0 ? this.pending : (this.held?.at(-1) ?? this.inFlight.at(-1));
    return newest ? newest.settled : Promise.resolve();
  }

  /** Sends what is queued now (a compaction puts it in the generation it folds). */
  sendPending(): void {
    if (this.posting) this.post();
  }

  /** Moves later writes to the next generation. */
  nextGeneration(): void {
    this.files.delete(this.generation - 1);
    this.generation++;
    const prepared = this.prepared;
    // Its zeros are still being written: lines wait, or the two would overwrite each other.
    if (prepared?.generation === this.generation && !prepared.done) this.holdUntil(prepared.ready);
  }

  private holdUntil(ready: Promise<void>): void {
    const held = this.held ?? [];
    this.held = held;
    const release = (this.release ?? Promise.resolve()).then(() => ready);
    this.release = release;
    void release.then(() => {
      if (this.release !== release) return;
      this.held = undefined;
      this.release = undefined;
      for (const batch of held) if (!batch.lost) this.send(batch);
    });
  }

  private file(generation: number): { offset: number; fresh: boolean } {
    let file = this.files.get(generation);
    if (!file) {
      file = { offset: 0, fresh: true };
      this.files.set(generation, file);
    }
    return file;
  }

  /**
   * Prepares the next generation's file (once) when the current one has reached a quarter of
   * `limit`, the size at which a compaction moves writes there.
   */
  prepareNext(bytes: number, limit: number): void {
    const generation = this.generation + 1;
    if (bytes < limit / 4 || (this.prepared?.generation ?? 0) >= generation) return;
    const prepared: Prepared = { generation, done: false, ok: false, ready: Promise.resolve() };
    prepared.ready = prepareJournal(
      this.dir,
      `${this.name}.${generation}.jsonl`,
      Math.min(limit + limit / 4, MAX_PREPARED),
    ).then(
      () => {
        prepared.done = true;
        prepared.ok = true;
      },
      () => {
        prepared.done = true; // appends create the file as usual
      },
    );
    this.prepared = prepared;
  }

  /** Removes a prepared file no line was written to (at close: folding never lists it). */
  async discardUnused(): Promise<void> {
    const prepared = this.prepared;
    if (!prepared) return;
    await prepared.ready;
    // Folded by a compaction (it was current then), or holding lines: not ours to remove.
    if (!prepared.ok || prepared.generation < this.generation) return;
    if (!this.file(prepared.generation).fresh) return;
    const file = journalFile(this.dir, this.name, prepared.generation);
    await closeJournal(file);
    await rm(file, { force: true }).catch(() => undefined);
  }

  private post(): void {
    this.posting = false;
    const batch = this.pending;
    if (batch.waiters.length === 0) return;
    this.pending = new Batch();
    batch.generation = this.generation;
    if (this.held) this.held.push(batch);
    else this.send(batch);
  }

  private send(batch: Batch): void {
    const file = this.file(batch.generation);
    batch.seq = ++this.seq;
    batch.at = file.offset;
    file.offset += Buffer.byteLength(batch.text);
    const prev = this.lastSent;
    this.lastSent = batch.seq;
    const fresh = file.fresh;
    file.fresh = false;
    const prepared = this.prepared?.generation === batch.generation && this.prepared.ok;
    this.inFlight.push(batch);
    appendDurably({
      file: journalFile(this.dir, this.name, batch.generation),
      text: batch.text,
      at: batch.at,
      mode: 0o600,
      chain: this.chain,
      seq: batch.seq,
      prev,
      fresh,
      prepared,
    }).then(
      () => this.landed(batch),
      (error: unknown) => this.failed(batch, error),
    );
  }

  private landed(batch: Batch): void {
    this.inFlight.splice(this.inFlight.indexOf(batch), 1);
    this.lastLanded = batch.seq;
    for (const waiter of batch.waiters) waiter.resolve();
    batch.settle();
    this.events.landed(batch.text.length);
  }

  /** The disk refused `batch`: it and every batch after it are undone and rejected. */
  private failed(batch: Batch, cause: unknown): void {
    const index = this.inFlight.indexOf(batch);
    if (batch.lost || index < 0) return; // given up with an earlier failure
    this.failures++;
    const lost = [...this.inFlight.splice(index), ...(this.held ?? [])];
    if (this.held) this.held.length = 0;
    if (this.pending.waiters.length > 0) lost.push(this.pending);
    this.pending = new Batch();
    this.lastSent = this.lastLanded;
    // Each file's next line goes where its first lost one went (the worker cut it there).
    for (const b of [...lost].reverse()) {
      const file = this.files.get(b.generation);
      if (b.seq > 0 && file) file.offset = b.at;
    }
    const error = this.events.lost(
      lost.flatMap((b) => b.ops),
      lost.flatMap((b) => b.undo),
      cause,
    );
    for (const b of lost) {
      b.lost = true;
      for (const waiter of b.waiters) waiter.reject(error);
      b.settle();
    }
  }
}
