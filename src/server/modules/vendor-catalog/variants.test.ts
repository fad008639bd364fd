// Issue #18: a vendor's product with shades and sizes. The whole set of variants is written at
// once; ids keep variants (and their stock), missing ones go (or hide when ordered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput, VariantInput } from '../../../domain/schemas/vendor-products';
import { orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount } from '../auth/test-accounts';
import { signedInAdmin } from '../admin/test-admin';
import { VARIANT_MESSAGES } from './variant-writes';
import { multipart } from '../../test/multipart';
import {
  addedPicture,
  pngImage,
  sampleProduct,
  signedInVendor,
  tempDataDir,
  type TestVendor,
} from './test-vendor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
});
afterAll(() => t.close());

const SHADES = [
  ['Berry Wine', '#7b2d43'],
  ['Nude Rose', '#c48b85'],
  ['Coral Crush', '#f06b5b'],
] as const;
const SIZES = ['4 g', '8 g'];

/** 3 shades × 2 sizes; the 8 g costs more, the first shade is on sale. */
function lipstickVariants(prefix: string): VariantInput[] {
  return SHADES.flatMap(([shade, hex], s) =>
    SIZES.map((size, z) => ({
      sku: `${prefix}-${s + 1}-${z + 1}`,
      options: [shade, size],
      swatchHex: hex,
      price: z === 0 ? 499 : 799,
      originalPrice: s === 0 ? (z === 0 ? 599 : 899) : null,
      stockQuantity: 10 * (s + 1) + z,
    })),
  );
}

const lipstick = (prefix: string, overrides: Partial<ProductInput> = {}): ProductInput =>
  sampleProduct({
    name: 'Matte Lip Colour',
    category: 'makeup',
    subcategory: 'lips',
    attributes: ['finish:matte', 'shade-family:berry'],
    options: [
      { name: 'Shade', kind: 'shade' },
      { name: 'Size', kind: 'other' },
    ],
    variants: lipstickVariants(prefix),
    ...overrides,
  });

async function created(v: TestVendor, body: ProductInput) {
  const res = await v.call('POST', '/api/vendor/products', { payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    variants: { id: string; sku: string; stockQuantity: number; options: string[] }[];
  };
}

const summaryOf = async (id: string) =>
  (
    await t.database.query<{
      price_paise: number;
      max_price_paise: number;
      stock_quantity: number;
      variant_count: number;
      swatch_count: number;
    }>(
      `SELECT price_paise, max_price_paise, stock_quantity, variant_count, swatch_count
       FROM products WHERE id = $1`,
      [id],
    )
  )[0];

/** An order line holding the variant, as checkout writes it. */
async function orderVariant(vendorId: string, productId: string, variantId: string) {
  const customer = await createAccount(t.database, 'customer');
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      number: `AN-V-${Math.random().toString(36).slice(2, 10)}`,
      userId: customer.userId,
      status: 'delivered',
      paymentMethod: 'cod',
      subtotalPaise: 49_900,
      totalPaise: 49_900,
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
    .values({ orderId: order!.id, vendorId, status: 'delivered', subtotalPaise: 49_900 })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    groupId: group!.id,
    productId,
    variantId,
    vendorId,
    productName: 'Matte Lip Colour',
    unitPricePaise: 49_900,
    quantity: 1,
    lineTotalPaise: 49_900,
  });
}

describe('vendor products with variants', () => {
  it('creates 3 shades × 2 sizes as 6 variants and keeps the product summary', async () => {
    const v = await signedInVendor(t);
    const product = await created(v, lipstick('MLC'));
    expect(product).toMatchObject({
      options: [
        { name: 'Shade', kind: 'shade' },
        { name: 'Size', kind: 'other' },
      ],
      attributes: ['finish:matte', 'shade-family:berry'],
      price: 499,
      stockQuantity: 10 + 11 + 20 + 21 + 30 + 31,
    });
    expect(product.variants).toHaveLength(6);
    expect(product.variants[1]).toMatchObject({
      sku: 'MLC-1-2',
      options: ['Berry Wine', '8 g'],
      label: 'Berry Wine · 8 g',
      swatchHex: '#7b2d43',
      price: 799,
      originalPrice: 899,
      stockQuantity: 11,
      stockStatus: 'in-stock',
    });
    expect(product.variants.every((x) => x.id.startsWith('var-'))).toBe(true);
    expect(await summaryOf(product.id)).toEqual({
      price_paise: 49_900,
      max_price_paise: 79_900,
      stock_quantity: 123,
      variant_count: 6,
      swatch_count: 3,
    });
    const list = (await v.call('GET', '/api/vendor/products')).json();
    expect(list.items[0]).toMatchObject({ maxPrice: 799, variantCount: 6, lowStockVariants: 0 });
  });

  it('edits by id: kept variants keep their ids, removed ones go, new ones are added', async () => {
    const v = await signedInVendor(t);
    const product = await created(v, lipstick('EDT'));
    const [first, second, ...rest] = product.variants;
    const edited = lipstickVariants('EDT')
      .slice(2)
      .map((input, i) => ({ ...input, id: rest[i]!.id }));
    edited[0] = { ...edited[0]!, stockQuantity: 3 };
    const res = await v.call('PATCH', `/api/vendor/products/${product.id}`, {
      payload: {
        isOnSale: false,
        variants: [
          ...edited,
          { sku: 'EDT-4-1', options: ['Plum', '4 g'], price: 549, stockQuantity: 2 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.variants.map((x: { id: string }) => x.id).slice(0, 4)).toEqual(
      rest.map((x) => x.id),
    );
    expect(after.variants[0]).toMatchObject({ stockQuantity: 3, stockStatus: 'low-stock' });
    expect(after.variants[4]).toMatchObject({ sku: 'EDT-4-1', stockStatus: 'low-stock' });
    const rows = await t.database.query<{ id: string }>(
      'SELECT id FROM product_variants WHERE id = ANY($1)',
      [[first!.id, second!.id]],
    );
    expect(rows).toEqual([]);
    expect(await summaryOf(product.id)).toMatchObject({ variant_count: 5, stock_quantity: 87 });
    const list = (await v.call('GET', '/api/vendor/products')).json();
    expect(list.items[0]).toMatchObject({ lowStockVariants: 2, variantCount: 5 });
  });

  it('hides a removed variant that was ordered, so the order keeps its line', async () => {
    const v = await signedInVendor(t);
    const product = await created(v, lipstick('ORD'));
    const [ordered, ...kept] = product.variants;
    await orderVariant(v.userId, product.id, ordered!.id);
    const res = await v.call('PATCH', `/api/vendor/products/${product.id}`, {
      payload: {
        variants: lipstickVariants('ORD')
          .slice(1)
          .map((input, i) => ({ ...input, id: kept[i]!.id })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().variants).toHaveLength(5);
    const [row] = await t.database.query<{ is_active: boolean }>(
      'SELECT is_active FROM product_variants WHERE id = $1',
      [ordered!.id],
    );
    expect(row).toEqual({ is_active: false });
    expect(await summaryOf(product.id)).toMatchObject({ variant_count: 5, stock_quantity: 113 });
  });

  it('reports each broken rule on its field path', async () => {
    const v = await signedInVendor(t);
    const variants = lipstickVariants('BAD');
    variants[1] = { ...variants[1]!, options: ['Berry Wine', '4 g'] };
    variants[2] = { ...variants[2]!, sku: 'BAD-1-1' };
    variants[3] = { ...variants[3]!, originalPrice: 100 };
    variants[4] = { ...variants[4]!, options: ['Coral Crush'] };
    const res = await v.call('POST', '/api/vendor/products', {
      payload: lipstick('BAD', { variants, attributes: ['finish:matte', 'hair-type:curly'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(
      Object.fromEntries(
        res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
      ),
    ).toEqual({
      'attributes.1': 'Hair type does not apply to this category.',
      'variants.1.options': VARIANT_MESSAGES.duplicateCombination,
      'variants.2.sku': VARIANT_MESSAGES.duplicateSku,
      'variants.3.originalPrice': VARIANT_MESSAGES.originalPrice,
      'variants.4.options': VARIANT_MESSAGES.optionCount(2),
    });
    // An image must be one of the product's own (a new product has none yet).
    const image = await v.call('POST', '/api/vendor/products', {
      payload: lipstick('IMG', {
        variants: lipstickVariants('IMG').map((x, i) => (i === 5 ? { ...x, imageId: 'img-x' } : x)),
      }),
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().errors).toEqual([
      expect.objectContaining({
        path: 'variants.5.imageId',
        message: VARIANT_MESSAGES.notOwnImage,
      }),
    ]);
    const sale = await v.call('POST', '/api/vendor/products', {
      payload: lipstick('SALE', {
        isOnSale: true,
        variants: lipstickVariants('SALE').map((x) => ({ ...x, originalPrice: null })),
      }),
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().errors).toEqual([
      expect.objectContaining({ path: 'isOnSale', message: VARIANT_MESSAGES.saleNeedsOriginal }),
    ]);
    expect((await v.call('GET', '/api/vendor/products')).json().total).toBe(0);
  });

  it('keeps SKUs unique per vendor, across products, but two vendors may share one', async () => {
    const v = await signedInVendor(t);
    const other = await signedInVendor(t);
    await created(v, lipstick('DUP'));
    const clash = await v.call('POST', '/api/vendor/products', {
      payload: lipstick('NEW', {
        name: 'Another Lip Colour',
        variants: lipstickVariants('NEW').map((x, i) => (i === 2 ? { ...x, sku: 'DUP-2-1' } : x)),
      }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([
      expect.objectContaining({ path: 'variants.2.sku', message: VARIANT_MESSAGES.skuTaken }),
    ]);
    // Two variants of one product may swap their SKUs in one edit.
    const mine = (await v.call('GET', '/api/vendor/products')).json().items[0];
    const full = (await v.call('GET', `/api/vendor/products/${mine.id}`)).json();
    const swapped = full.variants.map((x: VariantInput & { id: string }, i: number) => ({
      id: x.id,
      sku: i === 0 ? 'DUP-1-2' : i === 1 ? 'DUP-1-1' : x.sku,
      options: x.options,
      price: x.price,
      originalPrice: x.originalPrice,
      stockQuantity: x.stockQuantity,
    }));
    const swap = await v.call('PATCH', `/api/vendor/products/${mine.id}`, {
      payload: { variants: swapped },
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(
      swap
        .json()
        .variants.slice(0, 2)
        .map((x: { sku: string }) => x.sku),
    ).toEqual(['DUP-1-2', 'DUP-1-1']);
    await created(other, lipstick('DUP'));
  });

  it('answers a SKU race with a field error, never a 500', async () => {
    const v = await signedInVendor(t);
    const body = (name: string) =>
      lipstick('RACE', {
        name,
        isOnSale: false,
        options: [],
        variants: [{ sku: 'RACE-1', options: [], price: 499, stockQuantity: 5 }],
      });
    const results = await Promise.all([
      v.call('POST', '/api/vendor/products', { payload: body('First Balm') }),
      v.call('POST', '/api/vendor/products', { payload: body('Second Balm') }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json().errors[0]).toMatchObject({ path: 'variants.0.sku' });
  });

  it('refuses variant ids of another product or vendor, and top-level stock on variants', async () => {
    const v = await signedInVendor(t);
    const other = await signedInVendor(t);
    const mine = await created(v, lipstick('MINE'));
    const second = await created(v, lipstick('SECOND', { name: 'Second Lip Colour' }));
    const theirs = await created(other, lipstick('THEIRS'));
    for (const foreign of [second.variants[0]!.id, theirs.variants[0]!.id]) {
      const res = await v.call('PATCH', `/api/vendor/products/${mine.id}`, {
        payload: {
          variants: [
            {
              id: foreign,
              sku: 'TAKE-1',
              options: ['Taken', '4 g'],
              price: 1,
              originalPrice: 2,
              stockQuantity: 0,
            },
          ],
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({
          path: 'variants.0.id',
          message: VARIANT_MESSAGES.unknownVariant,
        }),
      ]);
    }
    const [theirRow] = await t.database.query<{ sku: string; stock_quantity: number }>(
      'SELECT sku, stock_quantity FROM product_variants WHERE id = $1',
      [theirs.variants[0]!.id],
    );
    expect(theirRow).toEqual({ sku: 'THEIRS-1-1', stock_quantity: 10 });
    const topLevel = await v.call('PATCH', `/api/vendor/products/${mine.id}`, {
      payload: { stockQuantity: 500 },
    });
    expect(topLevel.statusCode).toBe(422);
    expect(topLevel.json().detail).toBe(VARIANT_MESSAGES.perVariant);
    const unchanged = await v.call('PATCH', `/api/vendor/products/${mine.id}`, {
      payload: { price: 499, stockQuantity: 123, isNew: false },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    // Fields that are not per variant still save without the variants.
    const renamed = await v.call('PATCH', `/api/vendor/products/${mine.id}`, {
      payload: { name: 'Matte Lip Colour Duo' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().variants).toHaveLength(6);
  });

  it('keeps old clients working: a plain product has one variant set by the top-level fields', async () => {
    const v = await signedInVendor(t);
    const res = await v.call('POST', '/api/vendor/products', { payload: sampleProduct() });
    const plain = res.json();
    expect(plain.options).toEqual([]);
    expect(plain.variants).toEqual([
      expect.objectContaining({ sku: `SKU-${plain.id}`, options: [], label: '', price: 1299 }),
    ]);
    const edit = await v.call('PATCH', `/api/vendor/products/${plain.id}`, {
      payload: { price: 1199, stockQuantity: 7 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ price: 1199, stockQuantity: 7 });
    expect(edit.json().variants).toEqual([
      expect.objectContaining({ id: plain.variants[0].id, price: 1199, stockQuantity: 7 }),
    ]);
  });

  it('alerts on the dashboard per variant running low, with its label and SKU', async () => {
    const v = await signedInVendor(t);
    const variants = lipstickVariants('LOW').map((x, i) =>
      i === 3 ? { ...x, stockQuantity: 2 } : i === 4 ? { ...x, stockQuantity: 0 } : x,
    );
    await created(v, lipstick('LOW', { status: 'draft', variants }));
    const res = await v.call('GET', '/api/vendor/dashboard?from=2025-01-01&to=2025-01-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lowStockCount: 2,
      lowStockProducts: [
        {
          name: 'Matte Lip Colour',
          variantLabel: 'Coral Crush · 4 g',
          sku: 'LOW-3-1',
          stockQuantity: 0,
          stockStatus: 'out-of-stock',
        },
        {
          variantLabel: 'Nude Rose · 8 g',
          sku: 'LOW-2-2',
          stockQuantity: 2,
          stockStatus: 'low-stock',
        },
      ],
    });
  });

  it("shows a variant's own photo and swatch, and lets go of them when the image is deleted", async () => {
    const v = await signedInVendor(t);
    const product = await created(v, lipstick('IMGS'));
    const upload = await v.call('POST', `/api/vendor/products/${product.id}/images`, {
      ...multipart({ filename: 'berry.png', contentType: 'image/png', data: await pngImage() }),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const imageId = upload.json().images[0].id as string;
    const full = (await v.call('GET', `/api/vendor/products/${product.id}`)).json();
    const variants = full.variants.map((x: VariantInput & { id: string }, i: number) => ({
      id: x.id,
      sku: x.sku,
      options: x.options,
      price: x.price,
      originalPrice: x.originalPrice,
      stockQuantity: x.stockQuantity,
      ...(i === 0 ? { imageId, swatchImageId: imageId } : {}),
    }));
    const edit = await v.call('PATCH', `/api/vendor/products/${product.id}`, {
      payload: { variants },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().variants[0]).toMatchObject({ imageId, swatchImageId: imageId });
    const removed = await v.call('DELETE', `/api/vendor/products/${product.id}/images/${imageId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().variants[0]).toMatchObject({ imageId: null, swatchImageId: null });
  });

  it('duplicates a product with its options and variants under new SKUs', async () => {
    const v = await signedInVendor(t);
    const product = await created(v, lipstick('COPY'));
    const res = await v.call('POST', `/api/vendor/products/${product.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ status: 'draft', options: [{ name: 'Shade' }, { name: 'Size' }] });
    expect(copy.variants.map((x: { options: string[] }) => x.options)).toEqual(
      product.variants.map((x) => x.options),
    );
    expect(copy.variants.map((x: { stockQuantity: number }) => x.stockQuantity)).toEqual(
      product.variants.map((x) => x.stockQuantity),
    );
    const skus = copy.variants.map((x: { sku: string }) => x.sku);
    expect(skus[0]).toBe(`SKU-${copy.id}-1`);
    expect(skus.filter((sku: string) => sku.startsWith('COPY-'))).toEqual([]);
  });
});

describe('publishing a product whose every variant has 0 in stock (issue #33)', () => {
  const SOLD_OUT =
    'Every shade of this product has 0 in stock, so shoppers would only see “Out of Stock”. Add stock, or confirm that you want to publish it anyway.';
  /** Three shades, none in stock, as a draft with a picture (so only the stock stands in the way). */
  async function soldOutShades(v: TestVendor, prefix: string) {
    const product = await created(
      v,
      lipstick(prefix, {
        options: [{ name: 'Shade', kind: 'shade' }],
        isOnSale: false,
        variants: SHADES.map(([shade, hex], i) => ({
          sku: `${prefix}-${i + 1}`,
          options: [shade],
          swatchHex: hex,
          price: 499,
          stockQuantity: 0,
        })),
      }),
    );
    await addedPicture(v, product.id);
    return product;
  }
  const statusOf = async (id: string) =>
    (
      await t.database.query<{ status: string }>('SELECT status FROM products WHERE id = $1', [id])
    )[0]?.status;

  it('refuses with 409 unless the vendor says publishOutOfStock, then publishes', async () => {
    const v = await signedInVendor(t);
    const product = await soldOutShades(v, 'OOS');
    const url = `/api/vendor/products/${product.id}`;

    const refused = await v.call('PATCH', url, { payload: { status: 'published' } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      status: 409,
      detail: SOLD_OUT,
      errors: [{ path: 'publishOutOfStock', message: SOLD_OUT, location: 'body' }],
    });
    expect(await statusOf(product.id)).toBe('draft');

    const allowed = await v.call('PATCH', url, {
      payload: { status: 'published', publishOutOfStock: true },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ status: 'published', stockStatus: 'out-of-stock' });
    // Already published: editing it is not publishing it again.
    const renamed = await v.call('PATCH', url, { payload: { name: 'Matte Lip Colour Refill' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('publishes without asking once one shade has stock, in the same request', async () => {
    const v = await signedInVendor(t);
    const product = await soldOutShades(v, 'ONE');
    const variants = product.variants.map((x, i) => ({
      id: x.id,
      sku: x.sku,
      options: x.options,
      price: 499,
      stockQuantity: i === 1 ? 4 : 0,
    }));
    const res = await v.call('PATCH', `/api/vendor/products/${product.id}`, {
      payload: { status: 'published', variants },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', stockQuantity: 4 });
  });

  it('holds for the admin too, and a plain product with no stock is asked about alike', async () => {
    const v = await signedInVendor(t);
    const admin = await signedInAdmin(t);
    const shades = await soldOutShades(v, 'ADM');
    const url = `/api/admin/products/${shades.id}`;
    const refused = await admin.call('PATCH', url, { status: 'published' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().detail).toBe(SOLD_OUT);
    expect(await statusOf(shades.id)).toBe('draft');
    const allowed = await admin.call('PATCH', url, {
      status: 'published',
      publishOutOfStock: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await statusOf(shades.id)).toBe('published');

    const plain = await created(v, sampleProduct({ name: 'Sold Out Soap', stockQuantity: 0 }));
    await addedPicture(v, plain.id);
    const soap = await v.call('PATCH', `/api/vendor/products/${plain.id}`, {
      payload: { status: 'published' },
    });
    expect(soap.statusCode, soap.body).toBe(409);
    expect(soap.json().detail).toBe(
      'This product has 0 in stock, so shoppers would only see “Out of Stock”. Add stock, or confirm that you want to publish it anyway.',
    );
  });
});
