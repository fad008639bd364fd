import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { invalidateCatalogCache } from '../catalog/catalog-cache';
import { syncProductSummaries } from '../catalog/variant-summary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://angle.example' });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
};

describe('server-rendered page meta', () => {
  it('writes a product page title, Open Graph tags and schema.org Product JSON-LD', async () => {
    const res = await page('/products/prod-005');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Ionic Pro Hair Dryer 1800W by Glowtech India — Angle</title>',
    );
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    expect(res.body).toMatch(
      /<meta property="og:image" content="https:\/\/angle\.example\/media\/products\/prod-005\/1-[0-9a-f]{8}-640\.webp" \/>/,
    );
    const ld = jsonLdOf(res.body);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Ionic Pro Hair Dryer 1800W',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '3999.00',
        availability: 'https://schema.org/InStock',
      },
      // Computed from the seeded reviews (issue #19), which are also listed.
      aggregateRating: { ratingValue: 3.5, reviewCount: 2 },
    });
    expect(ld.review).toHaveLength(2);
    expect(ld.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person' },
      reviewRating: { '@type': 'Rating', bestRating: 5 },
    });
    expect(ld.image).toHaveLength(3);
    expect(res.body).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" imagesrcset="[^"]*-320\.webp 320w/,
    );
  });

  it('describes shades or sizes at several prices as one AggregateOffer with their range', async () => {
    const [plain] = await t.database.query<{ id: string; price_paise: number }>(
      `SELECT id, price_paise FROM products WHERE status = 'published' AND id <> 'prod-005'
         AND variant_count = 1 ORDER BY id LIMIT 1`,
    );
    await t.database.query(
      `INSERT INTO product_variants (id, product_id, vendor_id, sku, option1, price_paise, stock_quantity, position)
       SELECT id || '-big', id, vendor_id, 'SKU-BIG-' || id, '100 ml', price_paise + 50000, 7, 9
       FROM products WHERE id = $1`,
      [plain!.id],
    );
    await syncProductSummaries(t.database.db, [plain!.id]);
    invalidateCatalogCache(t.database);
    const ld = jsonLdOf((await page(`/products/${plain!.id}`)).body);
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: (plain!.price_paise / 100).toFixed(2),
      highPrice: (plain!.price_paise / 100 + 500).toFixed(2),
      offerCount: 2,
    });
    expect(ld.offers.price).toBeUndefined();
  });

  it('escapes product text so it cannot break out of the HTML or the JSON-LD', async () => {
    await t.database.query(
      `UPDATE products SET name = $1, description = $2 WHERE id = 'prod-006'`,
      ['Roller "</title><script>alert(1)</script>', 'Cool </script><img src=x onerror=alert(1)>'],
    );
    await t.database.query(`UPDATE reviews SET body = $1 WHERE product_id = 'prod-006'`, [
      'Nice </script><script>alert(1)</script>',
    ]);
    const res = await page('/products/prod-006');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(jsonLdOf(res.body).description).toBe('Cool </script><img src=x onerror=alert(1)>');
    expect(jsonLdOf(res.body).review[0].reviewBody).toBe('Nice </script><script>alert(1)</script>');
  });

  it("keeps $` and $' in product text as text (no markup pasted into an attribute)", async () => {
    await t.database.query(
      `UPDATE products SET name = $1, description = $2 WHERE id = 'prod-007'`,
      ["Kajal $` and $'", 'Smudge-proof $` x=" onfocus=alert(1) $\''],
    );
    const res = await page('/products/prod-007');
    expect(res.body).toContain('<title>Kajal $` and $&#39;');
    expect(res.body).toContain(
      '<meta property="og:description" content="Smudge-proof $` x=&quot; onfocus=alert(1) $&#39;" />',
    );
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('titles listings and content pages, and keeps private areas out of the index', async () => {
    expect((await page('/products?category=skin')).body).toContain(
      '<title>Skin — Shop Skin Online — Angle</title>',
    );
    expect((await page('/shipping-policy')).body).toContain(
      '<title>Shipping Policy — Angle</title>',
    );
    expect((await page('/admin/dashboard')).body).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect((await page('/products/prod-999')).body).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('serves robots.txt disallowing admin and vendor areas, and a sitemap of products', async () => {
    const robots = await page('/robots.txt');
    expect(robots.body).toMatch(/Disallow: \/admin\n/);
    expect(robots.body).toMatch(/Disallow: \/vendor\n/);
    expect(robots.body).toContain('Sitemap: https://angle.example/sitemap.xml');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(
      sitemap.body.match(/<loc>https:\/\/angle\.example\/products\/prod-\d{3}<\/loc>/g),
    ).toHaveLength(20);
  });
});
