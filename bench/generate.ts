// Generates a scaled catalogue for the benchmarks: N products across V vendors (three images
// each, reusing the demo's rendered art), customers, and orders holding M order items spread
// over the last 400 days. Everything past the demo seed is one INSERT … SELECT generate_series
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
import { hasPassword, insertPasswordUser } from '../src/server/modules/auth/accounts';
import { users } from '../src/server/db/schema';
import { eq } from 'drizzle-orm';

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
    await seedCatalog(database.db, { uploadsDir: opts.uploadsDir, log });
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
  await q(`INSERT INTO products (id, vendor_id, name, slug, description, category, subcategory, tags,
      price_paise, original_price_paise, stock_quantity, low_stock_threshold, is_new, is_featured,
      is_on_sale, status, rating, review_count, created_at)
    SELECT 'bench-' || i, 'vendor-' || (i % ${V} + 1), name, lower(replace(name, ' ', '-')) || '-' || i,
      'A ' || lower(name) || ' from an independent Indian brand, made in small batches. '
        || 'Dermatologically tested; suits every skin type. Batch ' || i || '.',
      cat, sub, ARRAY[(${tags})[1 + ${rnd('i', 4, WORDS.tags.length)}], (${tags})[1 + ${rnd('i', 5, WORDS.tags.length)}]],
      price, CASE WHEN sale THEN price + price / 4 END,
      CASE WHEN ${rnd('i', 6, 50)} = 0 THEN 0 WHEN ${rnd('i', 7, 20)} = 0 THEN 3 ELSE 1000000 END, 5,
      ${rnd('i', 8, 20)} = 0, ${rnd('i', 9, 50)} = 0, sale,
      CASE WHEN ${rnd('i', 10, 25)} = 0 THEN 'draft' ELSE 'published' END,
      (25 + ${rnd('i', 11, 26)})::numeric / 10, ${rnd('i', 12, 900)},
      now() - (${rnd('i', 13, 730 * 24)} || ' hours')::interval
    FROM (
      SELECT i, ${cats}[1 + ${catIdx}] AS cat,
        (${arr(WORDS.adjectives)})[1 + ${rnd('i', 14, WORDS.adjectives.length)}] || ' '
          || CASE ${catIdx} ${nounCase} END AS name,
        CASE ${catIdx} ${subCase} END AS sub,
        (199 + ${rnd('i', 15, 40)} * 100) * 100 AS price,
        ${rnd('i', 16, 5)} = 0 AS sale
      FROM generate_series(1, ${G}) i
    ) g ON CONFLICT DO NOTHING`);
  log(`Products: ${opts.products} (${Math.round((Date.now() - started) / 1000)} s).`);

  const nKeys = seedKeys.length;
  await q(`INSERT INTO product_images (id, product_id, position, storage_key, width, height, alt)
    SELECT 'bench-img-' || i || '-' || pos, 'bench-' || i, pos,
      (${keys})[1 + ((i * 3 + pos - 1) % ${nKeys})], 960, 960, 'Product photo ' || pos
    FROM generate_series(1, ${G}) i, generate_series(1, 3) pos ON CONFLICT DO NOTHING`);
  log(`Images: ${G * 3} (${Math.round((Date.now() - started) / 1000)} s).`);

  await generateOrders(database, { ...opts, generated: G }, log, started);
  await q('ANALYZE');
  log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
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
  await q(`INSERT INTO order_items (id, order_id, group_id, product_id, vendor_id, product_name,
      unit_price_paise, quantity, line_total_paise)
    SELECT 'bench-i-' || o || '-' || j, 'bench-o-' || o, 'bench-g-' || o, p.id, p.vendor_id, p.name,
      p.price_paise, 1 + (o + j) % 2, p.price_paise * (1 + (o + j) % 2)
    FROM generate_series(1, ${orders}) o CROSS JOIN generate_series(0, 2) j
    JOIN products p ON p.id = 'bench-' || (${base} + j * ${V})
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
