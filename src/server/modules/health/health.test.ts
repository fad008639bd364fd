// The load balancer's checks (issue #22): live = the process answers, ready = it can take traffic.
// Redis's part of readiness is shown in plugins/rate-limit-redis.test.ts, with a real Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
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
});
