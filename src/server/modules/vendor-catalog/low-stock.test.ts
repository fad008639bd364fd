// Issue #35 (docs/decisions/049-dashboard-totals.md): low_stock_variants, kept by triggers
// (migration 0037), holds exactly the active variants at or below their product's threshold,
// with the product's status and name as they are now. After each random mix of writes to
// variants and products (stock, activity, position, threshold, status, name; variants added and
// deleted), at once, it equals the same rows computed from the raw tables.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

let t: TestApp;
let variants: Array<{ id: string; productId: string; vendorId: string }> = [];
let productIds: string[] = [];
let added = 0;
const RUNS = Number(process.env.LOW_STOCK_RUNS ?? 25);

beforeAll(async () => {
  t = await createTestApp();
  variants = await t.database.query(
    `SELECT v.id, v.product_id AS "productId", v.vendor_id AS "vendorId" FROM product_variants v
     WHERE v.product_id IN (SELECT id FROM products ORDER BY id LIMIT 4) ORDER BY v.id`,
  );
  productIds = [...new Set(variants.map((v) => v.productId))];
}, 120_000);
afterAll(() => t.close());

type Command =
  | { kind: 'stock'; variant: number; stock: number }
  | { kind: 'active'; variant: number; active: boolean }
  | { kind: 'position'; variant: number; position: number }
  | { kind: 'threshold'; product: number; threshold: number }
  | { kind: 'status'; product: number; status: 'published' | 'draft' | 'archived' }
  | { kind: 'rename'; product: number; name: string }
  | { kind: 'add'; product: number; stock: number }
  | { kind: 'delete'; variant: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('stock' as const), variant: fc.nat(), stock: fc.nat(8) }),
  fc.record({ kind: fc.constant('active' as const), variant: fc.nat(), active: fc.boolean() }),
  fc.record({ kind: fc.constant('position' as const), variant: fc.nat(), position: fc.nat(5) }),
  fc.record({ kind: fc.constant('threshold' as const), product: fc.nat(), threshold: fc.nat(8) }),
  fc.record({
    kind: fc.constant('status' as const),
    product: fc.nat(),
    status: fc.constantFrom('published' as const, 'draft' as const, 'archived' as const),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    product: fc.nat(),
    name: fc.constantFrom('Aloe Gel', 'Bakuchiol Serum', 'Clay Mask'),
  }),
  fc.record({ kind: fc.constant('add' as const), product: fc.nat(), stock: fc.nat(8) }),
  fc.record({ kind: fc.constant('delete' as const), variant: fc.nat() }),
);

async function run(cmd: Command) {
  const q = (text: string, params: unknown[]) => t.database.query(text, params);
  const variant = 'variant' in cmd ? variants[cmd.variant % variants.length] : undefined;
  const product = 'product' in cmd ? productIds[cmd.product % productIds.length]! : undefined;
  switch (cmd.kind) {
    case 'stock':
      return q('UPDATE product_variants SET stock_quantity = $2 WHERE id = $1', [
        variant?.id,
        cmd.stock,
      ]);
    case 'active':
      return q('UPDATE product_variants SET is_active = $2 WHERE id = $1', [
        variant?.id,
        cmd.active,
      ]);
    case 'position':
      return q('UPDATE product_variants SET position = $2 WHERE id = $1', [
        variant?.id,
        cmd.position,
      ]);
    case 'threshold':
      return q('UPDATE products SET low_stock_threshold = $2 WHERE id = $1', [
        product,
        cmd.threshold,
      ]);
    case 'status':
      return q('UPDATE products SET status = $2 WHERE id = $1', [product, cmd.status]);
    case 'rename':
      return q('UPDATE products SET name = $2 WHERE id = $1', [product, cmd.name]);
    case 'add': {
      const id = `low-stock-test-${++added}`;
      await q(
        `INSERT INTO product_variants (id, product_id, vendor_id, sku, price_paise, stock_quantity)
         SELECT $1, p.id, p.vendor_id, $1, 10000, $3 FROM products p WHERE p.id = $2`,
        [id, product, cmd.stock],
      );
      const vendorId = variants.find((v) => v.productId === product)!.vendorId;
      variants.push({ id, productId: product!, vendorId });
      return;
    }
    case 'delete':
      // Only the variants the test added: the seed's are ordered, and their lines refer to them.
      if (!variant?.id.startsWith('low-stock-test-')) return;
      variants.splice(variants.indexOf(variant), 1);
      return q('DELETE FROM product_variants WHERE id = $1', [variant.id]);
  }
}

const kept = () =>
  t.database.query(
    `SELECT variant_id, product_id, vendor_id, product_status, product_name, position,
       stock_quantity FROM low_stock_variants ORDER BY variant_id`,
  );
const raw = () =>
  t.database.query(
    `SELECT v.id AS variant_id, p.id AS product_id, p.vendor_id, p.status AS product_status,
       p.name AS product_name, v.position, v.stock_quantity
     FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.is_active AND v.stock_quantity <= p.low_stock_threshold ORDER BY v.id`,
  );

describe('low-stock variants kept by the database', () => {
  it(`equal the variants running low after random writes to variants and products (${RUNS} mixes)`, async () => {
    expect(await kept()).toEqual(await raw());
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (mix) => {
        // At once: on PostgreSQL the writes overlap.
        await Promise.all(mix.map(run));
        expect(await kept()).toEqual(await raw());
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
