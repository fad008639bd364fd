// Whether the data folder (the embedded database, uploaded images) can be written: checked at
// start, so an unwritable DATA_DIR stops the server with one clear line, and by /api/health,
// so a full or read-only disk turns the health check red instead of failing every write.
import fs from 'node:fs/promises';
import path from 'node:path';
import { DataDirError, fsReason, isFsError } from './lock';

const PROBE_NAME = '.angle-write-probe';
/** One page: enough for a full disk to refuse it, small enough to write on every check. */
const PROBE = Buffer.alloc(4096, 0x61);

/**
 * Creates the folder when missing, then writes, flushes and removes a small file in it.
 * Rejects with DataDirError naming the folder and the reason.
 */
export async function assertDataDirWritable(dir: string): Promise<void> {
  const dataDir = path.resolve(dir);
  const probe = path.join(dataDir, PROBE_NAME);
  let file: fs.FileHandle | undefined;
  try {
    await fs.mkdir(dataDir, { recursive: true });
    file = await fs.open(probe, 'w');
    await file.write(PROBE);
    await file.sync();
  } catch (err) {
    if (!isFsError(err)) throw err;
    throw new DataDirError(`The data directory ${dataDir} cannot be written: ${fsReason(err)}.`, {
      cause: err,
    });
  } finally {
    await file?.close();
    // A folder that cannot hold the probe cannot lose it either: the error above says why.
    await fs.rm(probe, { force: true }).catch(() => {});
  }
}
