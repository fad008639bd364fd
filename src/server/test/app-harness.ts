// Gives each test file its own app on its own copy of the seeded database (PGlite or PostgreSQL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { PasswordHashing } from '../modules/auth/auth';
import { parseConfig, type Config } from '../config';
import { createDb, type Database } from '../db/client';
import { TEST_DATABASE_URL, databaseUrlWithName, withAdminClient } from './test-env';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's URL (absent on PGlite), for a second app on the same data. */
  databaseUrl?: string;
  config: Config;
  /** Every log line the app wrote, for tests that check what reaches the logs. */
  logs: string[];
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{
  database: Database;
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  const template = inject('pgTemplate');
  if (TEST_DATABASE_URL && template) {
    const name = `${template.replace('angle_tpl_', 'angle_t_')}_${crypto.randomBytes(4).toString('hex')}`;
    await withAdminClient(TEST_DATABASE_URL, (c) =>
      c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
    );
    const databaseUrl = databaseUrlWithName(TEST_DATABASE_URL, name);
    const database = await createDb({ databaseUrl, poolSize: 10 });
    return {
      database,
      databaseUrl,
      drop: async () => {
        await withAdminClient(TEST_DATABASE_URL!, (c) =>
          c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const database = await createDb({ loadDataDir: new Blob([snapshot]) });
  return { database, drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, databaseUrl, drop } = await openTestDatabase();
  return buildTestApp(database, databaseUrl, env, drop);
}

/**
 * A second app instance on the same PostgreSQL database, as behind a load balancer: its own
 * pool, its own in-memory state. Closing it leaves the database to the first app.
 */
export async function createSiblingApp(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('A sibling app needs PostgreSQL (TEST_DATABASE_URL).');
  const database = await createDb({ databaseUrl: first.databaseUrl, poolSize: 10 });
  return buildTestApp(database, first.databaseUrl, env, async () => {});
}

// scrypt is slow on purpose (about 120 ms a check), and the test set-ups sign the same test
// accounts in with the same password hundreds of times (issue #40: 800 checks, 95 s of CPU).
// Whether a password matches a hash never changes, so the test apps remember scrypt's answer for a
// (hash, password) pair they have checked: the first check of every pair is scrypt's own, a wrong
// password is a new pair, and the sign-in route runs as it does in production (decision 045).
const passwordAnswers = new Map<string, Promise<boolean>>();
export const rememberedPasswordHashing: PasswordHashing = {
  hash: hashPassword,
  verify({ hash, password }) {
    const key = `${hash}\n${password}`;
    let answer = passwordAnswers.get(key);
    if (!answer) {
      answer = verifyPassword({ hash, password });
      passwordAnswers.set(key, answer);
    }
    return answer;
  },
};

async function buildTestApp(
  database: Database,
  databaseUrl: string | undefined,
  env: Record<string, string>,
  drop: () => Promise<void>,
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: inject('dataDir'),
    WEB_DIST_DIR: inject('webDistDir'),
    // Pages are the plain shell unless a test renders them (server-render.test.ts).
    SERVER_RENDER_ENTRY: '',
    // No test reaches Razorpay: unless a test points these at its fake gateway, they lead to a
    // closed local port.
    RAZORPAY_API_BASE: 'http://127.0.0.1:9',
    RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9/v1/checkout.js',
    SHIPROCKET_API_BASE: 'http://127.0.0.1:9',
    TWILIO_API_BASE: 'http://127.0.0.1:9',
    // Tests write orders with SQL of their own and read the figures at once: each request
    // computes its own, unless a test shares them (figures-cache.test.ts).
    FIGURES_CACHE_SECONDS: '0',
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    logStream,
    passwordHashing: rememberedPasswordHashing,
  });
  await app.ready();
  return {
    app,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    config,
    logs,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
