// `npm run db:backup -- [--out FILE]` and `npm run db:restore -- --in FILE [--force]` for the
// database the configuration names (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL).
import path from 'node:path';
import { loadConfig } from '../config';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from './backup';
import { DataDirError, DatabaseLockedError, EXIT_DATA_DIR } from './lock';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const command = process.argv[2];
const config = loadConfig();
const force = process.argv.includes('--force');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

try {
  if (command === 'backup') {
    const out =
      option('--out') ??
      path.resolve('backups', `angle-${stamp}.${config.databaseUrl ? 'pgdump' : 'tar.gz'}`);
    if (config.databaseUrl) backupPostgres(config.databaseUrl, out);
    else await backupPglite(config.dataDir, out);
    console.log(`Backup written to ${out}`);
  } else if (command === 'restore') {
    const input = option('--in');
    if (!input) throw new BackupError('Say which backup to restore: --in FILE.');
    if (config.databaseUrl) {
      restorePostgres(config.databaseUrl, input, { force });
      console.log(`Restored ${input} into the PostgreSQL database.`);
    } else {
      const { keptAt } = await restorePglite(config.dataDir, input, { force });
      console.log(`Restored ${input} into ${config.dataDir}.`);
      if (keptAt) console.log(`The database that was there is kept at ${keptAt}.`);
    }
  } else {
    throw new BackupError('Usage: backup-cli.ts backup [--out FILE] | restore --in FILE [--force]');
  }
} catch (err) {
  if (err instanceof DatabaseLockedError) {
    console.error(
      `${err.message}\nStop the server first: a PGlite backup or restore needs the data directory to itself.`,
    );
    process.exit(1);
  }
  if (err instanceof DataDirError) {
    console.error(err.message);
    process.exit(EXIT_DATA_DIR);
  }
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
