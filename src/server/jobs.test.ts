// The background jobs as main.ts starts them: the unpaid-order release runs on its own every
// UNPAID_ORDER_SWEEP_SECONDS and cancels online orders older than UNPAID_ORDER_TTL_MINUTES; the
// Popularity sort's sales are summed every few seconds.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startJobs } from './jobs';
import { refreshPopularity } from './modules/catalog/popularity-refresh';
import { enableRazorpay } from './modules/payments/test-payments';
import { orderBody, signedIn, stockOf } from './modules/orders/test-shoppers';
import { onCatalogueChanged } from './plugins/catalog-invalidation';
import { createTestApp, type TestApp } from './test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UNPAID_ORDER_TTL_MINUTES: '5', UNPAID_ORDER_SWEEP_SECONDS: '5' });
  await enableRazorpay(t.database);
});
afterAll(async () => {
  await t.close();
});

it('releases online orders left unpaid past the configured time on its own schedule', async () => {
  expect(t.config.unpaidOrderTtlMinutes).toBe(5);
  const me = await signedIn(t.app, t.database);
  const place = async () => {
    const res = await me.placeOrder({
      ...orderBody([{ productId: 'prod-010', variantId: 'prod-010-v1', quantity: 1 }]),
      paymentMethod: 'razorpay',
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const before = await stockOf(t.database, 'prod-010');
  const stale = await place();
  const recent = await place();
  // Placed six and four minutes ago: only the first is past the five configured minutes.
  const placedAgo = (id: string, minutes: number) =>
    t.database.query(
      `UPDATE orders SET created_at = now() - make_interval(mins => $2::int) WHERE id = $1`,
      [id, minutes],
    );
  await placedAgo(stale, 6);
  await placedAgo(recent, 4);
  const statusOf = async (id: string) =>
    (
      await t.database.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id])
    )[0]!.status;

  // The placed orders' sales summed now: a catalogue change seen below follows the release (its
  // stock is back on sale; the cancelled order's sales are summed and reported by the popularity
  // job), which the catalogue index relies on between its rare safety-net rebuilds.
  await refreshPopularity(t.database.db);
  const changes: string[] = [];
  const unsubscribe = onCatalogueChanged(t.database, (why) => changes.push(why));
  const stop = startJobs(t.database, t.config, t.app.log);
  try {
    await vi.waitFor(async () => expect(await statusOf(stale)).toBe('cancelled'), {
      timeout: 20_000,
      interval: 500,
    });
    await vi.waitFor(() => expect(changes).toContain('local-write'), { timeout: 15_000 });
  } finally {
    await stop();
    unsubscribe();
  }
  expect(await statusOf(recent)).toBe('placed');
  expect(await stockOf(t.database, 'prod-010')).toBe(before - 1);
}, 40_000);

it('sums an order into the Popularity sort on its own and drops the catalogue caches', async () => {
  const unitsOf = async () =>
    (
      await t.database.query<{ sales_units: number }>(
        `SELECT sales_units FROM products WHERE id = 'prod-011'`,
      )
    )[0]!.sales_units;
  const before = await unitsOf();
  const me = await signedIn(t.app, t.database);
  const res = await me.placeOrder(
    orderBody([{ productId: 'prod-011', variantId: 'prod-011-v1', quantity: 2 }]),
  );
  expect(res.statusCode).toBe(201);
  // The order's transaction only queued the product (decision 034, migration 0031).
  expect(await unitsOf()).toBe(before);
  const changes: string[] = [];
  const unsubscribe = onCatalogueChanged(t.database, (why) => changes.push(why));
  const stop = startJobs(t.database, t.config, t.app.log);
  try {
    await vi.waitFor(async () => expect(await unitsOf()).toBe(before + 2), {
      timeout: 20_000,
      interval: 250,
    });
    await vi.waitFor(() => expect(changes).toContain('local-write'));
  } finally {
    await stop();
    unsubscribe();
  }
}, 40_000);
