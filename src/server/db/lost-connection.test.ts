// A database connection lost under a request (issue #34): PostgreSQL ends the backend of a
// transaction in flight (pg_terminate_backend, as a failover or an operator does). The process
// lived on, the request failed with 503 and Retry-After, and the pool opened a new connection
// for the next one. Before, the checked-out client's 'error' event had no listener and took
// the whole process down.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-harness';
import { TEST_DATABASE_URL } from '../test/test-env';
import {
  orderBody,
  setOrderLimits,
  setStock,
  signedIn,
  stockOf,
  type Shopper,
} from '../modules/orders/test-shoppers';

const PRODUCT = 'prod-010';
const VARIANT = 'prod-010-v1';

describe.runIf(TEST_DATABASE_URL)('a connection lost in a transaction, on PostgreSQL', () => {
  let t: TestApp;
  let shopper: Shopper;
  let locker: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    await setOrderLimits(t.database);
    await setStock(t.database, VARIANT, 10);
    shopper = await signedIn(t.app, t.database);
    locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  const order = () =>
    shopper.placeOrder(orderBody([{ productId: PRODUCT, variantId: VARIANT, quantity: 1 }]));

  it('answers 503 with Retry-After, keeps the process up, and the next order goes through', async () => {
    // The test holds the variant's row, so the order's transaction waits on it, mid-way.
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM product_variants WHERE id = $1 FOR UPDATE', [VARIANT]);
    const pending = order();
    let waiting: number | undefined;
    for (let tries = 0; waiting === undefined && tries < 200; tries++) {
      const { rows } = await locker.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      waiting = rows[0]?.pid;
      if (waiting === undefined) await new Promise((r) => setTimeout(r, 50));
    }
    expect(waiting).toBeDefined();
    await locker.query('SELECT pg_terminate_backend($1)', [waiting]);
    await locker.query('COMMIT');

    const lost = await pending;
    expect(lost.statusCode).toBe(503);
    expect(Number(lost.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(lost.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(lost.json().detail).toBe(
      'The store cannot reach its database just now. Please try again in a few seconds.',
    );
    // Nothing of it was written: the server rolled the transaction back.
    expect(await stockOf(t.database, VARIANT)).toBe(10);

    const next = await order();
    expect(next.statusCode).toBe(201);
    expect(await stockOf(t.database, VARIANT)).toBe(9);
  });
});
