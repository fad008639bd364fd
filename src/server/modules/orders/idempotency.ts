// Idempotent order placement: a key names one attempt of one customer; its request hash tells
// a replay (same body → the same order) from a misuse (another body → 422).
import crypto from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema-commerce';
import { AppError } from '../../errors';

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHashOf(body: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export interface KeyedOrder {
  id: string;
  requestHash: string | null;
}

export async function findOrderByKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<KeyedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * findOrderByKey as a column (json `{ id, requestHash }` or null), for a statement that reads
 * other facts beside it.
 */
export function keyedOrderColumn(userId: string, key: string): SQL {
  return sql`(SELECT json_build_object('id', ${orders.id}, 'requestHash', ${orders.requestHash})
    FROM ${orders} WHERE ${orders.userId} = ${userId} AND ${orders.idempotencyKey} = ${key})`;
}

/** The stored order's id when the body matches the one first sent with this key. */
export function assertSameRequest(stored: KeyedOrder, hash: string): string {
  if (stored.requestHash !== hash) {
    throw new AppError(
      'unprocessable',
      'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
    );
  }
  return stored.id;
}
