// Two Angle instances on one PostgreSQL and one Redis behind HAProxy (issue #22), as real
// processes on this machine: `npm run cluster` starts it for a developer to look at, and
// `npm run test:cluster` (cluster.cluster.ts) runs its checks against it. Each instance has a
// data folder of its own, so nothing can pass between them through the disk by accident: images
// are shared through the database (MEDIA_STORE defaults to it on PostgreSQL).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Database } from '../../db/client';
import { migrateDb } from '../../db/migrate';
import { seedCatalog, seedDemoAccounts, type DemoLogin } from '../../db/seed';
import { databaseMediaStore } from '../../modules/media/media-store';
import { builtEntry } from '../built-server';
import { freePort } from '../free-port';

export interface Instance {
  name: string;
  url: string;
  port: number;
  /** Its Prometheus metrics (METRICS_PORT), never reached through the proxy. */
  metricsUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

export interface Cluster {
  /** Through HAProxy. */
  proxyUrl: string;
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  /** A pool of the test's own on the shared database, for setting up and checking rows. */
  database: Database;
  /** What HAProxy wrote (its warnings say when it took a server out). */
  proxyOutput: () => string;
  logins: DemoLogin[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Ports: proxy first, then one per instance; 0 picks free ones. */
  ports?: number[];
  /** The instances' metrics ports (METRICS_PORT), one per instance; 0 or absent picks free ones. */
  metricsPorts?: number[];
  smtpUrl?: string;
  /** Where PostgreSQL is; a fresh database is made on it. */
  postgresUrl?: string;
  log?: (line: string) => void;
  /** The built web app to serve (`npm run cluster`); the tests need the API only. */
  webDistDir?: string;
  /** Runs on the seeded database before the instances start (store settings, stock). */
  prepare?: (database: Database) => Promise<void>;
  /** More environment for one instance, over the shared one: the fault suite points its
   * DATABASE_URL and REDIS_URL at proxies of its own (faults.cluster.ts). */
  instanceEnv?: (instance: InstanceTargets) => Promise<Record<string, string>>;
  /** HAProxy logs each request to its output (`proxyOutput`) with its `x-test-request` header,
   * how it ended (termination state) and its timings: a failure names what happened to it. */
  proxyRequestLog?: boolean;
}

export interface InstanceTargets {
  index: number;
  databaseUrl: string;
  redisUrl: string;
}

/** HAProxy from Debian's package; installed when missing (CI and the developer's machine). */
export function ensureHaproxy(log: (line: string) => void = console.log): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], {
    encoding: 'utf8',
  });
  const where = found.stdout.trim().split('\n')[0];
  if (found.status === 0 && where) return where;
  log('HAProxy is missing: installing Debian’s package (apt-get install haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0)
      throw new Error('Could not install haproxy: run `apt-get install haproxy`.');
  }
  return '/usr/sbin/haproxy';
}

/** HAProxy's own answers when no instance gives one: problem+json like the app's (a JSON client
 * tells them from a crash), the 503 with Retry-After (issue #34, finding 6). */
export const PROXY_PROBLEMS = {
  502: {
    type: 'https://angle.example/problems/internal',
    title: 'Bad Gateway',
    status: 502,
    detail: 'The store did not answer properly. Please try again.',
  },
  503: {
    type: 'https://angle.example/problems/unavailable',
    title: 'Service Unavailable',
    status: 503,
    detail: 'The store cannot answer right now. Please try again in a few seconds.',
  },
  504: {
    type: 'https://angle.example/problems/internal',
    title: 'Gateway Timeout',
    status: 504,
    detail: 'The store took too long to answer. Please try again.',
  },
} as const;
export const PROXY_RETRY_AFTER_SECONDS = 5;

/** The 503's answer: problem+json (single-quoted JSON, HAProxy takes it as it is), Retry-After. */
const PROXY_503 = `status 503 content-type application/problem+json string '${JSON.stringify(PROXY_PROBLEMS[503])}' hdr Retry-After ${PROXY_RETRY_AFTER_SECONDS}`;
/** An `http-error` line. */
const httpError = (status: 502 | 504) =>
  `  http-error status ${status} content-type application/problem+json string '${JSON.stringify(PROXY_PROBLEMS[status])}'`;

/**
 * The proxy (docs/deploy.md shows the same; issue #34, findings 3 and 6):
 * - round robin; health checks on readiness every second, each given 2 s (`timeout check`), an
 *   instance out after 3 failures in a row and back after 2 passes, so one slow answer under
 *   load does not take a live instance out;
 * - a request sent again on another instance (`retries 2`, `option redispatch`) when it could
 *   not be sent (conn-failure), and, for a request safe to repeat, when the answer was empty,
 *   late or a 503: GET, HEAD, PUT, DELETE, and a POST/PATCH carrying an Idempotency-Key (the
 *   app answers a repeat with the first result). Any other POST/PATCH is sent at most once to
 *   an instance that took it (`disable-l7-retry`): an empty or late answer may hide work done;
 * - its own 502/503/504 as problem+json, the 503 with Retry-After;
 * - a backup server of its own, used only when every instance is out, that answers that 503.
 *   Without it HAProxy 2.6 (Debian's) sometimes closed the connection with no answer at all: a
 *   request retried on a 503 (L7 retry) and redispatched just as the last instance was taken
 *   out found no server and its 503 went out as 0 bytes (13 of 23,519 requests against two
 *   flapping instances; the fault suite's "no answer: UND_ERR_SOCKET" in CI). With the backup
 *   there is always a server.
 */
export function haproxyConfig(
  proxyPort: number,
  instancePorts: number[],
  { requestLog = false } = {},
): string {
  return `global
  maxconn 4096${requestLog ? '\n  log stdout format raw local0' : ''}

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response response-timeout 503${requestLog ? '\n  log global\n  option httplog' : ''}

frontend angle
  bind 127.0.0.1:${proxyPort}${requestLog ? '\n  capture request header x-test-request len 64' : ''}
  http-error ${PROXY_503}
${httpError(502)}
${httpError(504)}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 3 rise 2
  http-request disable-l7-retry if { method POST PATCH } !{ req.hdr(idempotency-key) -m found }
${instancePorts.map((p, i) => `  server ${String.fromCharCode(97 + i)} 127.0.0.1:${p} check`).join('\n')}
  server unavailable abns@angle-unavailable-${proxyPort} backup

frontend unavailable
  bind abns@angle-unavailable-${proxyPort}
  http-request return ${PROXY_503}
`;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  name: string,
  keepChars = 100_000,
) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
    if (out.length > 2 * keepChars) out = out.slice(-keepChars);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out, name };
}

/** Waits until `url` answers 200, `inARow` times running (the wait is for a process to start or
 * settle, not an assertion). */
export async function waitForOk(url: string, what: string, ms = 60_000, inARow = 1) {
  const until = Date.now() + ms;
  let seen = 0;
  for (;;) {
    try {
      seen = (await fetch(url)).status === 200 ? seen + 1 : 0;
      if (seen >= inARow) return;
    } catch {
      // not listening yet
      seen = 0;
    }
    if (Date.now() > until) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForRedis(port: number) {
  for (;;) {
    const socket = net.connect(port, '127.0.0.1');
    const ok = await new Promise<boolean>((resolve) => {
      socket.on('connect', () => resolve(true));
      socket.on('error', () => resolve(false));
    });
    socket.destroy();
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const stops: Array<() => Promise<unknown>> = [];
  const log = options.log ?? (() => {});
  try {
    return await start(options, stops, log);
  } catch (err) {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    throw err;
  }
}

async function start(
  options: ClusterOptions,
  stops: Array<() => Promise<unknown>>,
  log: (line: string) => void,
): Promise<Cluster> {
  const haproxy = ensureHaproxy(log);
  const [proxyPort, ...instancePorts] = await Promise.all(
    (options.ports ?? [0, 0, 0]).map(async (p) => p || (await freePort())),
  );
  const metricsPorts = await Promise.all(
    instancePorts.map(async (_, i) => options.metricsPorts?.[i] || (await freePort())),
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-cluster-'));
  stops.push(async () => fs.rmSync(root, { recursive: true, force: true }));

  // PostgreSQL: a fresh database, migrated and seeded once here (the instances find it ready).
  const adminUrl = options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `angle_cluster_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  stops.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });
  const database = await createDb({ databaseUrl, poolSize: 20 });
  stops.push(() => database.close());
  await migrateDb(database);
  log('seeding the catalogue…');
  await seedCatalog(database.db, { media: databaseMediaStore(database), log: () => {} });
  const logins = await seedDemoAccounts(database.db);
  await options.prepare?.(database);

  // Redis: a server of this cluster's own, so its counters start empty.
  const redisPort = await freePort();
  const redis = run(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
    'redis',
  );
  stops.push(async () => {
    redis.child.kill();
    await redis.exited;
  });
  await waitForRedis(redisPort);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;

  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const authSecret = crypto.randomBytes(32).toString('hex');
  const extraEnv = await Promise.all(
    instancePorts.map(
      (_, index) => options.instanceEnv?.({ index, databaseUrl, redisUrl }) ?? Promise.resolve({}),
    ),
  );
  const instances: Instance[] = instancePorts.map((port, i) => {
    const name = String.fromCharCode(65 + i);
    const dataDir = path.join(root, `instance-${name}`);
    const started = run(
      process.execPath,
      [builtEntry('main')],
      {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        AUTH_SECRET: authSecret,
        PUBLIC_URL: proxyUrl,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
        DEMO_ACCOUNTS: 'false',
        WEB_DIST_DIR: options.webDistDir ?? path.join(root, 'no-web'),
        REGISTRATIONS_PER_15_MINUTES: '100000',
        METRICS_PORT: String(metricsPorts[i]),
        ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
        ...extraEnv[i],
      },
      name,
    );
    const metricsUrl = `http://127.0.0.1:${metricsPorts[i]}/metrics`;
    return { ...started, url: `http://127.0.0.1:${port}`, port, metricsUrl };
  });
  stops.push(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
  });
  await Promise.all(
    instances.map((i) => waitForOk(`${i.url}/api/health/ready`, `instance ${i.name}`)),
  );

  const configFile = path.join(root, 'haproxy.cfg');
  const requestLog = options.proxyRequestLog ?? false;
  fs.writeFileSync(configFile, haproxyConfig(proxyPort!, instancePorts, { requestLog }));
  const proxy = run(
    haproxy,
    ['-f', configFile, '-db'],
    process.env,
    'haproxy',
    requestLog ? 5_000_000 : 100_000,
  );
  stops.push(async () => {
    proxy.child.kill();
    await proxy.exited;
  });
  await waitForOk(`${proxyUrl}/api/health/ready`, 'HAProxy');
  log(`cluster up: ${proxyUrl} → ${instances.map((i) => i.url).join(', ')}`);

  return {
    proxyUrl,
    instances,
    databaseUrl,
    redisUrl,
    database,
    logins,
    proxyOutput: proxy.output,
    async stop() {
      for (const stop of stops.reverse()) await stop().catch((err: unknown) => log(String(err)));
    },
  };
}
