// The demo catalogue follows SPEC §3 and the seeding rules, and its art renders once to WebP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_SUBCATEGORIES, SUBCATEGORIES } from '../../domain/catalog';
import { attributeTokenProblem } from '../../domain/attributes';
import { IMAGE_WIDTHS } from '../../domain/images';
import { ART_VIEWS, productArtSvg, renderProductImages } from './product-art';
import { seedVariantRows } from './seed';
import { SEED_PRODUCTS, SEED_VENDORS } from './seed-data';
import { seedRatings, seedReviewPlan } from './seed-reviews';
import { folderMediaStore } from '../modules/media/media-store';

const SEED_RATINGS = seedRatings();

describe('seed vendors', () => {
  it('has 7 vendors vendor-1 … vendor-7 with kebab slugs, care@ emails and +91 phones', () => {
    expect(SEED_VENDORS.map((v) => v.id)).toEqual(
      Array.from({ length: 7 }, (_, i) => `vendor-${i + 1}`),
    );
    for (const v of SEED_VENDORS) {
      expect(v.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(v.email).toBe(`care@${v.slug}.example`);
      expect(v.supportPhone).toMatch(/^\+91 /);
      expect(v.companyName.length).toBeGreaterThan(3);
      expect(v.city.length).toBeGreaterThan(2);
      expect(v.description.length).toBeGreaterThan(20);
    }
    expect(new Set(SEED_VENDORS.map((v) => v.slug)).size).toBe(7);
  });

  it('every vendor sells at least 2 products', () => {
    for (const v of SEED_VENDORS) {
      expect(SEED_PRODUCTS.filter((p) => p.vendorId === v.id).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seed products', () => {
  it('has 20 products prod-001 … prod-020 from known vendors', () => {
    expect(SEED_PRODUCTS.map((p) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `prod-${String(i + 1).padStart(3, '0')}`),
    );
    const vendorIds = new Set(SEED_VENDORS.map((v) => v.id));
    for (const p of SEED_PRODUCTS) expect(vendorIds.has(p.vendorId)).toBe(true);
    expect(new Set(SEED_PRODUCTS.map((p) => p.name)).size).toBe(20);
  });

  it('covers every category and subcategory, each subcategory fitting its category', () => {
    expect(new Set(SEED_PRODUCTS.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(SEED_PRODUCTS.map((p) => p.subcategory))).toEqual(new Set(SUBCATEGORIES));
    for (const p of SEED_PRODUCTS)
      expect(CATEGORY_SUBCATEGORIES[p.category]).toContain(p.subcategory);
  });

  it('prices are whole rupees from 399 to 3999, both ends present', () => {
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(399);
      expect(p.price).toBeLessThanOrEqual(3999);
      if (p.originalPrice !== undefined) expect(Number.isInteger(p.originalPrice)).toBe(true);
    }
    expect(SEED_PRODUCTS.some((p) => p.price === 399)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.price === 3999)).toBe(true);
  });

  it('sale products carry a 10–40% discount; one has an original price but is not on sale', () => {
    const onSale = SEED_PRODUCTS.filter((p) => p.isOnSale);
    expect(onSale.length).toBeGreaterThanOrEqual(6);
    for (const p of onSale) {
      expect(p.originalPrice).toBeDefined();
      const original = p.originalPrice ?? 0;
      expect(original).toBeGreaterThan(p.price);
      const pct = ((original - p.price) / original) * 100;
      expect(pct).toBeGreaterThanOrEqual(10);
      expect(pct).toBeLessThanOrEqual(40);
    }
    expect(SEED_PRODUCTS.some((p) => !p.isOnSale && p.originalPrice !== undefined)).toBe(true);
  });

  it('fills the home page: at least 5 new and 5 featured, at least 4 on sale', () => {
    expect(SEED_PRODUCTS.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(5);
    expect(SEED_PRODUCTS.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(5);
    expect(SEED_PRODUCTS.filter((p) => p.isOnSale).length).toBeGreaterThanOrEqual(4);
  });

  it('has 3–5 lower-case tags', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.tags.length).toBeGreaterThanOrEqual(3);
      expect(p.tags.length).toBeLessThanOrEqual(5);
      for (const t of p.tags) expect(t).toMatch(/^[a-z0-9][a-z0-9 -]*$/);
      expect(new Set(p.tags).size).toBe(p.tags.length);
    }
  });

  it('gives every product 2–5 reviews by different demo customers, none invented (issue #19)', () => {
    const plan = seedReviewPlan();
    for (const p of SEED_PRODUCTS) {
      const mine = plan.filter((r) => r.product.id === p.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(5);
      expect(new Set(mine.map((r) => r.reviewer)).size).toBe(mine.length);
      expect(SEED_RATINGS.get(p.id)!.rating).toBeGreaterThanOrEqual(3);
    }
  });

  it('has stock everywhere and exactly 4 products running low', () => {
    for (const p of SEED_PRODUCTS) expect(p.stockQuantity).toBeGreaterThan(0);
    const low = SEED_PRODUCTS.filter((p) => p.stockQuantity <= p.lowStockThreshold);
    expect(low.length).toBe(4);
    for (const p of low) {
      expect(p.stockQuantity).toBeGreaterThanOrEqual(2);
      expect(p.stockQuantity).toBeLessThanOrEqual(5);
      expect([5, 10]).toContain(p.lowStockThreshold);
    }
    for (const p of SEED_PRODUCTS.filter((q) => !low.includes(q))) {
      expect(p.stockQuantity).toBeGreaterThanOrEqual(20);
      expect(p.stockQuantity).toBeLessThanOrEqual(200);
    }
  });

  it('has art with hex colours and a short label', () => {
    const hex = /^#[0-9a-f]{6}$/i;
    for (const p of SEED_PRODUCTS) {
      const { body, cap, accent, backdrop } = p.art.colors;
      for (const c of [body, cap, accent, ...backdrop]) expect(c).toMatch(hex);
      expect(p.art.label.length).toBeGreaterThan(0);
      expect(p.art.label.length).toBeLessThanOrEqual(10);
    }
  });
});

describe('seed variants and attributes (issue #18)', () => {
  const withVariants = SEED_PRODUCTS.filter((p) => p.variants);

  it('has six products in shades or sizes, the rest plain', () => {
    expect(withVariants.map((p) => p.id)).toEqual([
      'prod-002',
      'prod-009',
      'prod-010',
      'prod-012',
      'prod-014',
      'prod-020',
    ]);
    expect(withVariants.filter((p) => p.options?.[0]?.kind === 'shade').length).toBe(4);
    for (const p of SEED_PRODUCTS.filter((q) => !q.variants)) expect(p.options).toBeUndefined();
  });

  it("keeps each product's price, original price and stock as the summary of its variants", () => {
    for (const p of withVariants) {
      const variants = p.variants!;
      expect(variants.length).toBeGreaterThanOrEqual(2);
      for (const v of variants) expect(v.options).toHaveLength(p.options!.length);
      expect(new Set(variants.map((v) => v.options.join('/'))).size).toBe(variants.length);
      const cheapest = [...variants].sort((a, b) => a.price - b.price)[0]!;
      expect(p.price).toBe(cheapest.price);
      expect(p.originalPrice).toBe(cheapest.originalPrice);
      expect(p.stockQuantity).toBe(variants.reduce((sum, v) => sum + v.stockQuantity, 0));
      for (const v of variants) {
        if (v.originalPrice !== undefined) expect(v.originalPrice).toBeGreaterThan(v.price);
      }
    }
  });

  it('gives every shade a swatch colour and no size one', () => {
    for (const p of withVariants) {
      const shade = p.options![0]!.kind === 'shade';
      for (const v of p.variants!) {
        if (shade) expect(v.swatchHex).toMatch(/^#[0-9a-f]{6}$/);
        else expect(v.swatchHex).toBeUndefined();
      }
    }
  });

  it('has the lipstick of the demo: seven shades, Berry Wine dearer and low, Coral Crush out', () => {
    const lipstick = SEED_PRODUCTS.find((p) => p.id === 'prod-002')!;
    expect(lipstick.variants).toHaveLength(7);
    expect(lipstick.options).toEqual([{ name: 'Shade', kind: 'shade' }]);
    const byName = new Map(lipstick.variants!.map((v) => [v.options[0], v]));
    expect(byName.get('Berry Wine')).toMatchObject({
      price: 699,
      originalPrice: 849,
      stockQuantity: 4,
    });
    expect(byName.get('Coral Crush')?.stockQuantity).toBe(0);
  });

  it('rows: <id>-v1… in order, SKU-<id> for a plain product, SKUs unique per vendor', () => {
    const rows = SEED_PRODUCTS.flatMap(seedVariantRows);
    for (const p of SEED_PRODUCTS) {
      const mine = rows.filter((r) => r.productId === p.id);
      expect(mine.map((r) => r.id)).toEqual(mine.map((_, i) => `${p.id}-v${i + 1}`));
      expect(mine.map((r) => r.position)).toEqual(mine.map((_, i) => i));
      if (!p.variants) {
        expect(mine).toEqual([
          expect.objectContaining({
            sku: `SKU-${p.id}`,
            option1: null,
            pricePaise: p.price * 100,
            originalPricePaise: p.originalPrice === undefined ? null : p.originalPrice * 100,
            stockQuantity: p.stockQuantity,
          }),
        ]);
      }
    }
    expect(rows.find((r) => r.id === 'prod-002-v2')?.sku).toBe('SKU-prod-002-BERRY-WINE');
    for (const r of rows) expect(r.sku).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(new Set(rows.map((r) => `${r.vendorId}/${r.sku}`)).size).toBe(rows.length);
  });

  it("gives products attribute tokens from their category's lists, without repeats", () => {
    for (const p of SEED_PRODUCTS) {
      for (const token of p.attributes) expect(attributeTokenProblem(token, p.category)).toBeNull();
      expect(new Set(p.attributes).size).toBe(p.attributes.length);
    }
    // A face roller has no attribute its category lists; every other product has some.
    expect(SEED_PRODUCTS.filter((p) => p.attributes.length === 0).map((p) => p.id)).toEqual([
      'prod-006',
    ]);
  });
});

describe('product art', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-art-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('draws three distinct SVG views', () => {
    const p = SEED_PRODUCTS[0]!;
    const svgs = ([1, 2, 3] as const).map((v) => productArtSvg(p, v));
    expect(ART_VIEWS).toBe(3);
    expect(new Set(svgs).size).toBe(3);
    for (const svg of svgs) expect(svg).toContain('viewBox="0 0 960 960"');
  });

  it('renders 3 WebP views at every width, once', async () => {
    const p = SEED_PRODUCTS[0]!;
    const images = await renderProductImages(folderMediaStore(dir), p.id, p);
    expect(images.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(images.map((i) => i.alt)).toEqual([
      `${p.name}, front view`,
      `${p.name}, styled with props`,
      `${p.name}, texture close-up`,
    ]);
    const mtimes = new Map<string, number>();
    for (const img of images) {
      expect(img.storageKey).toMatch(new RegExp(`^products/${p.id}/[123]-[0-9a-f]{8}$`));
      for (const w of IMAGE_WIDTHS) {
        const file = path.join(dir, `${img.storageKey}-${w}.webp`);
        expect(fs.existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(w);
        mtimes.set(file, fs.statSync(file).mtimeMs);
      }
    }

    await new Promise((r) => setTimeout(r, 20));
    const again = await renderProductImages(folderMediaStore(dir), p.id, p);
    expect(again.map((i) => i.storageKey)).toEqual(images.map((i) => i.storageKey));
    for (const [file, mtime] of mtimes) expect(fs.statSync(file).mtimeMs).toBe(mtime);
    const files = fs.readdirSync(path.join(dir, 'products', p.id));
    expect(files.length).toBe(ART_VIEWS * IMAGE_WIDTHS.length);
  });

  it('copies a view the art cache holds at every width, and keeps what it renders there', async () => {
    const p = SEED_PRODUCTS[1]!;
    const cacheDir = path.join(dir, 'cache');
    const cache = folderMediaStore(cacheDir);
    // Rendered once into the cache (the build's dist/demo-art) and the media alike.
    const rendered = await renderProductImages(
      folderMediaStore(path.join(dir, 'a')),
      p.id,
      p,
      undefined,
      cache,
    );
    const keys = rendered.flatMap((img) => IMAGE_WIDTHS.map((w) => `${img.storageKey}-${w}.webp`));
    for (const key of keys) expect(await cache.has(key)).toBe(true);

    // The cache's bytes are what a new database's media gets: copied, not drawn again.
    for (const key of keys) fs.writeFileSync(path.join(cacheDir, key), `cached ${key}`);
    const media = folderMediaStore(path.join(dir, 'b'));
    await renderProductImages(media, p.id, p, undefined, cache);
    for (const key of keys) expect((await media.get(key))!.bytes.toString()).toBe(`cached ${key}`);

    // A view the cache holds only in part is rendered whole.
    fs.rmSync(path.join(cacheDir, keys[0]!));
    const partial = folderMediaStore(path.join(dir, 'c'));
    await renderProductImages(partial, p.id, p, undefined, cache);
    expect((await sharp((await partial.get(keys[1]!))!.bytes).metadata()).format).toBe('webp');
  });
});
