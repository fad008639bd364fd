// Test factories for the cart and orders API: customers signed in through the API, and calls
// made with their session cookie.
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_STORE_SETTINGS } from '../../../domain/settings';
import type { Database } from '../../db/client';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';

export const DELIVERY_ADDRESS = {
  fullName: 'Priya Sharma',
  phone: '9876543210',
  line1: '12 MG Road, Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Shopper {
  userId: string;
  email: string;
  password: string;
  cookie: string;
  call(
    method: Method,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** POST /api/store/orders with a fresh Idempotency-Key unless one is given. */
  placeOrder(body: object, key?: string): Promise<LightMyRequestResponse>;
}

export function callerFor(app: FastifyInstance, cookie: string): Shopper['call'] {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
}

export async function signedIn(
  app: FastifyInstance,
  database: Database,
  role: 'customer' | 'vendor' | 'admin' = 'customer',
): Promise<Shopper> {
  const account = await createAccount(database, role);
  const cookie = sessionCookieOf(await signInAt(app, role, account));
  const call = callerFor(app, cookie);
  return {
    ...account,
    cookie,
    call,
    placeOrder: (body, key = newIdempotencyKey()) =>
      call('POST', '/api/store/orders', body, { 'idempotency-key': key }),
  };
}

export function newIdempotencyKey(): string {
  return `test-${crypto.randomUUID()}`;
}

/** An order body with a new delivery address; a line names a variant when it needs one. */
export function orderBody(
  items: Array<{ productId: string; variantId?: string; quantity: number }>,
) {
  return { items, address: DELIVERY_ADDRESS, paymentMethod: 'cod' };
}

/** A product's stock (the sum of its variants'), or one variant's when given its id. */
export async function stockOf(database: Database, id: string): Promise<number> {
  const [row] = await database.query<{ stock_quantity: number }>(
    `SELECT stock_quantity FROM product_variants WHERE id = $1
     UNION ALL SELECT stock_quantity FROM products WHERE id = $1`,
    [id],
  );
  return row!.stock_quantity;
}

/**
 * Sets one variant's stock when given its id. Given a product's id, the product holds exactly
 * `stock`: all on its first variant, none on the others (for a plain product, its only one).
 * The product's total stays the sum of its active variants', as stock.ts keeps it.
 */
export async function setStock(database: Database, id: string, stock: number) {
  const changed = await database.query<{ product_id: string }>(
    `UPDATE product_variants v SET stock_quantity = CASE WHEN v.id = $1
         OR v.id = (SELECT default_variant_id FROM products WHERE id = $1) THEN $2 ELSE 0 END
     WHERE v.id = $1 OR v.product_id = $1
     RETURNING v.product_id`,
    [id, stock],
  );
  if (changed.length === 0) throw new Error(`setStock: ${id} is not a variant or a product`);
  await database.query(
    `UPDATE products p SET stock_quantity = (SELECT coalesce(sum(v.stock_quantity), 0)
       FROM product_variants v WHERE v.product_id = p.id AND v.is_active) WHERE p.id = $1`,
    [changed[0]!.product_id],
  );
}

/** Every product whose total is not the sum of its active variants' stock (none, ever). */
export async function stockMismatches(database: Database) {
  return database.query<{ id: string; total: number; variants: number }>(
    `SELECT p.id, p.stock_quantity AS total, coalesce(sum(v.stock_quantity), 0)::int AS variants
     FROM products p LEFT JOIN product_variants v ON v.product_id = p.id AND v.is_active
     GROUP BY p.id HAVING p.stock_quantity <> coalesce(sum(v.stock_quantity), 0)`,
  );
}

/**
 * Sets the store's per-customer order limits (admin store settings). Suites that place many
 * orders as a few customers (a flash sale, the order/cancel property) lift them; the limits
 * themselves are tested in customer-limits.test.ts.
 */
export async function setOrderLimits(
  database: Database,
  limits: Partial<
    Record<'maxOpenUnpaidOrders' | 'maxOrdersPerHour' | 'maxUnitsPerProduct', number>
  > = { maxOpenUnpaidOrders: 100_000, maxOrdersPerHour: 100_000 },
) {
  await database.query(
    `INSERT INTO settings (key, value) VALUES ('store', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = settings.value || $2::jsonb`,
    [JSON.stringify({ ...DEFAULT_STORE_SETTINGS, ...limits }), JSON.stringify(limits)],
  );
}
