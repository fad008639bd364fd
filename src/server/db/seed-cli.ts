// `npm run db:seed`: (re)seeds the demo catalogue. Refuses a DATABASE_URL unless given --force.
// `npm start` runs it (built) before the server on the demo's first start (scripts/start.mjs).
import { loadConfig } from '../config';
import { createDb } from './client';
import { DataDirError, DatabaseLockedError, EXIT_DATA_DIR } from './lock';
import { migrateDb } from './migrate';
import { seedDemoCatalog } from './seed';

const config = loadConfig();
if (config.databaseUrl && !process.argv.includes('--force')) {
  console.error(
    'DATABASE_URL is set: seeding would add demo vendors and products to that database.\n' +
      'Run "npm run db:seed -- --force" if that is really what you want.',
  );
  process.exit(1);
}

try {
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDb(database);
    await seedDemoCatalog(database, config);
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof DatabaseLockedError) {
    console.error(`${err.message}\nStop the server before seeding.`);
    process.exit(1);
  }
  if (err instanceof DataDirError) {
    console.error(err.message);
    process.exit(EXIT_DATA_DIR);
  }
  throw err;
}
