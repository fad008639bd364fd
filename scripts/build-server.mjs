// Compiles the server and its command-line tools into plain JavaScript (dist/server by default),
// so `npm start` and the tests that start a real server run built code instead of compiling
// TypeScript at run time with tsx (issue #35, decision 032). Packages stay in node_modules;
// what the code reads beside itself (migrations, invoice fonts, the PIN table) is copied along.
//   node scripts/build-server.mjs [--outdir <dir>]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Entry points by output name: the server and the tools the README and package.json name. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'seed-cli': 'src/server/db/seed-cli.ts',
  'backup-cli': 'src/server/db/backup-cli.ts',
  'create-admin-cli': 'src/server/modules/auth/create-admin-cli.ts',
  'move-cli': 'src/server/modules/media/move-cli.ts',
  'demo-art-cli': 'src/server/db/demo-art-cli.ts',
};

/** Files the code finds through `import.meta.url`: with one flat output folder, every module's
 * URL is that folder, so they are copied into it. */
const BESIDE = [
  ['src/server/db/migrations', 'migrations'],
  ['src/server/modules/tax-invoices/fonts', 'fonts'],
  ['src/server/modules/pincodes/pincodes.json', 'pincodes.json'],
];

/** Sources whose change makes a build stale (scripts/start.mjs compares their times). */
export const SERVER_SOURCES = ['src/server', 'src/domain', 'package-lock.json'];

export async function buildServer(outdir = path.join(root, 'dist/server')) {
  fs.rmSync(outdir, { recursive: true, force: true });
  const { warnings } = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild has printed them; like the web build (vite.config.ts), the build fails on one.
  if (warnings.length > 0)
    throw new Error(`The server build printed ${warnings.length} warning(s).`);
  for (const [from, to] of BESIDE) {
    fs.cpSync(path.join(root, from), path.join(outdir, to), { recursive: true });
  }
  return outdir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
  const started = Date.now();
  const built = await buildServer(outdir);
  console.log(`Server built into ${path.relative(root, built)} in ${Date.now() - started} ms`);
}
