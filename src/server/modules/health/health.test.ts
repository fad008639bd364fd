// The load balancer's checks (issue #22): live = the process answers, ready = it can take traffic.
// Redis is reported, not required (decision 030): shown in plugins/rate-limit-redis.test.ts, with
// a real Redis.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PING_TIMEOUT_MS } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { HEALTH_PROBLEMS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, even when the database is gone', async () => {
    expect((await get(t, '/api/health/live')).json()).toEqual({ status: 'ok' });
    const other = await createTestApp();
    await other.database.close();
    expect((await get(other, '/api/health/live')).statusCode).toBe(200);
    expect((await get(other, '/api/health/ready')).statusCode).toBe(503);
    await other.app.close();
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with the database and no Redis configured', async () => {
    const res = await get(t, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      redis: 'not configured',
    });
  });

  it('answers 503 once the instance is shutting down, so the proxy sends elsewhere', async () => {
    const other = await createTestApp();
    try {
      other.app.draining = true;
      const res = await get(other, '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe(HEALTH_PROBLEMS.draining);
      // The older check and liveness still answer: the process is fine, only leaving.
      expect((await get(other, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  // Issue #34, finding 3: the check's `select 1` waited in the pool behind the checkouts, so a
  // busy instance missed the proxy's check and was taken out while serving.
  it.runIf(TEST_DATABASE_URL)(
    'answers at once while every pooled connection is held, over a connection of its own',
    async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { max } = t.database.poolStats!();
      const held = Array.from({ length: max }, () =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await gate;
        }),
      );
      try {
        // Until the pool is all handed out (the wait is for the transactions to begin).
        while (t.database.poolStats!().total < max || t.database.poolStats!().idle > 0)
          await new Promise((r) => setTimeout(r, 20));
        let pooledAnswered = false;
        const pooled = t.database.query('select 1').then(() => (pooledAnswered = true));
        const started = Date.now();
        const res = await get(t, '/api/health/ready');
        expect(res.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(PING_TIMEOUT_MS);
        // The pool was really full: a query through it was still waiting.
        expect(pooledAnswered).toBe(false);
        expect(t.database.poolStats!().waiting).toBeGreaterThan(0);
        release();
        await pooled;
      } finally {
        release();
        await Promise.all(held);
      }
    },
  );
});
