import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';
import { signedIn } from '../orders/test-shoppers';
import { DELETE_MESSAGES } from './products';
import { PUBLISH_MESSAGES } from './publish-rule';
import {
  addedPicture,
  createdProduct,
  orderHolding,
  sampleProduct,
  signedInVendor,
  tempDataDir,
} from './test-vendor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
});
afterAll(() => t.close());

const storefront = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/store/products/${id}` });

describe('/api/vendor/products', () => {
  it('creates a product in paise and answers in rupees, tags cleaned', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('POST', '/api/vendor/products', {
      payload: sampleProduct({ tags: [' Saffron', 'saffron', 'NIGHT '], price: 1299.5 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kesar Night Repair Oil',
      price: 1299.5,
      originalPrice: 1599,
      tags: ['saffron', 'night'],
      status: 'draft',
      stockStatus: 'in-stock',
      isFeatured: false,
      images: [],
    });
    const [row] = await t.database.query<{ price_paise: number; vendor_id: string }>(
      'SELECT price_paise, vendor_id FROM products WHERE id = $1',
      [res.json().id],
    );
    expect(row).toEqual({ price_paise: 129_950, vendor_id: v.userId });
  });

  it('lists every invalid field, including the rules between prices', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('POST', '/api/vendor/products', {
      payload: sampleProduct({
        name: '',
        category: 'groceries' as never,
        price: -5,
        stockQuantity: 2.5,
      }),
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths.sort()).toEqual(['category', 'name', 'price', 'stockQuantity']);

    const sale = await v.call('POST', '/api/vendor/products', {
      payload: sampleProduct({ originalPrice: null, isOnSale: true }),
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().errors).toEqual([
      expect.objectContaining({
        path: 'originalPrice',
        message: 'Enter the original price to put it on sale.',
      }),
    ]);
  });

  it('takes a subcategory of the product’s category only, and drops it when the category changes', async () => {
    const v = await signedInVendor(t);
    const wrong = await v.call('POST', '/api/vendor/products', {
      payload: sampleProduct({ category: 'hair', subcategory: 'lips' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({
        path: 'subcategory',
        message: 'Choose a subcategory of Hair: Shampoo, Conditioner, Treatments or Styling.',
      }),
    ]);
    const serum = await createdProduct(v, { category: 'skin', subcategory: 'face' });
    const moved = await v.call('PATCH', `/api/vendor/products/${serum.id}`, {
      payload: { category: 'hair' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ category: 'hair', subcategory: null });
    const named = await v.call('PATCH', `/api/vendor/products/${serum.id}`, {
      payload: { category: 'makeup', subcategory: 'eyes' },
    });
    expect(named.json()).toMatchObject({ category: 'makeup', subcategory: 'eyes' });
    const mismatched = await v.call('PATCH', `/api/vendor/products/${serum.id}`, {
      payload: { subcategory: 'shampoo' },
    });
    expect(mismatched.statusCode).toBe(400);
  });

  it('refuses prices that are not whole paise with a 400 naming the field, never a 500', async () => {
    // Issue #16: 1e-9 passed a tolerant "two decimals" check, became 0 paise and broke the
    // database's price > 0 check (a 500). Strings are never numbers here.
    const v = await signedInVendor(t);
    const cases: [string, unknown][] = [
      ['price', 1e-9],
      ['price', 5e-324],
      ['price', 1.005],
      ['price', 0.1 + 0.2],
      ['price', 1e21],
      ['price', -0],
      ['price', '0x10'],
      ['price', '1e3'],
      ['price', 'Infinity'],
      ['originalPrice', 1e-9],
      ['stockQuantity', 1e-9],
      ['stockQuantity', 2 ** 53],
    ];
    for (const [field, value] of cases) {
      const res = await v.call('POST', '/api/vendor/products', {
        payload: sampleProduct({ [field]: value } as never),
      });
      expect(res.statusCode, `${field} ${String(value)}`).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const edit = await createdProduct(v);
    const patched = await v.call('PATCH', `/api/vendor/products/${edit.id}`, {
      payload: { price: 1e-9 },
    });
    expect(patched.statusCode).toBe(400);
    const cheapest = await v.call('POST', '/api/vendor/products', {
      payload: sampleProduct({ price: 0.01, originalPrice: null, isOnSale: false }),
    });
    expect(cheapest.statusCode).toBe(201);
    expect(cheapest.json().price).toBe(0.01);
  });

  it('refuses a vendor id, a featured flag or an archived status from the request', async () => {
    const v = await signedInVendor(t);
    for (const extra of [{ vendorId: 'vendor-1' }, { isFeatured: true }, { status: 'archived' }]) {
      const res = await v.call('POST', '/api/vendor/products', {
        payload: { ...sampleProduct(), ...extra },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('publishes to the storefront and unpublishes from it', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    expect((await storefront(p.id)).statusCode).toBe(404);
    await addedPicture(v, p.id);
    const published = await v.call('PATCH', `/api/vendor/products/${p.id}`, {
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    expect((await storefront(p.id)).json()).toMatchObject({ id: p.id, price: 1299 });
    await v.call('PATCH', `/api/vendor/products/${p.id}`, { payload: { status: 'unpublished' } });
    expect((await storefront(p.id)).statusCode).toBe(404);
  });

  it('publishes only with an image: new, edited, by Angle Admin, and the last image kept', async () => {
    // Issue #25: a product could be published before its first picture was uploaded.
    const v = await signedInVendor(t);
    const refusal = {
      status: 422,
      detail: PUBLISH_MESSAGES.needsImage,
      errors: [{ path: 'status', message: PUBLISH_MESSAGES.needsImage, location: 'body' }],
    };
    const direct = await v.call('POST', '/api/vendor/products', {
      payload: sampleProduct({ status: 'published' }),
    });
    expect(direct.json()).toMatchObject(refusal);
    const p = await createdProduct(v);
    const edit = await v.call('PATCH', `/api/vendor/products/${p.id}`, {
      payload: { status: 'published' },
    });
    expect(edit.json()).toMatchObject(refusal);
    const admin = await signedIn(t.app, t.database, 'admin');
    const byAdmin = await admin.call('PATCH', `/api/admin/products/${p.id}`, {
      status: 'published',
    });
    expect(byAdmin.json()).toMatchObject(refusal);
    expect((await storefront(p.id)).statusCode).toBe(404);

    await addedPicture(v, p.id);
    const ok = await v.call('PATCH', `/api/vendor/products/${p.id}`, {
      payload: { status: 'published' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [image] = ok.json().images as { id: string }[];
    const last = await v.call('DELETE', `/api/vendor/products/${p.id}/images/${image!.id}`);
    expect(last.json()).toMatchObject({ status: 409, detail: PUBLISH_MESSAGES.lastImage });
    expect((await storefront(p.id)).json().images).toHaveLength(1);
    // Unpublished, the picture may go; publishing again needs one again.
    await v.call('PATCH', `/api/vendor/products/${p.id}`, { payload: { status: 'unpublished' } });
    const gone = await v.call('DELETE', `/api/vendor/products/${p.id}/images/${image!.id}`);
    expect(gone.statusCode).toBe(200);
    const again = await v.call('PATCH', `/api/vendor/products/${p.id}`, {
      payload: { status: 'published' },
    });
    expect(again.json()).toMatchObject(refusal);
  });

  it('checks an edit against the saved product: a price above the original price is refused', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    const res = await v.call('PATCH', `/api/vendor/products/${p.id}`, {
      payload: { price: 1700 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'originalPrice' });
    const [row] = await t.database.query<{ price_paise: number }>(
      'SELECT price_paise FROM products WHERE id = $1',
      [p.id],
    );
    expect(row!.price_paise).toBe(129_900);
  });

  it('searches, filters by status, category and stock, sorts and pages', async () => {
    const v = await signedInVendor(t);
    await createdProduct(v, { name: 'Amla Hair Oil', category: 'hair', subcategory: 'treatments' });
    await createdProduct(v, { name: 'Rose Lip Tint', category: 'makeup', subcategory: 'lips' });
    await createdProduct(v, {
      name: 'Neem Face Wash',
      stockQuantity: 2,
      lowStockThreshold: 5,
      status: 'published',
    });
    await createdProduct(v, { name: 'Sold Out Soap', stockQuantity: 0 });
    const list = async (query: string) =>
      (await v.call('GET', `/api/vendor/products?${query}`)).json();

    expect((await list('search=rose')).items.map((p: { name: string }) => p.name)).toEqual([
      'Rose Lip Tint',
    ]);
    expect((await list('status=published')).items).toHaveLength(1);
    expect((await list('category=hair')).items[0].name).toBe('Amla Hair Oil');
    expect((await list('stock=low-stock')).items[0].name).toBe('Neem Face Wash');
    expect((await list('stock=out-of-stock')).items[0].name).toBe('Sold Out Soap');
    const sorted = await list('sort=name-asc&limit=2&page=2');
    expect(sorted.items.map((p: { name: string }) => p.name)).toEqual([
      'Rose Lip Tint',
      'Sold Out Soap',
    ]);
    expect(sorted).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(sorted.statusCounts).toEqual({ draft: 3, published: 1, unpublished: 0, archived: 0 });
    expect((await v.call('GET', '/api/vendor/products?limit=500')).statusCode).toBe(400);
  });

  it('duplicates a product as a draft copy with its images', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v, { status: 'published' });
    await t.database.query(
      `INSERT INTO product_images (id, product_id, position, storage_key, width, height, alt)
       VALUES ('img-dup-1', $1, 2, 'products/x/abc', 960, 960, 'Bottle')`,
      [p.id],
    );
    const res = await v.call('POST', `/api/vendor/products/${p.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kesar Night Repair Oil (copy)',
      status: 'draft',
      rating: 0,
      images: [
        expect.objectContaining({ position: 1 }),
        expect.objectContaining({ alt: 'Bottle', position: 2 }),
      ],
    });
    expect(res.json().id).not.toBe(p.id);
  });

  it('deletes a product never ordered; archives one in open or past orders', async () => {
    const v = await signedInVendor(t);
    const fresh = await createdProduct(v);
    const res = await v.call('DELETE', `/api/vendor/products/${fresh.id}`);
    expect(res.json()).toEqual({ outcome: 'deleted', message: DELETE_MESSAGES.deleted });
    expect((await v.call('GET', `/api/vendor/products/${fresh.id}`)).statusCode).toBe(404);

    for (const [status, message] of [
      ['placed', DELETE_MESSAGES.archivedOpen],
      ['delivered', DELETE_MESSAGES.archivedPast],
    ] as const) {
      const p = await createdProduct(v, { status: 'published' });
      await orderHolding(t, { id: p.id, vendorId: v.userId, name: p.name }, status);
      const archived = await v.call('DELETE', `/api/vendor/products/${p.id}`);
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toEqual({ outcome: 'archived', message });
      expect((await storefront(p.id)).statusCode).toBe(404);
      const listed = (await v.call('GET', '/api/vendor/products')).json();
      expect(listed.items.map((i: { id: string }) => i.id)).not.toContain(p.id);
      const onlyArchived = (await v.call('GET', '/api/vendor/products?status=archived')).json();
      expect(onlyArchived.items.map((i: { id: string }) => i.id)).toContain(p.id);
    }
  });

  it('answers 401 signed out and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vendor/products' })).statusCode).toBe(
      401,
    );
    const customer = await createAccount(t.database, 'customer');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', customer));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/products',
      headers: { cookie },
      payload: sampleProduct(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/store/vendors/{slug}', () => {
  it("shows an active vendor's shop with its published products count", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/vendors/rani-rouge' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'rani-rouge', companyName: 'Rani Rouge Cosmetics' });
    expect(res.json().productCount).toBeGreaterThan(0);
    const products = await t.app.inject({
      method: 'GET',
      url: '/api/store/products?vendor=rani-rouge',
    });
    expect(products.json().total).toBe(res.json().productCount);
  });

  it('hides unknown and suspended vendors', async () => {
    await t.database.query("UPDATE vendors SET status = 'suspended' WHERE slug = 'neem-and-tulsi'");
    for (const slug of ['neem-and-tulsi', 'nobody-here']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/vendors/${slug}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
