// Rate limits shared through Redis (issue #22): a real redis-server of this file's own, so the
// test can stop it while the apps run. Two apps stand for two instances behind a proxy; the
// per-address sign-in counter is the one shared (each app may have its own database here).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeOf, signInAt, solveChallenge } from '../modules/auth/test-accounts';
import { orderBody, signedIn } from '../modules/orders/test-shoppers';
import { createTestApp, type TestApp } from '../test/app-harness';
import { LIMITS_RETRY_AFTER_SECONDS, LIMITS_UNAVAILABLE } from './rate-limit-redis-store';
import { REDIS_LOST, connectRedis } from './redis';
import { freePort } from '../test/free-port';

/** Waits until a server answers PING at `url` (the wait is for the server, not an assertion). */
async function answers(url: string) {
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      probe.disconnect();
    }
  }
}

let redisServer: ChildProcess;
let redisUrl: string;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const port = await freePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  redisServer = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await answers(redisUrl);
  // The per-address sign-in limit lowered so ten failures reach it, and the challenge kept small.
  const env = {
    REDIS_URL: redisUrl,
    SIGN_IN_FAILURES_PER_ADDRESS: '10',
    SIGN_IN_CHALLENGE_BITS: '6',
  };
  a = await createTestApp(env);
  b = await createTestApp(env);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (redisServer.exitCode === null) redisServer.kill();
});

const wrong = (i: number) => ({ email: `nobody-${i}@test.example`, password: 'Guess-Number-0' });

describe('REDIS_URL set', () => {
  it('is reported by readiness and the health check', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toMatchObject({ status: 'ok', redis: 'ok' });
    const health = await a.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', redis: 'ok' });
  });

  it('past the address limit a sign-in needs a challenge whichever instance gets it, and a solution works once across them', async () => {
    for (let i = 1; i <= 10; i++) {
      const instance = i % 2 ? a : b;
      expect((await signInAt(instance.app, 'customer', wrong(i), '10.22.0.1')).statusCode).toBe(
        401,
      );
    }
    for (const instance of [a, b]) {
      const res = await signInAt(instance.app, 'customer', wrong(11), '10.22.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    }
    // Both instances share the secret and the record of used solutions.
    const asked = await signInAt(a.app, 'customer', wrong(14), '10.22.0.1');
    const proof = solveChallenge(challengeOf(asked)!);
    const withProof = (instance: TestApp) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...wrong(14), proof },
        remoteAddress: '10.22.0.1',
      });
    expect((await withProof(b)).statusCode).toBe(401);
    expect((await withProof(a)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await signInAt(b.app, 'customer', wrong(12), '10.22.0.2')).statusCode).toBe(401);
  }, 60_000);

  it('refuses to start when Redis does not answer, in one clear line', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    await expect(connectRedis(closed, a.app.log)).rejects.toThrow(
      /REDIS_URL: Redis at redis:\/\/127\.0\.0\.1:\d+\/? does not answer \(.*ECONNREFUSED.*\)/,
    );
  });

  it('with Redis lost: the instance stays ready and serves reads and checkout; sign-in, registration and the public forms answer 503 with Retry-After; it is logged (decision 030)', async () => {
    // Signed in while Redis answers: a session needs no Redis afterwards.
    const shopper = await signedIn(a.app, a.database);
    const client = a.app.redis!;
    const closed = client.status === 'ready' ? once(client, 'close') : Promise.resolve();
    redisServer.kill();
    await once(redisServer, 'exit');
    // A's client has seen the connection go (the event, not a time).
    await closed;

    const signIn = await signInAt(a.app, 'customer', wrong(13), '10.22.0.3');
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(signIn.json().detail).toBe(LIMITS_UNAVAILABLE);
    expect(signIn.headers['retry-after']).toBe(String(LIMITS_RETRY_AFTER_SECONDS));

    const register = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha', email: 'asha-redis@test.example', password: 'A-long-password-1' },
      remoteAddress: '10.22.0.4',
    });
    expect(register.statusCode).toBe(503);

    const newsletter = await a.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'asha-news@test.example' },
      remoteAddress: '10.22.0.5',
    });
    expect(newsletter.statusCode).toBe(503);

    // Ready: the proxy keeps sending the store's traffic here (issue #34, finding 2).
    const ready = await a.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', redis: 'down' });
    const health = await a.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', redis: 'down' });

    const products = await a.app.inject({ method: 'GET', url: '/api/store/products?limit=5' });
    expect(products.statusCode).toBe(200);
    const product = await a.app.inject({ method: 'GET', url: '/api/store/products/prod-001' });
    expect(product.statusCode).toBe(200);
    expect(
      (await shopper.call('PUT', '/api/store/cart/items/prod-001', { quantity: 1 })).statusCode,
    ).toBe(200);
    const order = await shopper.placeOrder(orderBody([{ productId: 'prod-001', quantity: 1 }]));
    expect(order.statusCode).toBe(201);
    expect(a.logs.join('')).toContain(REDIS_LOST);
    expect(a.logs.join('')).toContain('rate limit counter unavailable');
  });
});
