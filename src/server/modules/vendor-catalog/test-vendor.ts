// Test helpers for the vendor catalogue: a signed-in vendor with a `call` shortcut, a product
// body, generated images, and an order holding a product.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { ProductFields, ProductInput } from '../../../domain/schemas/vendor-products';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { orderGroups, orderItems, orders } from '../../db/schema-commerce';
import type { TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';
import { createProduct, updateProduct } from './products';

/** Uploads of a test file go to their own folder: deleting images must never touch the seeded
 * files other test files share. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'angle-vendor-'));
}

export const sampleProduct = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Kesar Night Repair Oil',
  description: 'Saffron and almond oil for overnight glow.',
  category: 'skin',
  subcategory: 'face',
  tags: ['saffron', 'night'],
  price: 1299,
  originalPrice: 1599,
  isOnSale: true,
  isNew: true,
  stockQuantity: 40,
  lowStockThreshold: 5,
  status: 'draft',
  ...overrides,
});

export async function signedInVendor(t: TestApp) {
  const account = await createAccount(t.database, 'vendor');
  const cookie = sessionCookieOf(await signInAt(t.app, 'vendor', account));
  const call = (
    method: InjectOptions['method'],
    url: string,
    extra: Pick<InjectOptions, 'payload' | 'headers' | 'query'> = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...extra,
      headers: { ...extra.headers, cookie },
    });
  return { ...account, cookie, call };
}
export type TestVendor = Awaited<ReturnType<typeof signedInVendor>>;

/**
 * A product made through the vendor API. A published one is made as the vendor form makes it
 * (a product is published only with a picture): a draft, its picture, then the status.
 */
export async function createdProduct(v: TestVendor, overrides: Partial<ProductInput> = {}) {
  const publish = overrides.status === 'published';
  const payload = sampleProduct(publish ? { ...overrides, status: 'draft' } : overrides);
  const res = await v.call('POST', '/api/vendor/products', { payload });
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.body}`);
  const made = res.json() as { id: string; name: string; status: string };
  if (!publish) return made;
  await addedPicture(v, made.id);
  const published = await v.call('PATCH', `/api/vendor/products/${made.id}`, {
    payload: { status: 'published' },
  });
  if (published.statusCode !== 200) throw new Error(`not published: ${published.body}`);
  return published.json() as typeof made;
}

/**
 * A published product made straight in the database layer: a draft, a picture's row (no file:
 * enough for tests that never fetch it), then the status.
 */
export async function createPublishedProduct(db: Db, vendorId: string, fields: ProductFields) {
  const made = await createProduct(db, vendorId, { ...fields, status: 'draft' });
  await db.insert(productImages).values({
    productId: made.id,
    position: 1,
    storageKey: `products/${made.id}/test-picture`,
    width: 960,
    height: 960,
    alt: made.name,
  });
  return updateProduct(db, vendorId, made.id, { status: 'published' });
}

/** Uploads a small picture to one of the vendor's products. */
export async function addedPicture(v: TestVendor, productId: string) {
  const res = await v.call('POST', `/api/vendor/products/${productId}/images`, {
    ...multipart({
      filename: 'photo.png',
      contentType: 'image/png',
      data: await pngImage(240, 240),
    }),
  });
  if (res.statusCode !== 201) throw new Error(`picture not added: ${res.body}`);
}

export function pngImage(width = 400, height = 300, exif = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#e8b4a0' } });
  return (
    exif ? image.withExif({ IFD0: { Copyright: 'Secret Studio', Artist: 'GPS here' } }) : image
  )
    .png()
    .toBuffer();
}

/** An order by a new customer holding `quantity` of the product, its group in `status`. */
export async function orderHolding(
  t: TestApp,
  product: { id: string; vendorId: string; name: string },
  status: 'placed' | 'shipped' | 'delivered' | 'cancelled',
) {
  const customer = await createAccount(t.database, 'customer');
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      number: `AN-T-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      userId: customer.userId,
      status,
      paymentMethod: 'cod',
      subtotalPaise: 89_900,
      totalPaise: 89_900,
      shippingAddress: {
        fullName: 'Priya Sharma',
        phone: '9876543210',
        line1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    })
    .returning();
  const [group] = await db
    .insert(orderGroups)
    .values({ orderId: order!.id, vendorId: product.vendorId, status, subtotalPaise: 89_900 })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    groupId: group!.id,
    productId: product.id,
    vendorId: product.vendorId,
    productName: product.name,
    unitPricePaise: 89_900,
    quantity: 1,
    lineTotalPaise: 89_900,
  });
}
