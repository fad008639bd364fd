import { build } from 'esbuild';
import fs from 'node:fs';
const root = '/work/main';
const outdir = '/work/main/dist/server-b';
fs.rmSync(outdir, { recursive: true, force: true });
const r = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts' },
  outdir, bundle: true, splitting: true, chunkNames: 'chunk-[hash]', platform: 'node', target: 'node20', format: 'esm',
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp', 'pdfkit', 'fs-ext', 'pg-native', 'pino', 'pino-pretty', 'thread-stream', '@fastify/swagger-ui', 'bwip-js', 'tsx', 'fsevents'],
  banner: { js: "import { createRequire as __angleRequire } from 'node:module'; const require = __angleRequire(import.meta.url);" },
  sourcemap: 'linked', logLevel: 'warning', metafile: true,
});
console.log('warnings', r.warnings.length);
for (const [from, to] of [['src/server/db/migrations', 'migrations'], ['src/server/modules/tax-invoices/fonts', 'fonts'], ['src/server/modules/pincodes/pincodes.json', 'pincodes.json']]) fs.cpSync(`${root}/${from}`, `${outdir}/${to}`, { recursive: true });
