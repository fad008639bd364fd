// PGlite takes no lock of its own, and two processes on one data folder corrupt it: Angle does.
// The lock is the kernel's flock(2) on `DATA_DIR/angle.lock`, held through an open descriptor:
// it ends with the process however the process ends (kill -9, a container's PID 1 dying), so
// it can never go stale, and nothing depends on process ids, which a container or a reboot
// hands out again (issue #16). The pid written into the file only names the holder in messages.
import fs from 'node:fs';
import path from 'node:path';
import { flockSync } from 'fs-ext';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

/** The exit code of a process stopped by an unusable data folder (sysexits' EX_CANTCREAT). */
export const EXIT_DATA_DIR = 73;

/** The data folder cannot be created or written (permissions, read-only or full disk). */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const FS_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  ENOENT: 'a part of the path does not exist',
  EIO: 'the disk reports an input/output error',
};

/** A one-line reason for a file-system error code, for messages people read. */
export function fsReason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return (code && FS_REASONS[code]) ?? (err instanceof Error ? err.message : String(err));
}

export function isFsError(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && code in FS_REASONS;
}

/** Folders this process holds: a second open here is this process's own mistake. */
const heldHere = new Set<string>();

function readHolder(fd: number): number | null {
  const buffer = Buffer.alloc(32);
  const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
  const pid = Number.parseInt(buffer.subarray(0, length).toString('utf8'), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function openLockFile(dataDir: string, lockPath: string): number {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // Not O_TRUNC: the holder's pid must still be readable when the lock is refused.
    return fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  } catch (err) {
    if (!isFsError(err)) throw err;
    throw new DataDirError(`The data directory ${dataDir} cannot be used: ${fsReason(err)}.`);
  }
}

/** Takes `${dataDir}/angle.lock` for this process; returns the function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  // The message names the absolute folder: a relative DATA_DIR says little in a log.
  const dataDir = path.resolve(dir);
  const lockPath = path.join(dataDir, 'angle.lock');
  if (heldHere.has(dataDir)) {
    throw new DatabaseLockedError(`The data directory ${dataDir} is already open in this process.`);
  }
  const fd = openLockFile(dataDir, lockPath);
  try {
    flockSync(fd, 'exnb');
  } catch (err) {
    const holder = readHolder(fd);
    fs.closeSync(fd);
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') throw err;
    throw new DatabaseLockedError(
      `Another Angle server${holder ? ` (pid ${holder})` : ''} is already using the data directory ${dataDir}.\n` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
  try {
    fs.ftruncateSync(fd);
    fs.writeSync(fd, String(process.pid), 0);
  } catch (err) {
    fs.closeSync(fd);
    if (!isFsError(err)) throw err;
    throw new DataDirError(`The data directory ${dataDir} cannot be written: ${fsReason(err)}.`);
  }
  heldHere.add(dataDir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(dataDir);
    // The file stays: removing it would let a process that opened it just before lock a file
    // that is no longer the one at the path. Closing the descriptor is what frees the lock.
    fs.closeSync(fd);
  };
}
