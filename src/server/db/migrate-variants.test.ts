// Migration 0010 (issue #18) on a database with data: built at 0009 from the committed
// migrations, filled with raw SQL, then migrated like any start does. Every product gets one
// variant carrying its price and stock, and orders placed before variants still read as before.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrder } from '../modules/orders/order-view';
import { TEST_DATABASE_URL, databaseUrlWithName, withAdminClient } from '../test/test-env';
import { createDb, type Database } from './client';
import { migrateDb } from './migrate';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE = '0009_refund_claims';

/** A copy of the migrations folder whose journal stops at `last`. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === last);
  expect(upTo).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

/** An empty database of its own: in-memory PGlite, or a new database on TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) return { database: await createDb({}), drop: async () => {} };
  const name = `angle_migrate_${crypto.randomBytes(4).toString('hex')}`;
  await withAdminClient(TEST_DATABASE_URL, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await createDb({ databaseUrl: databaseUrlWithName(TEST_DATABASE_URL, name) });
  return {
    database,
    drop: async () => {
      await withAdminClient(TEST_DATABASE_URL!, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function migrateTo(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/** Two vendors, three products, a customer with a cart and an order of two shipments. */
const DATA_AT_0009 = [
  `INSERT INTO users (id, name, email, role) VALUES
     ('u-vendor-a', 'Vendor A', 'a@vendors.example', 'vendor'),
     ('u-vendor-b', 'Vendor B', 'b@vendors.example', 'vendor'),
     ('u-shopper', 'Asha Rao', 'asha@example.in', 'customer')`,
  `INSERT INTO vendors (user_id, company_name, slug) VALUES
     ('u-vendor-a', 'Vendor A', 'vendor-a'), ('u-vendor-b', 'Vendor B', 'vendor-b')`,
  `INSERT INTO products (id, vendor_id, name, slug, category, subcategory, price_paise,
       original_price_paise, stock_quantity, status) VALUES
     ('prod-m1', 'u-vendor-a', 'Rose Toner', 'rose-toner', 'skin', 'face', 34900, 44900, 7, 'published'),
     ('prod-m2', 'u-vendor-a', 'Kohl Pencil', 'kohl-pencil', 'makeup', 'eyes', 19900, NULL, 0, 'published'),
     ('prod-m3', 'u-vendor-b', 'Hair Serum', 'hair-serum', 'hair', 'treatments', 89900, NULL, 25, 'draft')`,
  `INSERT INTO carts (id, user_id) VALUES ('cart-1', 'u-shopper')`,
  `INSERT INTO cart_items (cart_id, product_id, quantity) VALUES
     ('cart-1', 'prod-m1', 2), ('cart-1', 'prod-m2', 1)`,
  `INSERT INTO orders (id, number, user_id, payment_method, subtotal_paise, total_paise,
       shipping_address) VALUES
     ('order-1', 'AN-20261101-0001', 'u-shopper', 'cod', 159700, 159700,
      '{"fullName":"Asha Rao","phone":"9876543210","line1":"4 Brigade Road","city":"Bengaluru","state":"Karnataka","pincode":"560001"}')`,
  `INSERT INTO order_groups (id, order_id, vendor_id, subtotal_paise) VALUES
     ('group-a', 'order-1', 'u-vendor-a', 69800), ('group-b', 'order-1', 'u-vendor-b', 89900)`,
  `INSERT INTO order_items (id, order_id, group_id, product_id, vendor_id, product_name,
       image_key, unit_price_paise, quantity, line_total_paise) VALUES
     ('item-1', 'order-1', 'group-a', 'prod-m1', 'u-vendor-a', 'Rose Toner', NULL, 34900, 2, 69800),
     ('item-2', 'order-1', 'group-b', 'prod-m3', 'u-vendor-b', 'Hair Serum', NULL, 89900, 1, 89900)`,
];

let database: Database;
let drop: () => Promise<void>;
let beforeProducts: Record<string, unknown>[];
beforeAll(async () => {
  ({ database, drop } = await emptyDatabase());
  const at0009 = migrationsUpTo(BEFORE);
  try {
    await migrateTo(database, at0009);
  } finally {
    fs.rmSync(at0009, { recursive: true, force: true });
  }
  for (const statement of DATA_AT_0009) await database.query(statement);
  beforeProducts = await database.query(
    'SELECT id, vendor_id, price_paise, original_price_paise, stock_quantity FROM products ORDER BY id',
  );
  await migrateDb(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration 0010 on a database with orders and carts', () => {
  it('was really applied to a database at 0009', async () => {
    expect(beforeProducts).toHaveLength(3);
    const [row] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_variants',
    );
    expect(row!.n).toBe(3);
  });

  it('gives every product one variant <id>-v1 with its price, original price and stock', async () => {
    const variants = await database.query(
      `SELECT product_id AS id, vendor_id, price_paise, original_price_paise, stock_quantity
       FROM product_variants ORDER BY product_id`,
    );
    expect(variants).toEqual(beforeProducts);
    const rows = await database.query<Record<string, unknown>>(
      `SELECT v.id, v.sku, v.option1, v.option2, v.position, v.is_active, p.variant_count,
         p.default_variant_id, p.max_price_paise = p.price_paise AS same_max, p.swatch_count
       FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY v.id`,
    );
    expect(rows).toEqual(
      ['prod-m1', 'prod-m2', 'prod-m3'].map((id) => ({
        id: `${id}-v1`,
        sku: `SKU-${id}`,
        option1: null,
        option2: null,
        position: 0,
        is_active: true,
        variant_count: 1,
        default_variant_id: `${id}-v1`,
        same_max: true,
        swatch_count: 0,
      })),
    );
    const after = await database.query(
      'SELECT id, vendor_id, price_paise, original_price_paise, stock_quantity FROM products ORDER BY id',
    );
    expect(after).toEqual(beforeProducts);
  });

  it("points cart lines and old order lines at their product's variant", async () => {
    expect(
      await database.query(
        'SELECT product_id, variant_id, quantity FROM cart_items ORDER BY product_id',
      ),
    ).toEqual([
      { product_id: 'prod-m1', variant_id: 'prod-m1-v1', quantity: 2 },
      { product_id: 'prod-m2', variant_id: 'prod-m2-v1', quantity: 1 },
    ]);
    expect(
      await database.query(
        `SELECT id, variant_id, sku, variant_label, variant_options, swatch_hex
         FROM order_items ORDER BY id`,
      ),
    ).toEqual([
      {
        id: 'item-1',
        variant_id: 'prod-m1-v1',
        sku: 'SKU-prod-m1',
        variant_label: '',
        variant_options: [],
        swatch_hex: null,
      },
      {
        id: 'item-2',
        variant_id: 'prod-m3-v1',
        sku: 'SKU-prod-m3',
        variant_label: '',
        variant_options: [],
        swatch_hex: null,
      },
    ]);
  });

  it('still reads the old order through the order view, its lines with an empty variant label', async () => {
    const order = await loadOrder(database.db, 'order-1');
    expect(order).toMatchObject({
      number: 'AN-20261101-0001',
      status: 'placed',
      totals: { itemCount: 3, subtotal: 1597, total: 1597 },
    });
    expect(order.groups.map((g) => [g.vendorName, g.items])).toEqual([
      [
        'Vendor A',
        [
          {
            productId: 'prod-m1',
            variantId: 'prod-m1-v1',
            sku: 'SKU-prod-m1',
            variantLabel: '',
            options: [],
            swatchHex: null,
            name: 'Rose Toner',
            image: null,
            unitPrice: 349,
            quantity: 2,
            lineTotal: 698,
          },
        ],
      ],
      [
        'Vendor B',
        [
          expect.objectContaining({
            productId: 'prod-m3',
            variantId: 'prod-m3-v1',
            variantLabel: '',
            quantity: 1,
          }),
        ],
      ],
    ]);
  });

  it('is applied once: migrating again changes nothing', async () => {
    await migrateDb(database);
    const [row] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_variants',
    );
    expect(row!.n).toBe(3);
  });
});
