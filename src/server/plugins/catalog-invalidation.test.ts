// The catalogue changes seen by one instance and by its siblings (issue #22). On PostgreSQL two
// apps share one database, as behind a load balancer: a write on A drops B's cache through
// LISTEN/NOTIFY. The tests wait for B's change event, never for a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../modules/admin/test-admin';
import { createAccount } from '../modules/auth/test-accounts';
import {
  catalogCacheOf,
  invalidateCatalogCache,
  type MovedProducts,
} from '../modules/catalog/catalog-cache';
import { catalogIndexOf } from '../modules/catalog/catalog-index';
import { orderBody, setStock, signedIn } from '../modules/orders/test-shoppers';
import { createSiblingApp, createTestApp, type TestApp } from '../test/app-harness';
import {
  catalogueChangedIn,
  onCatalogueChanged,
  type CatalogueChange,
} from './catalog-invalidation';

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp();
});
afterAll(() => a.close());

const storeIds = async (t: TestApp, query: string): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/store/products?${query}&limit=100` }))
    .json()
    .items.map((p: { id: string }) => p.id);

/** The next change event `t` sees. */
const nextChange = (t: TestApp) =>
  new Promise<CatalogueChange>((resolve) => {
    const off = onCatalogueChanged(t.database, (why) => {
      off();
      resolve(why);
    });
  });

/** Calls `listener` with the products of each change of stock only `t` takes in. */
function onMovesHeard(t: TestApp, listener: (ids: string[]) => void) {
  const heard = (moves: MovedProducts | undefined) => moves && listener([...moves.moved]);
  catalogCacheOf(t.database).invalidated.add(heard);
  return () => catalogCacheOf(t.database).invalidated.delete(heard);
}

async function vendorOwning(t: TestApp, productId: string) {
  const account = await createAccount(t.database, 'vendor');
  await t.database.query('UPDATE products SET vendor_id = $1 WHERE id = $2', [
    account.userId,
    productId,
  ]);
  return account;
}

describe('catalogue changed', () => {
  it('tells the subscribers of this instance after a successful write, not after a refused one', async () => {
    const admin = await signedInAdmin(a);
    const seen: CatalogueChange[] = [];
    const off = onCatalogueChanged(a.database, (why) => seen.push(why));
    try {
      const refused = await admin.call('POST', '/api/admin/vendors/nobody/suspend');
      expect(refused.statusCode).toBe(404);
      expect(seen).toEqual([]);
      const vendor = await vendorOwning(a, 'prod-009');
      const res = await admin.call('POST', `/api/admin/vendors/${vendor.userId}/suspend`);
      expect(res.statusCode).toBe(200);
      expect(seen).toEqual(['local-write']);
      await admin.call('POST', `/api/admin/vendors/${vendor.userId}/reactivate`);
    } finally {
      off();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSiblingApp(a);
  });
  afterAll(() => b.close());

  it('a vendor suspended on A leaves B’s storefront as soon as B hears of it', async () => {
    const admin = await signedInAdmin(a);
    const vendor = await vendorOwning(a, 'prod-008');
    // B has the list cached (the TTL alone would keep serving it for 30 s).
    expect(await storeIds(b, 'search=neem')).toContain('prod-008');
    expect(await storeIds(b, 'search=neem')).toContain('prod-008');

    const heard = nextChange(b);
    const res = await admin.call('POST', `/api/admin/vendors/${vendor.userId}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(await heard).toBe('other-instance');
    expect(await storeIds(b, 'search=neem')).not.toContain('prod-008');

    const back = nextChange(b);
    await admin.call('POST', `/api/admin/vendors/${vendor.userId}/reactivate`);
    expect(await back).toBe('other-instance');
    expect(await storeIds(b, 'search=neem')).toContain('prod-008');
  });

  it('an order on A patches the stock in B’s catalogue index, without reading it again', async () => {
    await setStock(a.database, 'prod-006', 1);
    invalidateCatalogCache(b.database);
    const index = await catalogIndexOf(b.database).ready();
    expect(await storeIds(b, 'ids=prod-006&inStock=true')).toEqual(['prod-006']);

    const heard = nextChange(b);
    const shopper = await signedIn(a.app, a.database);
    const placed = await shopper.placeOrder(orderBody([{ productId: 'prod-006', quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await heard).toBe('other-instance');
    expect(await catalogIndexOf(b.database).patched()).toBe(index);
    expect(await storeIds(b, 'ids=prod-006&inStock=true')).toEqual([]);
  });

  it('tells B of a burst of stock moves on A in one notification, naming every product', async () => {
    const before = a.database.stats.queries;
    const heard = nextChange(b);
    const moved: string[][] = [];
    const seen = new Promise<string[]>((resolve) => {
      const stop = onMovesHeard(b, (ids) => {
        moved.push(ids);
        if (moved.flat().length >= 10) {
          stop();
          resolve(moved.flat());
        }
      });
    });
    for (let i = 0; i < 10; i++)
      catalogueChangedIn(a.database, a.app.log, { moved: [`burst-${i}`] });
    expect(await heard).toBe('other-instance');
    expect((await seen).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `burst-${i}`).sort());
    // One pg_notify for the ten moves.
    expect(a.database.stats.queries - before).toBe(1);
    expect(moved).toHaveLength(1);
  });
});
