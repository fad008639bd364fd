// Generates a scaled catalogue for the benchmarks: N products across V vendors (three images
// each, reusing the demo's rendered art), each in 1–6 variants (shades for make-up, sizes
// otherwise; issue #18) with the product row's summary written in the same INSERT, beauty
// attributes, customers, and orders holding M order items spread over the last 400 days. Everything past the demo seed is one INSERT … SELECT generate_series
// per table, so 100k products and 1M order items take about a minute on either database.
//
//   tsx bench/generate.ts --products 100000 --vendors 500 --order-items 1000000 \
//     (--data-dir .tmp/bench/pglite | --database-url postgres://…/angle_bench) [--uploads DIR]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, type Database } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { hashPassword } from 'better-auth/crypto';
import { isDatabaseEmpty, seedCatalog, seedDemoAccounts } from '../src/server/db/seed';
import { refreshPopularity } from '../src/server/modules/catalog/popularity-refresh';
import { hasPassword, insertPasswordUser } from '../src/server/modules/auth/accounts';
import { users } from '../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { ATTRIBUTES } from './bench-attributes';
import { databaseMediaStore, folderMediaStore } from '../src/server/modules/media/media-store';

/** Plain products (one variant, stock to spare) the cart and order scenarios name by product id
 * alone: the bench (run.ts) and its write floor (write-floor.ts) draw from the same ones. */
export async function orderableProductIds(database: Database): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `SELECT p.id FROM products p JOIN vendors v ON v.user_id = p.vendor_id
     WHERE p.status = 'published' AND v.status = 'active' AND p.stock_quantity >= 100000
       AND p.variant_count = 1
     ORDER BY p.id LIMIT 2000`,
  );
  return rows.map((r) => r.id);
}

/** Customers the bench signs in as: orders and carts spread over them, as a shop's traffic does. */
export const BENCH_SHOPPERS = {
  count: 16,
  email: (i: number) => `shopper${i}@bench.example`,
  password: 'Shopper@12345',
};

const WORDS = {
  adjectives: [
    'Radiant',
    'Velvet',
    'Hydrating',
    'Matte',
    'Golden',
    'Botanical',
    'Silk',
    'Rose',
    'Saffron',
    'Neem',
    'Charcoal',
    'Vitamin C',
    'Ayurvedic',
    'Herbal',
    'Dewy',
    'Ultra',
    'Gentle',
    'Intense',
  ],
  nouns: {
    makeup: [
      'Lipstick',
      'Kajal',
      'Foundation',
      'Compact',
      'Mascara',
      'Eyeliner',
      'Blush',
      'Palette',
    ],
    skin: ['Serum', 'Face Wash', 'Moisturiser', 'Sunscreen', 'Night Cream', 'Toner', 'Face Oil'],
    hair: ['Shampoo', 'Conditioner', 'Hair Oil', 'Hair Mask', 'Styling Gel', 'Hair Serum'],
    'personal-care': ['Body Lotion', 'Deodorant', 'Perfume', 'Body Wash', 'Attar', 'Soap'],
    appliances: ['Hair Dryer', 'Straightener', 'Face Roller', 'Trimmer', 'Curler'],
  },
  subcategories: {
    makeup: ['face', 'lips', 'eyes'],
    skin: ['face', 'sun protection'],
    hair: ['shampoo', 'conditioner', 'treatments', 'styling'],
    'personal-care': ['body', 'deodorant', 'fragrance'],
    appliances: ['hair tools', 'skin tools'],
  },
  tags: [
    'vegan',
    'cruelty-free',
    'paraben-free',
    'organic',
    'long-lasting',
    'spf',
    'natural',
    'travel-size',
    'bestseller',
    'fragrance-free',
    'waterproof',
    'sulphate-free',
  ],
} as const;

/** Shades a make-up product's variants take, with swatch colours, and the sizes of the rest. */
const SHADES: readonly [string, string][] = [
  ['Rani Pink', '#c2185b'],
  ['Berry Wine', '#7b1e3a'],
  ['Coral Crush', '#f26b5b'],
  ['Nude Chai', '#b07c66'],
  ['Brick Red', '#a0322a'],
  ['Mauve Rose', '#b56a7f'],
  ['Classic Red', '#c8102e'],
  ['Fair Ivory', '#f1d2b8'],
  ['Warm Beige', '#ddb08c'],
  ['Golden Sand', '#c9966b'],
  ['Honey Tan', '#ad7850'],
  ['Deep Caramel', '#855636'],
];
const SIZES = ['15 ml', '30 ml', '50 ml', '100 ml', '200 ml', '400 ml'] as const;

const CATEGORY_LIST = Object.keys(WORDS.nouns) as (keyof typeof WORDS.nouns)[];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: readonly string[]) => `(ARRAY[${xs.map(lit).join(',')}]::text[])`;

export interface GenerateOptions {
  products: number;
  vendors: number;
  orderItems: number;
  customers?: number;
  uploadsDir: string;
  log?: (m: string) => void;
}

/** `x`-th pseudo-random integer in [0, n) for row `i`: deterministic, so runs are repeatable. */
const rnd = (i: string, salt: number, n: number) =>
  `((hashint8(${i}::bigint * 7919 + ${salt})::bigint & 2147483647) % ${n})`;

export async function generate(database: Database, opts: GenerateOptions) {
  const log = opts.log ?? console.log;
  const q = (sql: string) => database.query(sql);
  const started = Date.now();
  await migrateDb(database);
  if (await isDatabaseEmpty(database.db))
    await seedCatalog(database.db, {
      // Where a server on this database looks by default (MEDIA_STORE, config.ts).
      media:
        database.kind === 'postgres'
          ? databaseMediaStore(database)
          : folderMediaStore(opts.uploadsDir),
      // The pictures `npm run build` drew (dist/demo-art), copied instead of drawn again.
      artCache: folderMediaStore(path.resolve(import.meta.dirname, '../dist/demo-art')),
      log,
    });
  await seedDemoAccounts(database.db);
  await seedShoppers(database);
  // A few shoppers place thousands of orders a minute: the per-customer order limits (issue #16)
  // would measure refusals, not checkout.
  await q(`UPDATE settings SET value = value || '{"maxOpenUnpaidOrders": 100000, "maxOrdersPerHour": 100000}'::jsonb
    WHERE key = 'store'`);
  const [{ n: existing } = { n: 0 }] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products`,
  );
  if (existing >= opts.products) {
    log(`Already ${existing} products: nothing to generate.`);
    await settlePopularity(database, log);
    return;
  }
  const V = opts.vendors;
  const G = opts.products - 20;
  const seedKeys = await database.query<{ k: string }>(
    `SELECT storage_key AS k FROM product_images ORDER BY product_id, position`,
  );
  const keys = arr(seedKeys.map((r) => r.k));

  // Vendors 8…V join the seven demo vendors; products go round-robin over all of them.
  await q(`INSERT INTO users (id, name, email, role)
    SELECT 'vendor-' || i, 'Bench Brand ' || i, 'vendor' || i || '@bench.example', 'vendor'
    FROM generate_series(8, ${V}) i ON CONFLICT DO NOTHING`);
  await q(`INSERT INTO vendors (user_id, company_name, slug)
    SELECT 'vendor-' || i, 'Bench Brand ' || i, 'bench-brand-' || i
    FROM generate_series(8, ${V}) i ON CONFLICT DO NOTHING`);
  log(`Vendors: ${V}.`);

  const cats = arr(CATEGORY_LIST);
  const catIdx = rnd('i', 1, CATEGORY_LIST.length);
  const nounCase = CATEGORY_LIST.map(
    (c, ci) =>
      `WHEN ${ci} THEN (${arr(WORDS.nouns[c])})[1 + ${rnd('i', 2, WORDS.nouns[c].length)}]`,
  ).join(' ');
  const subCase = CATEGORY_LIST.map(
    (c, ci) =>
      `WHEN ${ci} THEN (${arr(WORDS.subcategories[c])})[1 + ${rnd('i', 3, WORDS.subcategories[c].length)}]`,
  ).join(' ');
  const tags = arr(WORDS.tags);
  const attrCase = CATEGORY_LIST.map((c, ci) => {
    const list = arr(ATTRIBUTES[c]);
    const pick = (salt: number) => `${list}[1 + ${rnd('i', salt, ATTRIBUTES[c].length)}]`;
    return `WHEN ${ci} THEN ARRAY(SELECT DISTINCT t FROM unnest(ARRAY[${pick(17)}, ${pick(18)}, ${pick(19)}]) t ORDER BY t)`;
  }).join(' ');
  const shadeNames = arr(SHADES.map(([name]) => name));
  const shadeHexes = arr(SHADES.map(([, hex]) => hex));
  // A product's k-th shade (k from 0) is SHADES[(first + k) % 12]: distinct within a product.
  const shade = (list: string, k: string) => `${list}[1 + (first_shade + ${k}) % ${SHADES.length}]`;
  // Product rows carry their variants' summary (decision 012), computed here from the same
  // formulas as the variants below: one variant per product in 1…6, the first the cheapest; a
  // size costs half the base price more than the size before it; stock 0 or 3 sits on the
  // first variant only (the low-stock products stay low), plenty sits on every variant.
  await q(`INSERT INTO products (id, vendor_id, name, slug, description, category, subcategory, tags,
      price_paise, original_price_paise, stock_quantity, low_stock_threshold, is_new, is_featured,
      is_on_sale, status, rating, review_count, created_at, max_price_paise, variant_count,
      default_variant_id, option1_name, option1_kind, swatches, swatch_count, attributes)
    SELECT 'bench-' || i, 'vendor-' || (i % ${V} + 1), name, lower(replace(name, ' ', '-')) || '-' || i,
      'A ' || lower(name) || ' from an independent Indian brand, made in small batches. '
        || 'Dermatologically tested; suits every skin type. Batch ' || i || '.',
      cat, sub, ARRAY[(${tags})[1 + ${rnd('i', 4, WORDS.tags.length)}], (${tags})[1 + ${rnd('i', 5, WORDS.tags.length)}]],
      price, CASE WHEN sale THEN price + price / 4 END,
      CASE WHEN stock = 1000000 THEN stock * n ELSE stock END, 5,
      ${rnd('i', 8, 20)} = 0, ${rnd('i', 9, 50)} = 0, sale,
      CASE WHEN ${rnd('i', 10, 25)} = 0 THEN 'draft' ELSE 'published' END,
      (25 + ${rnd('i', 11, 26)})::numeric / 10, ${rnd('i', 12, 900)},
      now() - (${rnd('i', 13, 730 * 24)} || ' hours')::interval,
      CASE WHEN kind = 'size' THEN price + (n - 1) * step ELSE price END, n, 'bench-' || i || '-v1',
      CASE kind WHEN 'shade' THEN 'Shade' WHEN 'size' THEN 'Size' END,
      CASE kind WHEN 'shade' THEN 'shade' ELSE 'other' END,
      CASE WHEN kind = 'shade' THEN (SELECT jsonb_agg(jsonb_build_object('name', ${shade(shadeNames, 'k')},
          'hex', ${shade(shadeHexes, 'k')}) ORDER BY k) FROM generate_series(0, least(n, 5) - 1) k)
        ELSE '[]'::jsonb END,
      CASE WHEN kind = 'shade' THEN n ELSE 0 END,
      CASE ${catIdx} ${attrCase} END
    FROM (
      SELECT *, CASE WHEN n = 1 THEN 'plain' WHEN cat = 'makeup' THEN 'shade' ELSE 'size' END AS kind,
        price / 200 * 100 AS step
      FROM (
        SELECT i, ${cats}[1 + ${catIdx}] AS cat,
          (${arr(WORDS.adjectives)})[1 + ${rnd('i', 14, WORDS.adjectives.length)}] || ' '
            || CASE ${catIdx} ${nounCase} END AS name,
          CASE ${catIdx} ${subCase} END AS sub,
          (199 + ${rnd('i', 15, 40)} * 100) * 100 AS price,
          ${rnd('i', 16, 5)} = 0 AS sale,
          1 + ${rnd('i', 30, 6)} AS n,
          ${rnd('i', 31, SHADES.length)} AS first_shade,
          CASE WHEN ${rnd('i', 6, 50)} = 0 THEN 0 WHEN ${rnd('i', 7, 20)} = 0 THEN 3 ELSE 1000000 END
            AS stock
        FROM generate_series(1, ${G}) i
      ) r
    ) g ON CONFLICT DO NOTHING`);
  // The variants, from the product rows: bench-<i>-v1 … -vN, in position order.
  await q(`INSERT INTO product_variants (id, product_id, vendor_id, sku, option1, swatch_hex,
      price_paise, original_price_paise, stock_quantity, position, created_at, updated_at)
    SELECT p.id || '-v' || k, p.id, p.vendor_id,
      CASE WHEN p.variant_count = 1 THEN 'SKU-' || p.id ELSE 'SKU-' || p.id || '-' || k END,
      CASE p.option1_kind WHEN 'shade' THEN (p.swatches_all)[1 + (p.first_shade + k - 1) % ${SHADES.length}]
        ELSE CASE WHEN p.option1_name = 'Size' THEN (${arr(SIZES)})[k] END END,
      CASE WHEN p.option1_kind = 'shade' THEN ${shadeHexes}[1 + (p.first_shade + k - 1) % ${SHADES.length}] END,
      v.price, CASE WHEN p.original_price_paise IS NOT NULL THEN v.price + v.price / 4 END,
      CASE WHEN p.stock_quantity >= 1000000 THEN 1000000 WHEN k = 1 THEN p.stock_quantity ELSE 0 END,
      k - 1, p.created_at, p.created_at
    FROM (
      SELECT pr.*, ${shadeNames} AS swatches_all,
        ${rnd('substr(pr.id, 7)', 31, SHADES.length)} AS first_shade
      FROM products pr WHERE pr.id LIKE 'bench-%'
    ) p
    CROSS JOIN LATERAL generate_series(1, p.variant_count) k
    CROSS JOIN LATERAL (SELECT CASE WHEN p.option1_name = 'Size'
      THEN p.price_paise + (k - 1) * (p.price_paise / 200 * 100) ELSE p.price_paise END AS price) v
    ON CONFLICT DO NOTHING`);
  const [{ n: variants } = { n: 0 }] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_variants`,
  );
  log(
    `Products: ${opts.products}, variants: ${variants} (${Math.round((Date.now() - started) / 1000)} s).`,
  );

  const nKeys = seedKeys.length;
  await q(`INSERT INTO product_images (id, product_id, position, storage_key, width, height, alt)
    SELECT 'bench-img-' || i || '-' || pos, 'bench-' || i, pos,
      (${keys})[1 + ((i * 3 + pos - 1) % ${nKeys})], 960, 960, 'Product photo ' || pos
    FROM generate_series(1, ${G}) i, generate_series(1, 3) pos ON CONFLICT DO NOTHING`);
  log(`Images: ${G * 3} (${Math.round((Date.now() - started) / 1000)} s).`);

  await generateOrders(database, { ...opts, generated: G }, log, started);
  await settlePopularity(database, log);
  await q('ANALYZE');
  log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** The orders queued every product for the Popularity sort's refresh (a job on the server): done
 * here, so a server on the data set serves from its start instead of working through 100k. */
async function settlePopularity(database: Database, log: (m: string) => void) {
  const queued = async () =>
    (
      await database.query<{ n: number }>(
        'SELECT count(DISTINCT product_id)::int AS n FROM product_popularity_queue',
      )
    )[0]?.n ?? 0;
  const started = Date.now();
  let left = await queued();
  if (left === 0) return;
  log(`Popularity: ${left} products queued…`);
  while (left > 0) {
    await refreshPopularity(database.db);
    const now = await queued();
    // Rows another session holds are skipped; none does here, so each run takes a batch.
    if (now >= left) throw new Error('the popularity refresh took nothing');
    left = now;
  }
  log(`Popularity: summed (${Math.round((Date.now() - started) / 1000)} s).`);
}

async function seedShoppers(database: Database) {
  const passwordHash = await hashPassword(BENCH_SHOPPERS.password);
  for (let i = 1; i <= BENCH_SHOPPERS.count; i++) {
    const email = BENCH_SHOPPERS.email(i);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (user && (await hasPassword(database.db, user.id))) continue;
    await insertPasswordUser(database.db, {
      email,
      name: `Bench Shopper ${i}`,
      role: 'customer',
      passwordHash,
    });
  }
}

/** Orders of three items each, one vendor per order (items i, i+V, i+2V share a vendor). */
async function generateOrders(
  database: Database,
  opts: GenerateOptions & { generated: number },
  log: (m: string) => void,
  started: number,
) {
  const q = (sql: string) => database.query(sql);
  const C = opts.customers ?? 2000;
  const orders = Math.floor(opts.orderItems / 3);
  if (orders === 0) return;
  const V = opts.vendors;
  const span = opts.generated - 3 * V;
  await q(`INSERT INTO users (id, name, email, role)
    SELECT 'bench-customer-' || i, 'Bench Customer ' || i, 'customer' || i || '@bench.example', 'customer'
    FROM generate_series(1, ${C}) i ON CONFLICT DO NOTHING`);
  // Product k (1-based, k = base + j*V) belongs to vendor k % V + 1. One order in ten goes to
  // vendor-1 (Kumkumadi Naturals, the vendor the bench signs in as: k % V = 0), so its report for
  // a year sums about 30k shipments and 100k items, like a large seller's; the rest spread evenly.
  const base = `(CASE WHEN o % 10 = 0 THEN ${V} * (1 + ${rnd('o', 23, Math.max(1, Math.floor(span / V) - 1))})
    ELSE 1 + ${rnd('o', 21, span)} END)`;
  await q(`INSERT INTO orders (id, number, user_id, status, payment_method, payment_status,
      subtotal_paise, total_paise, shipping_address, created_at)
    SELECT 'bench-o-' || o, 'BN' || lpad(o::text, 9, '0'), 'bench-customer-' || (o % ${C} + 1),
      'delivered', 'cod', 'paid', 0, 0,
      '{"fullName":"Bench Customer","phone":"9876543210","line1":"1 MG Road","city":"Pune","state":"Maharashtra","pincode":"411001"}'::jsonb,
      now() - (${rnd('o', 22, 400 * 24)} || ' hours')::interval
    FROM generate_series(1, ${orders}) o ON CONFLICT DO NOTHING`);
  await q(`INSERT INTO order_groups (id, order_id, vendor_id, status, subtotal_paise, created_at)
    SELECT 'bench-g-' || o.n, o.id, 'vendor-' || (${base.replace(/\bo\b/g, 'o.n')} % ${V} + 1),
      'delivered', 0, o.created_at
    FROM (SELECT substr(id, 9)::int AS n, id, created_at FROM orders WHERE id LIKE 'bench-o-%') o
    ON CONFLICT DO NOTHING`);
  log(`Orders: ${orders} (${Math.round((Date.now() - started) / 1000)} s).`);
  // Each line is the product's first variant (its cheapest), as bought.
  await q(`INSERT INTO order_items (id, order_id, group_id, product_id, vendor_id, product_name,
      variant_id, sku, variant_label, variant_options, swatch_hex,
      unit_price_paise, quantity, line_total_paise)
    SELECT 'bench-i-' || o || '-' || j, 'bench-o-' || o, 'bench-g-' || o, p.id, p.vendor_id, p.name,
      v.id, v.sku, coalesce(v.option1, ''),
      CASE WHEN v.option1 IS NULL THEN '[]'::jsonb
        ELSE jsonb_build_array(jsonb_build_object('name', p.option1_name, 'value', v.option1)) END,
      v.swatch_hex, v.price_paise, 1 + (o + j) % 2, v.price_paise * (1 + (o + j) % 2)
    FROM generate_series(1, ${orders}) o CROSS JOIN generate_series(0, 2) j
    JOIN products p ON p.id = 'bench-' || (${base} + j * ${V})
    JOIN product_variants v ON v.id = p.default_variant_id
    ON CONFLICT DO NOTHING`);
  await q(`UPDATE order_groups g SET subtotal_paise = s.total FROM (
      SELECT group_id, sum(line_total_paise) AS total FROM order_items GROUP BY group_id) s
    WHERE s.group_id = g.id AND g.id LIKE 'bench-g-%'`);
  await q(`UPDATE orders o SET subtotal_paise = g.subtotal_paise, total_paise = g.subtotal_paise
    FROM order_groups g WHERE g.order_id = o.id AND o.id LIKE 'bench-o-%'`);
  log(`Order items: ${orders * 3} (${Math.round((Date.now() - started) / 1000)} s).`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '2000' },
      vendors: { type: 'string', default: '50' },
      'order-items': { type: 'string', default: '20000' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      uploads: { type: 'string' },
    },
  });
  const dataDir = values['data-dir'];
  const databaseUrl = values['database-url'];
  if (!dataDir && !databaseUrl) throw new Error('Give --data-dir or --database-url.');
  const database = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await generate(database, {
      products: Number(values.products),
      vendors: Number(values.vendors),
      orderItems: Number(values['order-items']),
      uploadsDir: values.uploads ?? path.join(dataDir ?? '.tmp/bench/pg', 'uploads'),
    });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
