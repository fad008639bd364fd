// `npm run media:move`: copies DATA_DIR/uploads into the database media store (move.ts). Run it
// once on the server that has the files, before starting instances with MEDIA_STORE=database
// (the default with DATABASE_URL); running it again copies only what is new.
import { ConfigError, loadConfig } from '../../config';
import { createDb } from '../../db/client';
import { DataDirError, DatabaseLockedError } from '../../db/lock';
import { migrateDb } from '../../db/migrate';
import { databaseMediaStore } from './media-store';
import { describeMove, moveFolderToStore } from './move';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDb(database);
    console.log(
      `Copying ${config.uploadsDir} into the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`,
    );
    const summary = await moveFolderToStore(config.uploadsDir, databaseMediaStore(database), (l) =>
      console.log(l),
    );
    console.log(describeMove(summary, config.uploadsDir));
    if (config.mediaStore === 'folder') {
      console.log(
        'MEDIA_STORE is folder: the server keeps serving images from the folder until it is set to database.',
      );
    } else {
      console.log(
        'The server serves images from the database; the folder can be archived once this is checked.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirError) fail(err.message);
  if (err instanceof DatabaseLockedError) {
    fail(`${err.message}\nStop the server first (the embedded database allows one process).`);
  }
  console.error(err);
  process.exit(1);
});
