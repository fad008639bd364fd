// The server as `npm start` runs it: a real process on an embedded database in its own DATA_DIR.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

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

function startServer(port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
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

async function waitFor(check: () => boolean, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
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

    const second = startServer(0);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /Another Angle server \(pid \d+\) is already using the data directory/,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'angle.lock'))).toBe(false);

    const again = startServer(0);
    await waitFor(() => again.output().includes('Angle is running'), 'the restarted server');
    expect(again.output()).not.toContain('seeding');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
