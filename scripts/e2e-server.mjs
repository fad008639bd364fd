// Starts the built app for the end-to-end suite on a fresh, temporary embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (!fs.existsSync('dist/web/index.html')) {
  console.error('dist/web is missing: run "npm run build" first (npm run test:e2e does).');
  process.exit(1);
}
const dataDir = path.join(root, '.tmp', `e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
// Reuse the seeded images the unit suite rendered, when there are any.
const renderedUploads = path.join(root, '.tmp/test-data/uploads');
if (fs.existsSync(renderedUploads))
  fs.cpSync(renderedUploads, path.join(dataDir, 'uploads'), { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
