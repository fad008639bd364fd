// The server and its command-line tools as `npm run build` compiles them (scripts/build-server.mjs),
// built once per test process into .tmp: the tests that start a real process run what `npm start`
// runs, and a start costs the imports, not tsx compiling every file again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TMP_ROOT } from './test-env';

export type BuiltEntry =
  'main' | 'seed-cli' | 'backup-cli' | 'create-admin-cli' | 'move-cli' | 'empty-db-cli';

let dir: string | undefined;

/** The built file of an entry (scripts/build-server.mjs, SERVER_ENTRIES), to run with `node`. */
export function builtEntry(name: BuiltEntry): string {
  if (!dir) {
    const outdir = path.join(TMP_ROOT, `server-build-${process.pid}`);
    const result = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`the server build failed: ${result.stderr}`);
    dir = outdir;
    process.once('exit', removeBuiltServer);
  }
  return path.join(dir, `${name}.js`);
}

/** Removes this process's build (an afterAll's clean-up; the next builtEntry builds again). */
export function removeBuiltServer() {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
}
