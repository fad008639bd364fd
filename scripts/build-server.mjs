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
  'empty-db-cli': 'src/server/db/empty-db-cli.ts',
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

/**
 * Packages are bundled into the server (decision 035): loaded one file at a time from
 * node_modules, Node read and compiled each CommonJS file twice (its module-format check) and
 * a restart spent ~1 s loading modules (issue #35). These stay in node_modules:
 * - they find files beside their own code (`__dirname`, `import.meta.url`): PGlite's
 *   WebAssembly, pdfkit's fonts, pino's worker threads, Swagger UI's pages, ioredis's stack
 *   trimming, @fastify/swagger's package.json;
 * - native addons or optional platform packages: sharp, fs-ext, pg-native, fsevents;
 * - they `import()` a CommonJS module by name, which a bundle answers with only its default
 *   export (assertNoCommonJsImports below finds them): @fastify/cookie, pdf-lib;
 * - tools: tsx.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pdfkit',
  'pino',
  'pino-*',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'ioredis',
  'sharp',
  'fs-ext',
  'pg-native',
  'fsevents',
  '@fastify/cookie',
  'pdf-lib',
  'bwip-js',
  'bwip-js/*',
  'tsx',
];

/** Bundled CommonJS code calls `require` for Node's own modules: an ES module has none. */
const BANNER =
  "import { createRequire as __angleRequire } from 'node:module'; const require = __angleRequire(import.meta.url);";

/**
 * A bundled `import('some-commonjs-package')` resolves to a chunk that exports only `default`,
 * where Node would also give the package's named exports: the code then finds `undefined`
 * where a function was (@fastify/cookie's `parseCookie`). Such a package must stay external.
 */
function assertNoCommonJsImports(outdir) {
  const files = fs.readdirSync(outdir).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const code = fs.readFileSync(path.join(outdir, file), 'utf8');
    for (const [, chunk] of code.matchAll(/\bimport\("\.\/(chunk-[A-Z0-9]+\.js)"\)/g)) {
      const target = fs.readFileSync(path.join(outdir, chunk), 'utf8');
      if (!/^export default require_\w+\(\);$/m.test(target)) continue;
      const source = target.match(/^\/\/ (node_modules\/\S+)/m)?.[1] ?? chunk;
      throw new Error(
        `${file} imports CommonJS code dynamically (${source}): add its package to EXTERNAL in scripts/build-server.mjs.`,
      );
    }
  }
}

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
    external: EXTERNAL,
    banner: { js: BANNER },
    sourcemap: 'linked',
    sourcesContent: false,
    // Without comments and indentation: V8 keeps every module's source text for as long as the
    // process runs, and a comment's dash or arrow made main.js's 4.8 MB two bytes a character
    // (9.7 MB of heap). Names stay, and stack traces map to the sources (issue #35: 12 MB less
    // heap at 100k products).
    minifyWhitespace: true,
    logLevel: 'warning',
  });
  // esbuild has printed them; like the web build (vite.config.ts), the build fails on one.
  if (warnings.length > 0)
    throw new Error(`The server build printed ${warnings.length} warning(s).`);
  assertNoCommonJsImports(outdir);
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
