// Shades and sizes in the storefront's reads (issue #18): the product page's options, variants
// and attribute chips, and the card's "from" price and swatches. Each test gives a product the
// variants it needs, the way a vendor write does: rows, then the product's summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductDetailSchema,
  type ProductDetail,
  type ProductList,
} from '../../../domain/schemas/catalog';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { invalidateCatalogCache } from './catalog-cache';
import { syncProductSummaries } from './variant-summary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface VariantInput {
  option1?: string;
  option2?: string;
  swatchHex?: string;
  /** Index of the product's image to use as the variant's photo / swatch. */
  image?: number;
  swatchImage?: number;
  price: number;
  originalPrice?: number;
  stock: number;
  position: number;
  active?: boolean;
}

/** Replaces a product's variants (hiding the ones it had) and options, then syncs its summary. */
async function giveVariants(
  productId: string,
  product: {
    option1?: [string, 'shade' | 'other'];
    option2?: [string, 'shade' | 'other'];
    isOnSale?: boolean;
    lowStockThreshold?: number;
  },
  variants: VariantInput[],
): Promise<string[]> {
  const images = await imageIdsOf(productId);
  await t.database.query(
    `UPDATE products SET option1_name = $2, option1_kind = $3, option2_name = $4,
       option2_kind = $5, is_on_sale = $6, low_stock_threshold = $7 WHERE id = $1`,
    [
      productId,
      product.option1?.[0] ?? null,
      product.option1?.[1] ?? 'other',
      product.option2?.[0] ?? null,
      product.option2?.[1] ?? 'other',
      product.isOnSale ?? false,
      product.lowStockThreshold ?? 5,
    ],
  );
  await t.database.query('UPDATE product_variants SET is_active = false WHERE product_id = $1', [
    productId,
  ]);
  const ids: string[] = [];
  for (const [i, v] of variants.entries()) {
    const id = `${productId}-t${Date.now()}-${i}`;
    ids.push(id);
    await t.database.query(
      `INSERT INTO product_variants (id, product_id, vendor_id, sku, option1, option2, swatch_hex,
         image_id, swatch_image_id, price_paise, original_price_paise, stock_quantity, position, is_active)
       SELECT $1, p.id, p.vendor_id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11
       FROM products p WHERE p.id = $12`,
      [
        id,
        v.option1 ?? null,
        v.option2 ?? null,
        v.swatchHex ?? null,
        v.image === undefined ? null : images[v.image],
        v.swatchImage === undefined ? null : images[v.swatchImage],
        v.price * 100,
        v.originalPrice === undefined ? null : v.originalPrice * 100,
        v.stock,
        v.position,
        v.active ?? true,
        productId,
      ],
    );
  }
  await syncProductSummaries(t.database.db, [productId]);
  invalidateCatalogCache(t.database);
  return ids;
}

async function imageIdsOf(productId: string): Promise<string[]> {
  const rows = await t.database.query<{ id: string }>(
    'SELECT id FROM product_images WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return rows.map((r) => r.id);
}

async function detail(id: string): Promise<ProductDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/store/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductDetailSchema.strict().parse(res.json());
}

async function card(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/store/products?ids=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductList).items[0]!;
}

/** A product with three images, from the data (the seed renders three for each). */
async function productWithImages(skip: string[] = []): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `SELECT p.id FROM products p WHERE p.status = 'published' AND NOT (p.id = ANY($1::text[]))
       AND (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) >= 3
     ORDER BY p.id LIMIT 1`,
    [skip],
  );
  return row!.id;
}

describe('a product in shades', () => {
  let id: string;
  let variantIds: string[];
  beforeAll(async () => {
    id = await productWithImages();
    // Positions out of insertion order; a hidden shade between the others; Ruby the cheapest.
    variantIds = await giveVariants(
      id,
      { option1: ['Shade', 'shade'], isOnSale: true, lowStockThreshold: 5 },
      [
        {
          option1: 'Berry Wine',
          swatchHex: '#6b1f3a',
          price: 699,
          originalPrice: 899,
          stock: 3,
          position: 1,
          image: 1,
        },
        {
          option1: 'Nude Rose',
          swatchHex: '#c98b7f',
          price: 599,
          originalPrice: 799,
          stock: 40,
          position: 0,
          swatchImage: 2,
        },
        {
          option1: 'Ruby',
          swatchHex: '#9b111e',
          price: 499,
          originalPrice: 799,
          stock: 0,
          position: 3,
        },
        {
          option1: 'Hidden',
          swatchHex: '#000000',
          price: 99,
          stock: 50,
          position: 2,
          active: false,
        },
        { option1: 'Coral Crush', swatchHex: '#ff7f50', price: 599, stock: 12, position: 4 },
        { option1: 'Mocha', swatchHex: '#7b4b3a', price: 599, stock: 12, position: 5 },
        { option1: 'Plum', swatchHex: '#5e2750', price: 599, stock: 12, position: 6 },
        { option1: 'Peach', swatchHex: '#ffcba4', price: 599, stock: 12, position: 7 },
      ],
    );
  });

  it('lists its active shades in the vendor order, each priced and stocked', async () => {
    const body = await detail(id);
    const order = ['Nude Rose', 'Berry Wine', 'Ruby', 'Coral Crush', 'Mocha', 'Plum', 'Peach'];
    expect(body.options).toEqual([{ name: 'Shade', kind: 'shade', values: order }]);
    expect(body.variants.map((v) => v.label)).toEqual(order);
    expect(body.variants.map((v) => v.id)).not.toContain(variantIds[3]);
    const [nude, berry, ruby, coral] = body.variants;
    expect(berry).toMatchObject({
      id: variantIds[0],
      sku: variantIds[0],
      options: ['Berry Wine'],
      swatchHex: '#6b1f3a',
      price: 699,
      originalPrice: 899,
      discountPercent: Math.round(((899 - 699) / 899) * 100),
      stockStatus: 'low-stock',
      stockQuantity: 3,
      swatchImage: null,
    });
    expect(berry!.image).toEqual(body.images[1]);
    expect(nude).toMatchObject({ stockStatus: 'in-stock', stockQuantity: null, image: null });
    expect(nude!.swatchImage).toEqual(body.images[2]);
    expect(ruby).toMatchObject({ stockStatus: 'out-of-stock', stockQuantity: null });
    expect(coral).toMatchObject({ originalPrice: null, discountPercent: null });
  });

  it('keeps the summary of its shades on the product and its card', async () => {
    const body = await detail(id);
    const summary = {
      price: 499,
      originalPrice: 799,
      maxPrice: 699,
      variantCount: 7,
      defaultVariantId: variantIds[1],
      swatchCount: 7,
      swatches: [
        { name: 'Nude Rose', hex: '#c98b7f' },
        { name: 'Berry Wine', hex: '#6b1f3a' },
        { name: 'Ruby', hex: '#9b111e' },
        { name: 'Coral Crush', hex: '#ff7f50' },
        { name: 'Mocha', hex: '#7b4b3a' },
      ],
    };
    expect(body).toMatchObject({ ...summary, stockQuantity: null, stockStatus: 'in-stock' });
    expect(await card(id)).toMatchObject(summary);
  });
});

describe('a product in shades and sizes', () => {
  it('gives both options their values in variant order, and labels joined', async () => {
    const id = await productWithImages([await productWithImages()]);
    await giveVariants(id, { option1: ['Shade', 'shade'], option2: ['Size', 'other'] }, [
      { option1: 'Red', option2: '30 ml', swatchHex: '#aa0000', price: 300, stock: 9, position: 0 },
      { option1: 'Red', option2: '50 ml', swatchHex: '#aa0000', price: 450, stock: 9, position: 1 },
      {
        option1: 'Nude',
        option2: '50 ml',
        swatchHex: '#d2a38c',
        price: 450,
        stock: 9,
        position: 2,
      },
      {
        option1: 'Nude',
        option2: '30 ml',
        swatchHex: '#d2a38c',
        price: 300,
        originalPrice: 400,
        stock: 9,
        position: 3,
      },
    ]);
    const body = await detail(id);
    expect(body.options).toEqual([
      { name: 'Shade', kind: 'shade', values: ['Red', 'Nude'] },
      { name: 'Size', kind: 'other', values: ['30 ml', '50 ml'] },
    ]);
    expect(body.variants.map((v) => v.label)).toEqual([
      'Red · 30 ml',
      'Red · 50 ml',
      'Nude · 50 ml',
      'Nude · 30 ml',
    ]);
    expect(body.variants[3]).toMatchObject({
      options: ['Nude', '30 ml'],
      originalPrice: 400,
      // The product is not on sale: no badge, like the product's own price.
      discountPercent: null,
    });
    // Two shades as dots, one per shade however many sizes it comes in.
    expect(body).toMatchObject({
      price: 300,
      maxPrice: 450,
      variantCount: 4,
      swatchCount: 2,
      swatches: [
        { name: 'Red', hex: '#aa0000' },
        { name: 'Nude', hex: '#d2a38c' },
      ],
      stockQuantity: null,
    });
  });
});

describe('a plain product', () => {
  it('has one variant without options, and its card no "from" price', async () => {
    const [row] = await t.database.query<{ id: string }>(
      `SELECT p.id FROM products p WHERE p.status = 'published' AND p.variant_count = 1
         AND p.option1_name IS NULL ORDER BY p.id DESC LIMIT 1`,
    );
    const id = row!.id;
    const [variant] = await t.database.query<{
      id: string;
      price_paise: number;
      stock_quantity: number;
    }>(
      'SELECT id, price_paise, stock_quantity FROM product_variants WHERE product_id = $1 AND is_active',
      [id],
    );
    const body = await detail(id);
    expect(body.options).toEqual([]);
    expect(body.variants).toHaveLength(1);
    expect(body.variants[0]).toMatchObject({
      id: variant!.id,
      options: [],
      label: '',
      price: variant!.price_paise / 100,
    });
    expect(body).toMatchObject({
      defaultVariantId: variant!.id,
      variantCount: 1,
      maxPrice: body.price,
      swatches: [],
      swatchCount: 0,
    });
    expect((await card(id)).maxPrice).toBe((await card(id)).price);
  });
});

describe('attribute chips', () => {
  it('shows the known attributes in the lists order, with their labels', async () => {
    const id = await productWithImages();
    await t.database.query('UPDATE products SET attributes = $1 WHERE id = $2', [
      ['free-from:vegan', 'finish:matte', 'legacy:glitter', 'skin-type:oily', 'finish:matte'],
      id,
    ]);
    invalidateCatalogCache(t.database);
    expect((await detail(id)).attributes).toEqual([
      { token: 'skin-type:oily', group: 'skin-type', groupLabel: 'Skin type', label: 'Oily' },
      { token: 'finish:matte', group: 'finish', groupLabel: 'Finish', label: 'Matte' },
      {
        token: 'free-from:vegan',
        group: 'free-from',
        groupLabel: 'Free from & ethics',
        label: 'Vegan',
      },
    ]);
  });
});
