/**
 * One dev server per store folder: two processes appending journals and compacting the same
 * files would each serve a state the other does not see. `openStore` takes `<dir>/.lock`
 * (holding the owner's pid) or refuses to start naming the owner. The lock is freed on close
 * and on exit; after a kill -9 the file stays, but its pid is dead, so the next start takes it.
 *
 * Taking the lock is also the start-up write probe: a folder that cannot be written (EACCES,
 * EROFS, ENOSPC) fails here, before the server listens, with one clear line.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StoreError } from './store-error.js';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
};

export function describeWriteError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code ? `${code}, ${REASONS[code] ?? (error as Error).message}` : String(error);
}

/** Locks this process holds, freed on exit (one exit listener for all of them). */
const held = new Set<() => void>();
let exitHook = false;

/** Takes the folder's lock; returns the function that frees it. */
export function lockStore(dir: string): () => void {
  const file = join(dir, '.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw notWritable(dir, error);
      const owner = readOwner(file);
      // A lock left by this process (a store reopened without close, as tests do) or by a
      // process that no longer runs (kill -9) is stale.
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw new StoreError(
          'store_locked',
          dir,
          `Store folder ${dir} is in use by another screenkit process (pid ${owner}); stop it or pick another folder with --store`,
        );
      }
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed it first; try again.
      }
      continue;
    }
    try {
      // No fsync: after a power loss no process holds the lock anyway. The write itself is the
      // probe: a full disk refuses it here (space is reserved when written, not when synced).
      writeSync(fd, `${process.pid}\n`);
    } catch (error) {
      closeSync(fd);
      safeUnlink(file);
      throw notWritable(dir, error);
    }
    closeSync(fd);
    const release = () => {
      held.delete(release);
      if (readOwner(file) === process.pid) safeUnlink(file);
    };
    if (held.size === 0 && !exitHook) {
      exitHook = true;
      process.on('exit', () => {
        for (const free of held) free();
      });
    }
    held.add(release);
    return release;
  }
  throw new StoreError('store_locked', dir, `Could not take the lock of store folder ${dir}`);
}

function notWritable(dir: string, error: unknown): StoreError {
  return new StoreError(
    'store_not_writable',
    dir,
    `Store folder ${dir} cannot be written (${describeWriteError(error)}); fix its permissions or free space, or pick another folder with --store`,
  );
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function safeUnlink(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
