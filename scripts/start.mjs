// `npm start`: builds the web app and its server renderer (`npm run build`) when dist/web or
// dist/server-render is missing or older than the sources, and the server (dist/server) when it
// is older than its sources, then serves the built JavaScript: no TypeScript is compiled at run
// time (decision 032; `npm run dev` keeps tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_SOURCES, buildServer } from './build-server.mjs';
import { assertNodeFloor } from './node-floor.mjs';

assertNodeFloor(new URL('../package.json', import.meta.url));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/server-render/entry-server.js');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const builtAt = Math.min(
  ...[builtIndex, builtRenderer].map((file) =>
    fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0,
  ),
);
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  // A production build whatever NODE_ENV this shell has: under NODE_ENV=development Vite builds
  // React's development JSX (jsxDEV), which a server started in production cannot load.
  const build = (args) =>
    spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  let result = build([]);
  if (result.status === 0) result = build(['--ssr', 'entry-server.tsx']);
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

const builtServer = path.join(root, 'dist/server/main.js');
const serverBuiltAt = fs.existsSync(builtServer) ? fs.statSync(builtServer).mtimeMs : 0;
if (serverBuiltAt < Math.max(...SERVER_SOURCES.map(newestMtime))) {
  console.log(
    serverBuiltAt ? 'Server sources changed: rebuilding the server…' : 'Building the server…',
  );
  await buildServer();
}

process.chdir(root);
// The demo's first start seeds its embedded database in a process of its own (the server would
// do it too): seeding grows the process's memory, PGlite's WebAssembly memory never shrinks, and
// the server that follows opens the seeded database without carrying any of it (issue #35: 430
// MB of resident memory after a first start that seeded in the server, 350 after a restart).
const dataDir = path.resolve(process.env.DATA_DIR || 'data');
const demoFirstStart =
  !process.env.DATABASE_URL &&
  process.env.NODE_ENV !== 'production' &&
  !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
if (demoFirstStart) {
  copyEmptyDatabase(dataDir);
  const seed = path.join(root, 'dist/server/seed-cli.js');
  const seeded = spawnSync(process.execPath, ['--enable-source-maps', seed], { stdio: 'inherit' });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
/**
 * `npm run build` leaves an embedded database with the tables and no rows in dist/empty-db
 * (db/empty-db-cli.ts): copied into the new data folder, the seed skips PGlite's initdb and the
 * migrations, about 4 s (issue #35). Not when a migration is newer than the copy (one edited
 * since the build would not be applied again), nor when the folder cannot be written: the seed
 * then creates the database itself and says what is wrong.
 */
function copyEmptyDatabase(into) {
  const emptyDb = path.join(root, 'dist/empty-db');
  const version = path.join(emptyDb, 'PG_VERSION');
  if (!fs.existsSync(version)) return;
  if (fs.statSync(version).mtimeMs < newestMtime('src/server/db/migrations')) return;
  try {
    fs.cpSync(emptyDb, into, { recursive: true });
  } catch {
    // the seed reports it
  }
}

// Stack traces name the TypeScript sources (the build writes linked source maps).
process.setSourceMapsEnabled(true);
await import(builtServer);
