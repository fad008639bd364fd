// The store's per-customer order limits (admin store settings, issue #16): how many unpaid
// orders a customer may have open, how many orders an hour, and (in checkout-steps.ts
// validateLines) how many units of one product an order may hold. Checkout counts the customer's
// orders under their lock (lockCustomer), so orders sent at once are counted one after another.
import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema-commerce';
import { AppError } from '../../errors';
import type { PricingContext } from '../cart/pricing-context';

/** The customer's orders that hold stock unpaid, and those placed in the last hour. */
export interface CustomerOrders {
  openUnpaid: number;
  lastHour: number;
  /** When the oldest order of the last hour was placed (ISO), if any. */
  oldestInHour: string | null;
}

const HOUR_MS = 60 * 60_000;

export function customerOrdersColumns(userId: string, now: Date): SQL {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const inHour = sql`${orders.userId} = ${userId} AND ${orders.createdAt} > ${since}::timestamptz`;
  return sql`(SELECT count(*)::int FROM ${orders} WHERE ${orders.userId} = ${userId}
      AND ${orders.status} <> 'cancelled' AND ${orders.paymentStatus} IN ('pending', 'failed')) AS "openUnpaid",
    (SELECT count(*)::int FROM ${orders} WHERE ${inHour}) AS "lastHour",
    (SELECT min(${orders.createdAt}) FROM ${orders} WHERE ${inHour}) AS "oldestInHour"`;
}

/**
 * One account may not hold the stock of a product with orders it never pays: 10 online orders of
 * 10 units in half a second took 100 of 103 in stock. A retry of an order already placed is
 * answered before this, so it is never refused by a limit.
 */
export function checkCustomerLimits(mine: CustomerOrders, ctx: PricingContext, now = new Date()) {
  const { maxOrdersPerHour, maxOpenUnpaidOrders } = ctx.settings;
  if (mine.lastHour >= maxOrdersPerHour) {
    const oldest = mine.oldestInHour ? new Date(mine.oldestInHour).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'rate_limited',
      `You can place at most ${maxOrdersPerHour} orders an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      seconds,
    );
  }
  if (mine.openUnpaid >= maxOpenUnpaidOrders) {
    throw new AppError(
      'conflict',
      `You can have at most ${maxOpenUnpaidOrders} unpaid order${maxOpenUnpaidOrders === 1 ? '' : 's'} open at a time (waiting for online payment, or cash on delivery not yet delivered). Pay for or cancel one to place another.`,
    );
  }
}
