// A real Angle server process for the durability tests: started as `npm start` runs it, called
// over HTTP, stopped with SIGTERM or killed with SIGKILL (kill -9).
import { type ChildProcess, spawn } from 'node:child_process';
import { builtEntry } from '../built-server';
import { freePort } from '../free-port';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

export interface ServerEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DEMO_ACCOUNTS?: 'true' | 'false';
}

export async function startServer(env: ServerEnv, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtEntry('main')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: `${env.DATA_DIR}/no-web`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exited };
  const until = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!out.includes('Angle is running')) {
    if (gone) throw new Error(`the server stopped while starting:\n${out}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return server;
}

/** kill -9: no shutdown hook runs, nothing is flushed or closed by the process itself. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** A JSON call to the running server with a session cookie. */
export async function api(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: () => unknown; headers: Headers }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    json: () => (text ? (JSON.parse(text) as unknown) : null),
  };
}

export async function signInOver(
  server: ServerProcess,
  portal: 'customer' | 'admin',
  email: string,
  password: string,
): Promise<string> {
  const path = portal === 'admin' ? '/api/auth/admin/login' : '/api/auth/login';
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in at ${path}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  return cookie!.split(';')[0]!;
}
