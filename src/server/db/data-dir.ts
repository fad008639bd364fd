// Whether the data folder (the embedded database, uploaded images) can be written: checked at
// start, so an unwritable DATA_DIR stops the server with one clear line, and by /api/health,
// so a full or read-only disk turns the health check red instead of failing every write.
import fs from 'node:fs';
import path from 'node:path';
import { DataDirError, fsReason, isFsError } from './lock';

const PROBE_NAME = '.angle-write-probe';
/** One page: enough for a full disk to refuse it, small enough to write on every check. */
const PROBE = Buffer.alloc(4096, 0x61);

/**
 * Creates the folder when missing, then writes, flushes and removes a small file in it.
 * Throws DataDirError naming the folder and the reason.
 */
export function assertDataDirWritable(dir: string): void {
  const dataDir = path.resolve(dir);
  const probe = path.join(dataDir, PROBE_NAME);
  let fd: number | undefined;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fd = fs.openSync(probe, 'w');
    fs.writeSync(fd, PROBE);
    fs.fsyncSync(fd);
  } catch (err) {
    if (!isFsError(err)) throw err;
    throw new DataDirError(`The data directory ${dataDir} cannot be written: ${fsReason(err)}.`);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
    removeQuietly(probe);
  }
}

function removeQuietly(file: string) {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    // A read-only folder cannot hold the probe either: the error above says why.
  }
}
