// The dashboard's and the vendor reports' figures shared for FIGURES_CACHE_SECONDS (issue #35,
// decision 050): one computation for the requests asking the same, dropped by every write that
// succeeds, never shared between vendors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../modules/admin/test-admin';
import { orderBody, signedIn } from '../modules/orders/test-shoppers';
import { createdProduct, signedInVendor } from '../modules/vendor-catalog/test-vendor';
import { createTestApp, type TestApp } from '../test/app-harness';
import { figuresChanged, figuresCountsOf } from './figures-cache';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ FIGURES_CACHE_SECONDS: '60' });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const lookups = (kind: string) => ({
  ...(figuresCountsOf(t.database).get(kind) ?? { hits: 0, misses: 0 }),
});
const dashboard = async (query: string) => {
  const res = await admin.call('GET', `/api/admin/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { figures: { orders: number } };
};

describe('shared figures', () => {
  it('ten admins asking the same period at once share one computation', async () => {
    figuresChanged(t.database);
    const before = lookups('dashboard');
    const answers = await Promise.all(Array.from({ length: 10 }, () => dashboard('range=7d')));
    const after = lookups('dashboard');
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(9);
    for (const a of answers) expect(a).toEqual(answers[0]);
    // Another period is another question.
    await dashboard('range=30d');
    expect(lookups('dashboard').misses - after.misses).toBe(1);
  });

  it('an order placed drops them: the next dashboard counts it', async () => {
    const before = await dashboard('range=today');
    expect((await dashboard('range=today')).figures.orders).toBe(before.figures.orders);
    const me = await signedIn(t.app, t.database);
    expect(
      (await me.placeOrder(orderBody([{ productId: 'prod-001', quantity: 1 }]))).statusCode,
    ).toBe(201);
    expect((await dashboard('range=today')).figures.orders).toBe(before.figures.orders + 1);
  });

  it('a refused write drops nothing', async () => {
    await dashboard('range=90d');
    const before = lookups('dashboard');
    const refused = await admin.call('POST', '/api/admin/orders/no-such-order/cancel', {});
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await dashboard('range=90d');
    expect(lookups('dashboard').hits - before.hits).toBe(1);
  });

  it("a vendor's report is computed for that vendor alone", async () => {
    const [a, b] = [await signedInVendor(t), await signedInVendor(t)];
    const product = await createdProduct(a, { name: 'Vendor A Kohl', status: 'published' });
    const me = await signedIn(t.app, t.database);
    const placed = await me.placeOrder(orderBody([{ productId: product.id, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const query = '/api/vendor/reports?interval=day';
    const before = lookups('vendor-report');
    const ofA = (await a.call('GET', query)).json();
    const ofB = (await b.call('GET', query)).json();
    expect(lookups('vendor-report').misses - before.misses).toBe(2);
    expect(JSON.stringify(ofA)).toContain('Vendor A Kohl');
    expect(JSON.stringify(ofB)).not.toContain('Vendor A Kohl');
    expect(await (await b.call('GET', query)).json()).toEqual(ofB);
    expect(lookups('vendor-report').hits - before.hits).toBe(1);
  });
});
