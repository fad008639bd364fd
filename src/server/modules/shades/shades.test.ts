// Issue #37 through the API: back-in-stock alerts per shade (exactly one mail per request, also
// under parallel stock writes), the vendor's waiting counts, shade photos and similar shades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../domain/schemas/catalog';
import type { ShadeBrands, ShadeProducts, SimilarShades } from '../../../domain/schemas/shades';
import type { ProductFields } from '../../../domain/schemas/vendor-products';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { createAccount } from '../auth/test-accounts';
import { signedIn, type Shopper } from '../orders/test-shoppers';
import { updateProduct } from '../vendor-catalog/products';
import { createPublishedProduct, sampleProduct } from '../vendor-catalog/test-vendor';
import { STOCK_ALERT_MESSAGES } from './stock-alerts';

let t: TestApp;
let admin: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
});
afterAll(() => t.close());

interface ShadeSpec {
  name: string;
  hex: string;
  stock: number;
}

const lipstick = (name: string, shades: ShadeSpec[]): ProductFields =>
  ({
    ...sampleProduct({
      name,
      category: 'makeup',
      subcategory: 'lips',
      status: 'draft',
      isOnSale: false,
      originalPrice: null,
    }),
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: shades.map((s, i) => ({
      sku: `${name.replace(/\W/g, '')}-${i}-${Math.random().toString(36).slice(2, 8)}`,
      options: [s.name],
      swatchHex: s.hex,
      price: 499,
      stockQuantity: s.stock,
    })),
    publishOutOfStock: true,
  }) as ProductFields;

/** A new brand with one published product (sold out or not: the vendor confirmed it). */
async function brandWith(fields: ProductFields) {
  const vendor = await createAccount(t.database, 'vendor');
  const draft = await createPublishedProduct(t.database.db, vendor.userId, {
    ...fields,
    variants: fields.variants?.map((v) => ({ ...v, stockQuantity: 1 })),
  });
  // Published with stock, then each shade's own figure (0 for the sold-out ones).
  const product = await updateProduct(t.database.db, vendor.userId, draft.id, {
    variants: fields.variants!.map((v, i) => ({ ...v, id: draft.variants[i]!.id })),
  } as ProductFields);
  return { vendor, product };
}

const mails = (template: string, variantId?: string) =>
  t.database.query<{ to: string; data: Record<string, string> }>(
    `SELECT payload->>'to' AS to, payload->'data' AS data FROM outbox
     WHERE kind = $1 AND ($2::text IS NULL OR payload->'data'->>'variantId' = $2)`,
    [template, variantId ?? null],
  );

const setVariantStock = (
  app: TestApp['app'],
  cookie: string,
  productId: string,
  variantId: string,
  stock: number,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}/variants/${variantId}`,
    headers: { cookie },
    payload: { stockQuantity: stock },
  });

// Each request from its own address: the route's per-address limit is not what these test.
let address = 0;
const ask = (body: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/stock-alerts',
    payload: body,
    remoteAddress: `10.37.${Math.floor(++address / 250)}.${address % 250}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('back-in-stock alerts', () => {
  it("mails a visitor once, after the confirmed link, when the shade's stock rises from 0", async () => {
    const { product } = await brandWith(
      lipstick('Alert Matte', [
        { name: 'Rani Pink', hex: '#c2185b', stock: 5 },
        { name: 'Berry Wine', hex: '#7b1f3a', stock: 0 },
      ]),
    );
    const berry = product.variants[1]!;
    const email = `visitor-${Date.now()}@example.com`;
    const first = await ask({ variantId: berry.id, email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'confirm', message: STOCK_ALERT_MESSAGES.confirm });
    // Asking again changes nothing and mails nothing more.
    expect((await ask({ variantId: berry.id, email: email.toUpperCase() })).json().status).toBe(
      'confirm',
    );
    const confirmMails = (await mails('stock-alert-confirm')).filter((m) => m.to === email);
    expect(confirmMails).toHaveLength(1);

    // Unconfirmed: a restock mails nothing.
    expect((await setVariantStock(t.app, admin.cookie, product.id, berry.id, 2)).statusCode).toBe(
      200,
    );
    expect(await mails('back-in-stock', berry.id)).toHaveLength(0);
    await setVariantStock(t.app, admin.cookie, product.id, berry.id, 0);

    const token = new URL(`http://x${confirmMails[0]!.data.confirmPath}`).searchParams.get(
      'token',
    )!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/store/stock-alerts/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ productId: product.id, shade: 'Berry Wine' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/store/stock-alerts/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(STOCK_ALERT_MESSAGES.badLink);
    // A link cut short or run together with other text by a mail client reads the same.
    for (const broken of [token.slice(0, 8), `${token}garbage`, 'garbage']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/stock-alerts/confirm',
        payload: { token: broken },
      });
      expect(res.statusCode, broken).toBe(404);
      expect(res.json().detail, broken).toBe(STOCK_ALERT_MESSAGES.badLink);
    }

    await setVariantStock(t.app, admin.cookie, product.id, berry.id, 4);
    await setVariantStock(t.app, admin.cookie, product.id, berry.id, 9);
    await setVariantStock(t.app, admin.cookie, product.id, berry.id, 0);
    await setVariantStock(t.app, admin.cookie, product.id, berry.id, 3);
    const sent = await mails('back-in-stock', berry.id);
    expect(sent).toEqual([
      {
        to: email,
        data: expect.objectContaining({ productId: product.id, shade: 'Berry Wine' }),
      },
    ]);
  });

  it('subscribes a signed-in customer at once; the vendor sees how many wait per shade', async () => {
    const { vendor, product } = await brandWith(
      lipstick('Alert Satin', [
        { name: 'Coral Crush', hex: '#ff6f61', stock: 0 },
        { name: 'Nude Rose', hex: '#c48b8b', stock: 0 },
      ]),
    );
    const coral = product.variants[0]!;
    const customers = [await signedIn(t.app, t.database), await signedIn(t.app, t.database)];
    for (const c of customers) {
      const res = await ask({ variantId: coral.id }, c.cookie);
      expect(res.json()).toEqual({
        status: 'subscribed',
        message: STOCK_ALERT_MESSAGES.subscribed,
      });
    }
    const vendorCookie = (await signedIn(t.app, t.database, 'vendor')).cookie;
    expect(vendorCookie).toBeTruthy();
    const { signInAt, sessionCookieOf } = await import('../auth/test-accounts');
    const ownCookie = sessionCookieOf(await signInAt(t.app, 'vendor', vendor));
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/products/${product.id}/stock-alerts`,
      headers: { cookie: ownCookie },
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().items).toEqual([
      { variantId: coral.id, label: 'Coral Crush', stockQuantity: 0, waiting: 2 },
      { variantId: product.variants[1]!.id, label: 'Nude Rose', stockQuantity: 0, waiting: 0 },
    ]);
    // Another vendor sees the same 404 as for a missing product.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/products/${product.id}/stock-alerts`,
      headers: { cookie: vendorCookie },
    });
    expect(other.statusCode).toBe(404);

    await setVariantStock(t.app, admin.cookie, product.id, coral.id, 6);
    const sent = await mails('back-in-stock', coral.id);
    expect(sent.map((m) => m.to).sort()).toEqual(customers.map((c) => c.email).sort());
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/products/${product.id}/stock-alerts`,
      headers: { cookie: ownCookie },
    });
    expect(after.json().items[0].waiting).toBe(0);
  });

  it('refuses an in-stock shade (409), a visitor without email (400) and a hidden or unknown shade (404)', async () => {
    const { product } = await brandWith(
      lipstick('Alert Gloss', [{ name: 'Clear', hex: '#f4e1dc', stock: 3 }]),
    );
    const inStock = await ask({ variantId: product.variants[0]!.id, email: 'a@example.com' });
    expect(inStock.statusCode).toBe(409);
    const noEmail = await ask({ variantId: product.variants[0]!.id });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors[0].path).toBe('email');
    expect((await ask({ variantId: 'var-missing', email: 'a@example.com' })).statusCode).toBe(404);
    const draftVendor = await createAccount(t.database, 'vendor');
    const { createProduct } = await import('../vendor-catalog/products');
    const draft = await createProduct(
      t.database.db,
      draftVendor.userId,
      lipstick('Alert Draft', [{ name: 'Red', hex: '#ff0000', stock: 0 }]),
    );
    const hidden = await ask({ variantId: draft.variants[0]!.id, email: 'a@example.com' });
    expect(hidden.statusCode).toBe(404);
  });

  it(`mails each request exactly once when stock is raised by parallel writes (${TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, async () => {
    const { product } = await brandWith(
      lipstick('Alert Parallel', [{ name: 'Mauve', hex: '#915f6d', stock: 0 }]),
    );
    const mauve = product.variants[0]!;
    const shoppers = 6;
    for (let i = 0; i < shoppers; i++) {
      const c = await signedIn(t.app, t.database);
      await ask({ variantId: mauve.id }, c.cookie);
    }
    const second = TEST_DATABASE_URL ? await createSiblingApp(t) : null;
    try {
      const apps = second ? [t.app, second.app] : [t.app];
      // Rounds of parallel writes: each round drops the shade to 0 and raises it from several
      // requests at once, so rises from 0 race each other and the drops.
      for (let round = 0; round < 3; round++) {
        const writes = Array.from({ length: 12 }, (_, i) =>
          setVariantStock(
            apps[i % apps.length]!,
            admin.cookie,
            product.id,
            mauve.id,
            i % 3 === 0 ? 0 : i,
          ),
        );
        const answers = await Promise.all(writes);
        for (const a of answers) expect([200, 503]).toContain(a.statusCode);
      }
    } finally {
      await second?.close();
    }
    const sent = await mails('back-in-stock', mauve.id);
    expect(sent).toHaveLength(shoppers);
    expect(new Set(sent.map((m) => m.to)).size).toBe(shoppers);
  }, 60_000);
});

describe('shade photos', () => {
  it('keeps several photos per shade, the first as its photo, and drops a deleted one', async () => {
    const { vendor, product } = await brandWith(
      lipstick('Photo Matte', [
        { name: 'Rani Pink', hex: '#c2185b', stock: 5 },
        { name: 'Berry Wine', hex: '#7b1f3a', stock: 5 },
      ]),
    );
    const { productImages } = await import('../../db/schema');
    const images = await t.database.db
      .insert(productImages)
      .values(
        [2, 3, 4].map((position) => ({
          productId: product.id,
          position,
          storageKey: `products/${product.id}/shade-${position}`,
          width: 960,
          height: 960,
          alt: `Photo ${position}`,
        })),
      )
      .returning();
    const { signInAt, sessionCookieOf } = await import('../auth/test-accounts');
    const cookie = sessionCookieOf(await signInAt(t.app, 'vendor', vendor));
    const variants = product.variants.map((v, i) => ({
      id: v.id,
      sku: v.sku,
      options: v.options,
      swatchHex: v.swatchHex,
      price: v.price,
      stockQuantity: 5,
      ...(i === 1 ? { imageIds: [images[2]!.id, images[1]!.id] } : {}),
    }));
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${product.id}`,
      headers: { cookie },
      payload: { variants },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().variants[1]).toMatchObject({
      imageId: images[2]!.id,
      imageIds: [images[2]!.id, images[1]!.id],
    });

    const page = (await t.app.inject(`/api/store/products/${product.id}`)).json() as ProductDetail;
    const berry = page.variants[1]!;
    expect(berry.slug).toBe('berry-wine');
    expect(berry.images.map((i) => i.alt)).toEqual(['Photo 4', 'Photo 3']);
    expect(berry.image?.alt).toBe('Photo 4');
    expect(page.variants[0]!.images).toEqual([]);

    // Not one of the product's images: a field error on the photo.
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${product.id}`,
      headers: { cookie },
      payload: { variants: variants.map((v, i) => (i === 0 ? { ...v, imageIds: ['img-x'] } : v)) },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('variants.0.imageIds.0');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/products/${product.id}/images/${images[2]!.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().variants[1]).toMatchObject({
      imageId: images[1]!.id,
      imageIds: [images[1]!.id],
    });
  });

  it('refuses a swatch colour that is not #RRGGBB', async () => {
    const vendor = await signedIn(t.app, t.database, 'vendor');
    const res = await vendor.call('POST', '/api/vendor/products', {
      ...lipstick('Bad Swatch', [{ name: 'Red', hex: 'red', stock: 1 }]),
      status: 'draft',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('variants.0.swatchHex');
  });
});

describe('similar shades and Find my shade', () => {
  it('lists in-stock shades of the same type from other brands, nearest first, with words', async () => {
    const mine = await brandWith(
      lipstick('Mine Velvet', [{ name: 'Brick', hex: '#a0413c', stock: 4 }]),
    );
    const near = await brandWith(
      lipstick('Twin Velvet', [
        { name: 'Almost Brick', hex: '#a2423d', stock: 4 },
        { name: 'Sky', hex: '#87ceeb', stock: 4 },
      ]),
    );
    const close = await brandWith(
      lipstick('Cousin Velvet', [
        { name: 'Rust', hex: '#a84c3f', stock: 4 },
        { name: 'Exact Brick', hex: '#a0413c', stock: 0 },
      ]),
    );
    // Same brand, or another product type: never listed.
    const { createProduct } = await import('../vendor-catalog/products');
    const sameBrand = await createProduct(
      t.database.db,
      mine.vendor.userId,
      lipstick('Mine Liner', [{ name: 'Brick Too', hex: '#a0413c', stock: 4 }]),
    );
    expect(sameBrand.id).toBeTruthy();
    const eyes = await brandWith({
      ...lipstick('Eye Brick', [{ name: 'Brick Eye', hex: '#a0413c', stock: 4 }]),
      subcategory: 'eyes',
    } as ProductFields);
    expect(eyes.product.id).toBeTruthy();

    const res = await t.app.inject(
      `/api/store/similar-shades?variant=${mine.product.variants[0]!.id}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as SimilarShades;
    expect(body.shade).toEqual({
      variantId: mine.product.variants[0]!.id,
      label: 'Brick',
      swatchHex: '#a0413c',
    });
    const ours = body.items.filter((i) =>
      [near.product.id, close.product.id].includes(i.productId),
    );
    expect(body.items[0]).toMatchObject({ shade: 'Almost Brick', closeness: 'very close' });
    expect(ours.map((i) => [i.shade, i.closeness])).toEqual([
      ['Almost Brick', 'very close'],
      ['Rust', 'close'],
    ]);
    // Sold out: not offered.
    expect(body.items.map((i) => i.shade)).not.toContain('Exact Brick');
    expect(ours[0]).toMatchObject({ vendorName: expect.any(String), shadeSlug: 'almost-brick' });
    expect(body.items.every((i) => i.productId !== sameBrand.id)).toBe(true);
    expect(body.items.every((i) => i.productId !== eyes.product.id)).toBe(true);
    expect(body.items.map((i) => i.deltaE)).toEqual(
      [...body.items.map((i) => i.deltaE)].sort((a, b) => a - b),
    );

    expect((await t.app.inject('/api/store/similar-shades?variant=nope')).statusCode).toBe(404);
    expect((await t.app.inject('/api/store/similar-shades')).statusCode).toBe(400);
  });

  it('walks brand → product → shade', async () => {
    const { vendor, product } = await brandWith(
      lipstick('Finder Matte', [{ name: 'Plum', hex: '#5e2750', stock: 2 }]),
    );
    const brands = (await t.app.inject('/api/store/shade-finder/brands')).json() as ShadeBrands;
    const [row] = await t.database.query<{ slug: string }>(
      'SELECT slug FROM vendors WHERE user_id = $1',
      [vendor.userId],
    );
    expect(brands.items.find((b) => b.slug === row!.slug)).toMatchObject({ products: 1 });
    const products = (
      await t.app.inject(`/api/store/shade-finder/products?vendor=${row!.slug}`)
    ).json() as ShadeProducts;
    expect(products.items).toEqual([
      {
        id: product.id,
        name: 'Finder Matte',
        subcategory: 'lips',
        shades: [{ variantId: product.variants[0]!.id, label: 'Plum', swatchHex: '#5e2750' }],
      },
    ]);
  });
});

describe('You may also like', () => {
  it('leaves out products nobody can buy', async () => {
    const { product } = await brandWith(
      lipstick('Sold Out Everywhere', [{ name: 'Gone', hex: '#333333', stock: 0 }]),
    );
    const { product: other } = await brandWith(
      lipstick('Still Here', [{ name: 'Here', hex: '#444444', stock: 3 }]),
    );
    const page = (await t.app.inject(`/api/store/products/${other.id}`)).json() as ProductDetail;
    expect(page.related.map((r) => r.id)).not.toContain(product.id);
    expect(page.related.every((r) => r.stockStatus !== 'out-of-stock')).toBe(true);
  });
});
