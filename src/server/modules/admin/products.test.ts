import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGINAL_PRICE_RULE } from '../../../domain/schemas/admin';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';
import { createPublishedProduct, sampleProduct } from '../vendor-catalog/test-vendor';
import { PER_VARIANT_MESSAGE } from './product-variants';
import { auditRows, signedInAdmin } from './test-admin';
import { insertOrder } from './test-orders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await admin.call('GET', `/api/admin/products${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string; [k: string]: unknown }[]; total: number };
};
const home = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/store/home' })).json() as {
    featured: { id: string }[];
  };

describe('GET /api/admin/products', () => {
  it("lists every vendor's products, with paging and rupee prices", async () => {
    const page = await list('?limit=5&sort=name');
    expect(page.total).toBe(20);
    expect(page.items).toHaveLength(5);
    const second = await list('?limit=5&sort=name&page=2');
    expect(second.items.map((p) => p.id)).not.toContain(page.items[0]!.id);
    const faceOil = (await list('?search=prod-001')).items[0];
    expect(faceOil).toMatchObject({
      id: 'prod-001',
      vendorId: 'vendor-1',
      vendorName: 'Kumkumadi Naturals',
      status: 'published',
      isFeatured: true,
    });
    expect(typeof faceOil!.price).toBe('number');
  });

  it('searches names and vendors, and filters by vendor, category, status, stock and flag', async () => {
    expect((await list('?search=kajal')).items.map((p) => p.id)).toEqual(['prod-009']);
    expect((await list('?search=Rani%20Rouge')).items.every((p) => p.vendorId === 'vendor-2')).toBe(
      true,
    );
    const vendor3 = await list('?vendor=vendor-3');
    expect(vendor3.total).toBe(4);
    expect(
      (await list('?category=appliances')).items.every((p) => p.category === 'appliances'),
    ).toBe(true);
    expect((await list('?flag=featured')).total).toBe(6);
    await t.database.query(`UPDATE products SET stock_quantity = 0 WHERE id = 'prod-020'`);
    expect((await list('?stock=out-of-stock')).items.map((p) => p.id)).toEqual(['prod-020']);
    await t.database.query(`UPDATE products SET status = 'draft' WHERE id = 'prod-019'`);
    expect((await list('?status=draft')).items.map((p) => p.id)).toEqual(['prod-019']);
  });

  it('treats % and _ in a search as text, and refuses unknown filters with field errors', async () => {
    expect((await list('?search=%25')).total).toBe(0);
    const res = await admin.call('GET', '/api/admin/products?stock=plenty&limit=500');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['limit', 'stock']);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('features a product: it shows on the home page, and the change is recorded', async () => {
    // prod-013 (rated 4.5 by its seeded reviews, among the best) is not featured in the seed.
    expect((await home()).featured.map((p) => p.id)).not.toContain('prod-013');
    const res = await admin.call('PATCH', '/api/admin/products/prod-013', { isFeatured: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'prod-013', isFeatured: true });
    expect((await home()).featured.map((p) => p.id)).toContain('prod-013');
    const [entry] = await auditRows(t, 'product', 'prod-013');
    expect(entry).toMatchObject({
      action: 'product.update',
      actor_user_id: admin.userId,
      changes: { isFeatured: { from: false, to: true } },
    });
  });

  it('unpublishes and publishes: the storefront follows', async () => {
    const detail = () => t.app.inject({ method: 'GET', url: '/api/store/products/prod-010' });
    await admin.call('PATCH', '/api/admin/products/prod-010', { status: 'unpublished' });
    expect((await detail()).statusCode).toBe(404);
    await admin.call('PATCH', '/api/admin/products/prod-010', { status: 'published' });
    expect((await detail()).statusCode).toBe(200);
  });

  it('edits name, prices and stock in rupees, keeping paise in the database', async () => {
    const res = await admin.call('PATCH', '/api/admin/products/prod-004', {
      name: 'Onion & Bhringraj Hair Oil 200 ml',
      price: 449.5,
      originalPrice: 649,
      stockQuantity: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 449.5,
      originalPrice: 649,
      stockStatus: 'low-stock',
    });
    const [row] = await t.database.query<{ price_paise: number }>(
      `SELECT price_paise FROM products WHERE id = 'prod-004'`,
    );
    expect(row!.price_paise).toBe(44950);
    const [entry] = await auditRows(t, 'product', 'prod-004');
    expect(Object.keys(entry!.changes as object).sort()).toEqual([
      'name',
      'originalPrice',
      'price',
      'stockQuantity',
    ]);
  });

  it('refuses an original price at or below the price, and bad values, changing nothing', async () => {
    const before = (await list('?search=prod-006')).items[0];
    const low = await admin.call('PATCH', '/api/admin/products/prod-006', { originalPrice: 1 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([
      { path: 'originalPrice', message: ORIGINAL_PRICE_RULE, location: 'body' },
    ]);
    const bad = await admin.call('PATCH', '/api/admin/products/prod-006', {
      price: -1,
      stockQuantity: 1.5,
      vendorId: 'vendor-1',
    });
    expect(bad.statusCode).toBe(400);
    expect((await list('?search=prod-006')).items[0]).toEqual(before);
    expect(await auditRows(t, 'product', 'prod-006')).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await admin.call('PATCH', '/api/admin/products/prod-999', { isNew: true });
    expect(res.statusCode).toBe(404);
  });
});

describe('variants for the admin (issue #18)', () => {
  type Row = {
    id: string;
    maxPrice: number;
    variantCount: number;
    variants: {
      id: string;
      sku: string;
      label: string;
      stockQuantity: number;
      stockStatus: string;
    }[];
  };
  const lipstick = async () => (await list('?search=prod-002')).items[0] as unknown as Row;

  it('lists every variant with its stock, and finds a product by any of its SKUs', async () => {
    const p = await lipstick();
    expect(p).toMatchObject({ id: 'prod-002', maxPrice: 699, variantCount: 7 });
    expect(p.variants).toHaveLength(7);
    expect(p.variants[1]).toMatchObject({
      label: 'Berry Wine',
      stockQuantity: 4,
      stockStatus: 'low-stock',
    });
    expect(p.variants[2]).toMatchObject({ label: 'Coral Crush', stockStatus: 'out-of-stock' });
    const byShade = await list(`?search=${encodeURIComponent(p.variants[1]!.sku.toLowerCase())}`);
    expect(byShade.items.map((i) => i.id)).toEqual(['prod-002']);
    const plain = await list('?search=SKU-prod-006');
    expect(plain.items.map((i) => i.id)).toEqual(['prod-006']);
    expect(plain.items[0]).toMatchObject({ variantCount: 1, variants: [{ sku: 'SKU-prod-006' }] });
  });

  it("edits one variant's price and stock: the summary follows and the change is recorded", async () => {
    const berry = (await lipstick()).variants[1]!;
    const res = await admin.call('PATCH', `/api/admin/products/prod-002/variants/${berry.id}`, {
      price: 749,
      stockQuantity: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ maxPrice: 749 });
    expect(res.json().variants[1]).toMatchObject({
      price: 749,
      stockQuantity: 40,
      stockStatus: 'in-stock',
    });
    const [row] = await t.database.query<{ stock: number; max: number; sum: number }>(
      `SELECT p.stock_quantity AS stock, p.max_price_paise AS max,
         (SELECT sum(stock_quantity)::int FROM product_variants v
          WHERE v.product_id = p.id AND v.is_active) AS sum
       FROM products p WHERE p.id = 'prod-002'`,
    );
    expect(row).toMatchObject({ max: 74_900 });
    expect(row!.stock).toBe(row!.sum);
    const entries = await auditRows(t, 'product', 'prod-002');
    expect(entries.at(-1)).toMatchObject({
      action: 'product.variant.update',
      actor_user_id: admin.userId,
      changes: {
        variantId: berry.id,
        sku: berry.sku,
        price: { from: 699, to: 749 },
        stockQuantity: { from: 4, to: 40 },
      },
    });
  });

  it("refuses a variant of another product, a low original price, and a multi-variant product's top-level stock", async () => {
    const berry = (await lipstick()).variants[1]!;
    const elsewhere = await admin.call(
      'PATCH',
      `/api/admin/products/prod-006/variants/${berry.id}`,
      { stockQuantity: 1 },
    );
    expect(elsewhere.statusCode).toBe(404);
    const low = await admin.call('PATCH', `/api/admin/products/prod-002/variants/${berry.id}`, {
      originalPrice: 10,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([
      { path: 'originalPrice', message: ORIGINAL_PRICE_RULE, location: 'body' },
    ]);
    const top = await admin.call('PATCH', '/api/admin/products/prod-002', { stockQuantity: 5 });
    expect(top.statusCode).toBe(422);
    expect(top.json().detail).toBe(PER_VARIANT_MESSAGE);
    // The edit dialog sending the summary back unchanged with a flag still works.
    const summary = (await lipstick()) as unknown as { price: number; stockQuantity: number };
    const flag = await admin.call('PATCH', '/api/admin/products/prod-002', {
      isNew: false,
      price: summary.price,
      stockQuantity: summary.stockQuantity,
    });
    expect(flag.statusCode, flag.body).toBe(200);
    expect((await lipstick()).variants[1]).toEqual(berry);
  });

  it('writes a plain product’s one variant when its price or stock is edited', async () => {
    const res = await admin.call('PATCH', '/api/admin/products/prod-007', {
      price: 333,
      stockQuantity: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().variants).toEqual([
      expect.objectContaining({ price: 333, stockQuantity: 2, stockStatus: 'low-stock' }),
    ]);
  });

  it('admits admins only to the variant edit', async () => {
    const berry = (await lipstick()).variants[1]!;
    const url = `/api/admin/products/prod-002/variants/${berry.id}`;
    const anonymous = await t.app.inject({ method: 'PATCH', url, payload: { stockQuantity: 0 } });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createAccount(t.database, 'customer');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', customer));
    const shopper = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { stockQuantity: 0 },
    });
    expect(shopper.statusCode).toBe(403);
    expect((await lipstick()).variants[1]).toEqual(berry);
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes a product no order contains', async () => {
    // Every demo product is in a demo customer's order (issue #19): a vendor's new one is not.
    const { id } = await createPublishedProduct(
      t.database.db,
      'vendor-3',
      sampleProduct({ name: 'Unsold Amla Hair Rinse', status: 'published' }),
    );
    const res = await admin.call('DELETE', `/api/admin/products/${id}`);
    expect(res.json()).toMatchObject({ outcome: 'deleted', openOrders: 0 });
    expect((await admin.call('GET', `/api/admin/products/${id}`)).statusCode).toBe(404);
    expect((await auditRows(t, 'product', id))[0]!.action).toBe('product.delete');
  });

  it('archives a product in open orders: it leaves the store, the orders keep it', async () => {
    const buyer = await createAccount(t.database, 'customer');
    const line = {
      productId: 'prod-015',
      vendorId: 'vendor-3',
      unitPricePaise: 39900,
      quantity: 1,
    };
    await insertOrder(t.database, buyer.userId, [line]);
    await insertOrder(t.database, buyer.userId, [line], { groupStatus: 'delivered' });
    const res = await admin.call('DELETE', '/api/admin/products/prod-015');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'archived', openOrders: 1 });
    expect((await admin.call('GET', '/api/admin/products/prod-015')).json().status).toBe(
      'archived',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/store/products/prod-015' })).statusCode,
    ).toBe(404);
  });

  it('archives a product that was only ever in finished orders', async () => {
    const buyer = await createAccount(t.database, 'customer');
    await insertOrder(
      t.database,
      buyer.userId,
      [{ productId: 'prod-017', vendorId: 'vendor-7', unitPricePaise: 29900, quantity: 2 }],
      { groupStatus: 'cancelled' },
    );
    const res = await admin.call('DELETE', '/api/admin/products/prod-017');
    expect(res.json()).toMatchObject({ outcome: 'archived', openOrders: 0 });
  });
});
