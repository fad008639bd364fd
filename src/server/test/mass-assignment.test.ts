// Issue #9, mass assignment: fields a caller must never set (`role`, `vendorId`, `userId`,
// `status`, `total`, `paymentStatus`, prices, ratings, commission) sent in otherwise good bodies.
// Each request is refused (400) or the field is ignored: the rows hold the server's own values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProduct } from '../modules/vendor-catalog/test-vendor';
import {
  DELIVERY_ADDRESS,
  orderBody,
  signedIn,
  type Shopper,
} from '../modules/orders/test-shoppers';
import { createTestApp, type TestApp } from './app-harness';
import { recordFigures } from './figures';

const SNEAKED = {
  role: 'admin',
  isAdmin: true,
  userId: 'someone-else',
  vendorId: 'vendor-1',
  status: 'delivered',
  paymentStatus: 'paid',
  total: 1,
  totalPaise: 100,
  price: 1,
  commissionRate: 0,
};

let t: TestApp;
let customer: Shopper;
let other: Shopper;
let vendor: Shopper;
let admin: Shopper;
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedIn(t.app, t.database, 'customer');
  other = await signedIn(t.app, t.database, 'customer');
  vendor = await signedIn(t.app, t.database, 'vendor');
  admin = await signedIn(t.app, t.database, 'admin');
});
afterAll(async () => {
  recordFigures('mass-assignment', { badInputs: tried });
  await t.close();
});

const one = async <T>(sql: string, params: unknown[]) =>
  (await t.database.query<T>(sql, params))[0]!;

function send(who: Shopper, method: 'POST' | 'PUT' | 'PATCH', url: string, body: object) {
  tried++;
  return who.call(method, url, body, { 'idempotency-key': `mass-${tried}-${Date.now()}` });
}

describe('mass assignment', () => {
  it('registration cannot choose a role', async () => {
    const email = `sneaky-${Date.now()}@test.example`;
    tried++;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sneaky', email, password: 'Lotus-Kajal-42', ...SNEAKED },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.database.query('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
  });

  it("a customer cannot make themself an admin or write into someone else's address book", async () => {
    const profile = await send(customer, 'PATCH', '/api/store/account/profile', {
      name: 'Renamed',
      ...SNEAKED,
    });
    expect(profile.statusCode).toBe(400);
    const address = await send(customer, 'POST', '/api/store/account/addresses', {
      ...DELIVERY_ADDRESS,
      userId: other.userId,
    });
    expect([201, 400]).toContain(address.statusCode);
    const owners = await t.database.query<{ user_id: string }>(
      'SELECT user_id FROM addresses WHERE user_id IN ($1, $2)',
      [customer.userId, other.userId],
    );
    expect(owners.every((o) => o.user_id === customer.userId)).toBe(true);
    const me = await one<{ role: string }>('SELECT role FROM users WHERE id = $1', [
      customer.userId,
    ]);
    expect(me.role).toBe('customer');
  });

  it('an order is priced, owned and stated by the server, whatever the body says', async () => {
    const body = orderBody([{ productId: 'prod-001', quantity: 1 }]);
    const res = await send(customer, 'POST', '/api/store/orders', {
      ...body,
      ...SNEAKED,
      items: body.items.map((i) => ({ ...i, price: 1, unitPricePaise: 1, vendorId: 'vendor-2' })),
    });
    expect([201, 400], res.body).toContain(res.statusCode);
    if (res.statusCode !== 201) return;
    const order = await one<{
      user_id: string;
      status: string;
      payment_status: string;
      subtotal_paise: number;
    }>('SELECT user_id, status, payment_status, subtotal_paise FROM orders WHERE id = $1', [
      res.json().id,
    ]);
    const product = await one<{ price_paise: number; vendor_id: string }>(
      'SELECT price_paise, vendor_id FROM products WHERE id = $1',
      ['prod-001'],
    );
    expect(order).toEqual({
      user_id: customer.userId,
      status: 'placed',
      payment_status: 'pending',
      subtotal_paise: product.price_paise,
    });
    const item = await one<{ vendor_id: string }>(
      'SELECT vendor_id FROM order_items WHERE order_id = $1',
      [res.json().id],
    );
    expect(item.vendor_id).toBe(product.vendor_id);
  });

  it('a cancellation cannot set a status or a refund', async () => {
    const placed = await customer.placeOrder(orderBody([{ productId: 'prod-005', quantity: 1 }]));
    const res = await send(customer, 'POST', `/api/store/orders/${placed.json().id}/cancel`, {
      status: 'delivered',
      paymentStatus: 'refunded',
    });
    expect(res.statusCode).toBe(400);
    const order = await one<{ status: string; payment_status: string }>(
      'SELECT status, payment_status FROM orders WHERE id = $1',
      [placed.json().id],
    );
    expect(order).toEqual({ status: 'placed', payment_status: 'pending' });
  });

  it('a cart line keeps the server’s price', async () => {
    const res = await send(customer, 'PUT', '/api/store/cart/items/prod-003', {
      quantity: 1,
      ...SNEAKED,
    });
    expect([200, 400]).toContain(res.statusCode);
    const cart = await customer.call('GET', '/api/store/cart');
    const product = await one<{ price_paise: number }>(
      'SELECT price_paise FROM products WHERE id = $1',
      ['prod-003'],
    );
    for (const line of cart.json().lines as Array<{ unitPrice: number }>) {
      expect(line.unitPrice * 100).toBe(product.price_paise);
    }
  });

  it("a vendor cannot add to another vendor's catalogue, feature a product or set its rating", async () => {
    const create = await send(vendor, 'POST', '/api/vendor/products', {
      ...sampleProduct(),
      vendorId: 'vendor-1',
      isFeatured: true,
      rating: 5,
      reviewCount: 999,
    });
    expect(create.statusCode).toBe(400);
    const created = await send(vendor, 'POST', '/api/vendor/products', sampleProduct());
    expect(created.statusCode).toBe(201);
    const edit = await send(vendor, 'PATCH', `/api/vendor/products/${created.json().id}`, {
      vendorId: 'vendor-1',
      isFeatured: true,
    });
    expect(edit.statusCode).toBe(400);
    const row = await one<{ vendor_id: string; is_featured: boolean }>(
      'SELECT vendor_id, is_featured FROM products WHERE id = $1',
      [created.json().id],
    );
    expect(row).toEqual({ vendor_id: vendor.userId, is_featured: false });
    const profile = await send(vendor, 'PATCH', '/api/vendor/settings/profile', {
      companyName: 'Renamed Brand',
      status: 'active',
      commissionRate: 0,
      userId: other.userId,
    });
    expect(profile.statusCode).toBe(400);
  });

  it("the admin's product edit cannot move a product to another vendor", async () => {
    const res = await send(admin, 'PATCH', '/api/admin/products/prod-004', {
      vendorId: 'vendor-1',
      rating: 5,
    });
    expect(res.statusCode).toBe(400);
  });

  it('a variant cannot name its vendor, product, hidden flag or place, from the vendor or the admin', async () => {
    const created = await send(vendor, 'POST', '/api/vendor/products', sampleProduct());
    const product = created.json() as { id: string; variants: { id: string; sku: string }[] };
    const variant = product.variants[0]!;
    for (const sneaked of [
      { vendorId: other.userId },
      { productId: 'prod-001' },
      { isActive: false },
      { position: -1 },
    ]) {
      const res = await send(vendor, 'PATCH', `/api/vendor/products/${product.id}`, {
        variants: [
          {
            id: variant.id,
            sku: variant.sku,
            options: [],
            price: 1299,
            stockQuantity: 40,
            ...sneaked,
          },
        ],
      });
      expect(res.statusCode, JSON.stringify(sneaked)).toBe(400);
    }
    const admins = await send(
      admin,
      'PATCH',
      `/api/admin/products/${product.id}/variants/${variant.id}`,
      { sku: 'TAKEN', vendorId: 'vendor-1', productId: 'prod-001', isActive: false },
    );
    expect(admins.statusCode).toBe(400);
    const row = await one<{
      vendor_id: string;
      product_id: string;
      sku: string;
      is_active: boolean;
    }>('SELECT vendor_id, product_id, sku, is_active FROM product_variants WHERE id = $1', [
      variant.id,
    ]);
    expect(row).toEqual({
      vendor_id: vendor.userId,
      product_id: product.id,
      sku: variant.sku,
      is_active: true,
    });
  });
});
