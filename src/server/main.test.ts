// The server as `npm start` runs it: a real process on an embedded database in its own DATA_DIR.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { acquireDataDirLock } from './db/lock';
import { builtEntry } from './test/built-server';
import { freePort } from './test/free-port';
import { TEST_DATABASE_URL, databaseUrlWithName, withAdminClient } from './test/test-env';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-main-'));
// Reuse the images the global setup rendered, so this test does not render them again.
fs.cpSync(path.join(inject('dataDir'), 'uploads'), path.join(dataDir, 'uploads'), {
  recursive: true,
});
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

interface StartOptions {
  /** Runs node under this command line, e.g. in a PID namespace as a container does. */
  wrap?: string[];
  env?: Record<string, string | undefined>;
}

function startServer(port: number, { wrap = [], env = {} }: StartOptions = {}): Started {
  const node = [process.execPath, builtEntry('main')];
  const [command, ...args] = [...wrap, ...node];
  const child = spawn(command!, args, {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(check: () => boolean, what: string, ms = 150_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('seeds on first start, refuses a second server on the same DATA_DIR, keeps data across restarts', async () => {
    const first = startServer(0);
    await waitFor(() => first.output().includes('Angle is running'), 'the first server');
    expect(first.output()).toContain('First start: seeding the demo catalogue');
    expect(fs.existsSync(path.join(dataDir, 'angle.lock'))).toBe(true);
    // Development listens on this machine only, so no warning about the demo passwords.
    expect(first.output()).toContain('admin@angle.example');
    expect(first.output()).not.toContain('WARNING');

    const second = startServer(0);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /Another Angle server \(pid \d+\) is already using the data directory/,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Several workers are for PostgreSQL: the embedded database says it stays one process.
    const again = startServer(0, { env: { WEB_CONCURRENCY: '2' } });
    await waitFor(() => again.output().includes('Angle is running'), 'the restarted server');
    expect(again.output()).not.toContain('seeding');
    expect(again.output()).toContain(
      'WEB_CONCURRENCY=2: the embedded PGlite database lives inside one process, so Angle runs as one.',
    );
    expect(again.output().match(/Angle is running/g)).toHaveLength(1);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});

/** The pid (seen from here) of the one process `unshare --fork` started. */
function forkedChildOf(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return Number(children.split(' ')[0]);
}

// The server's lock is flock(2) (src/server/db/lock.ts): it goes with the process, however the
// process goes. A pid-file lock went stale here: node is pid 1 in every container start.
describe('npm start as a container runs it (node is pid 1 in its own PID namespace)', () => {
  const container = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
  const canUnshare = spawnSync(container[0]!, [...container.slice(1), 'true']).status === 0;

  it.runIf(canUnshare)(
    'restarts after kill -9, and after the lock file names some other live process',
    async () => {
      const env = { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:1' };
      const first = startServer(0, { wrap: container, env });
      await waitFor(() => first.output().includes('Angle is running'), 'the server as pid 1');
      expect(fs.readFileSync(path.join(dataDir, 'angle.lock'), 'utf8')).toBe('1');
      process.kill(forkedChildOf(first.child.pid!), 'SIGKILL');
      await first.exited;

      // The lock file still says pid 1, and the restarted node is pid 1 again.
      const again = startServer(0, { wrap: container, env });
      await waitFor(() => again.output().includes('Angle is running'), 'the restart after kill -9');
      // It holds the folder, seen from outside its namespace too.
      expect(() => acquireDataDirLock(dataDir)).toThrow(/Another Angle server \(pid 1\)/);
      process.kill(forkedChildOf(again.child.pid!), 'SIGKILL');
      await again.exited;

      // A lock file naming a live process that holds no lock: this test's own pid.
      fs.writeFileSync(path.join(dataDir, 'angle.lock'), String(process.pid));
      // On every interface, with the demo's published passwords: a warning says so.
      const third = startServer(0, { wrap: container, env: { ...env, HOST: '0.0.0.0' } });
      await waitFor(() => third.output().includes('Angle is running'), 'the start over a live pid');
      await waitFor(() => third.output().includes('DEMO_ACCOUNTS=false'), 'the demo warning');
      expect(third.output()).toContain('WARNING: the demo sign-ins above');
      // unshare ignores SIGTERM; node, as pid 1 with a handler, shuts down cleanly on its own.
      process.kill(forkedChildOf(third.child.pid!), 'SIGTERM');
      expect(await third.exited).toBe(0);
    },
    240_000,
  );
});

describe('REDIS_URL set', () => {
  it('stops with one line naming REDIS_URL when Redis does not answer at start', async () => {
    const started = startServer(0, { env: { REDIS_URL: 'redis://:secret@127.0.0.1:1' } });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(
      /REDIS_URL: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1\/? does not answer \(.*ECONNREFUSED/,
    );
    expect(started.output()).not.toContain('secret');
    expect(started.output()).not.toMatch(/^\s+at /m);
  }, 60_000);
});

describe.runIf(TEST_DATABASE_URL)('WEB_CONCURRENCY on PostgreSQL', () => {
  it('runs one full instance per worker on one port, and SIGTERM stops them all cleanly', async () => {
    const name = `angle_workers_${process.pid}`;
    await withAdminClient(TEST_DATABASE_URL!, (c) => c.query(`CREATE DATABASE ${name}`));
    try {
      const port = await freePort();
      const started = startServer(port, {
        env: {
          DATABASE_URL: databaseUrlWithName(TEST_DATABASE_URL!, name),
          WEB_CONCURRENCY: '2',
          LOG_LEVEL: 'info',
        },
      });
      // Both workers migrate the fresh database at once: the advisory lock puts them in turn.
      await waitFor(
        () => (started.output().match(/Angle is running/g) ?? []).length === 2,
        'two workers',
      );
      expect(started.output()).toContain('2 worker processes (WEB_CONCURRENCY)');
      const pids = new Set(
        [...started.output().matchAll(/"pid":(\d+)[^\n]*Server listening/g)].map((m) => m[1]),
      );
      expect(pids.size).toBe(2);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      expect(started.output().match(/shut down cleanly/g)).toHaveLength(2);
    } finally {
      await withAdminClient(TEST_DATABASE_URL!, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
  }, 240_000);
});

describe.runIf(TEST_DATABASE_URL)('SIGTERM with a request in flight (issue #34)', () => {
  it('answers readiness 503 on a port still open while the request finishes, then exits 0 within SHUTDOWN_GRACE_SECONDS', async () => {
    const name = `angle_sigterm_${process.pid}`;
    await withAdminClient(TEST_DATABASE_URL!, (c) => c.query(`CREATE DATABASE ${name}`));
    const databaseUrl = databaseUrlWithName(TEST_DATABASE_URL!, name);
    const locker = new pg.Client({ connectionString: databaseUrl });
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const started = startServer(port, {
        env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '8' },
      });
      await waitFor(() => started.output().includes('Angle is running'), 'the server');
      // A catalogue read held in flight: the test holds the products table locked. The home
      // page's shelves are read by SQL (listings are answered by the catalogue index).
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      let answered = false;
      const inFlight = fetch(`${base}/api/store/home`).then((res) => {
        answered = true;
        return res.status;
      });
      await waitUntil(async () => {
        const { rows } = await locker.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
          [name],
        );
        return rows.length > 0;
      }, 'the request to wait on the lock');

      const signalled = Date.now();
      started.child.kill('SIGTERM');
      // Past the notice a proxy gets (2 s): still listening, readiness 503, other requests served.
      await new Promise((r) => setTimeout(r, 2_500));
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(((await ready.json()) as { detail: string }).detail).toBe(
        'This instance is shutting down.',
      );
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      expect(answered).toBe(false);

      await locker.query('COMMIT');
      expect(await inFlight).toBe(200);
      expect(await started.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(started.output()).toContain('shut down cleanly');
      expect(started.output()).not.toContain('shutdown took too long');
    } finally {
      await locker.end().catch(() => {});
      await withAdminClient(TEST_DATABASE_URL!, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
  }, 240_000);
});

describe('a data folder the server cannot use', () => {
  it('stops with one line that says why and exit code 73, not a stack trace', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(file, '');
    const started = startServer(0, { env: { DATA_DIR: path.join(file, 'data') } });
    expect(await started.exited).toBe(73);
    expect(started.output().trim()).toBe(
      `The data directory ${path.join(file, 'data')} cannot be written: a part of the path is a file, not a folder.`,
    );
  }, 60_000);

  it.runIf(spawnSync('unshare', ['--mount', 'true']).status === 0)(
    'says so for a read-only one too',
    async () => {
      const readOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-ro-'));
      const wrap = ['unshare', '--mount', 'sh', '-c', `mount --bind -o ro "$0" "$0" && exec "$@"`];
      const started = startServer(0, { wrap: [...wrap, readOnly], env: { DATA_DIR: readOnly } });
      expect(await started.exited).toBe(73);
      expect(started.output().trim()).toBe(
        `The data directory ${readOnly} cannot be written: the file system is read-only.`,
      );
      fs.rmSync(readOnly, { recursive: true, force: true });
    },
    60_000,
  );
});
