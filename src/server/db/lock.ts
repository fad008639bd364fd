// PGlite takes no lock of its own, and two processes on one data folder corrupt it: Angle does.
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `${dataDir}/angle.lock` for this process; returns the function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  // The message names the absolute folder: a relative DATA_DIR says little in a log.
  const dataDir = path.resolve(dir);
  const lockPath = path.join(dataDir, 'angle.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `Another Angle server (pid ${holder}) is already using the data directory ${dataDir}.\n` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      if (holder === process.pid) {
        throw new DatabaseLockedError(
          `The data directory ${dataDir} is already open in this process.`,
        );
      }
      // A stale lock from a process that died without cleaning up.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the data directory ${dataDir}.`);
}
