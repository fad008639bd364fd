// `npm run build`'s step after the demo pictures (issue #35): an embedded database with Angle's
// tables and nothing in them, in dist/empty-db (or the folder given). The demo's first start
// copies it into its new data folder before seeding (scripts/start.mjs) instead of creating one:
// PGlite's initdb and the migrations were about 4 s of CPU of the 8 s a first start may take.
// The seed still runs at the first start (its dates are that day's); the server migrates on
// open as always, so a copy from an older build only has fewer migrations applied.
//   node dist/server/empty-db-cli.js [folder]
import fs from 'node:fs';
import path from 'node:path';
import { createDb } from './client';
import { migrateDb } from './migrate';

const folder = path.resolve(process.argv[2] ?? 'dist/empty-db');
const started = Date.now();
fs.rmSync(folder, { recursive: true, force: true });
const database = await createDb({ dataDir: folder });
try {
  await migrateDb(database);
} finally {
  await database.close();
}
// The lock belongs to the process that opens a copy, not to this one.
fs.rmSync(path.join(folder, 'angle.lock'), { force: true });
console.log(
  `An empty database in ${path.relative(process.cwd(), folder) || '.'} (${Date.now() - started} ms).`,
);
