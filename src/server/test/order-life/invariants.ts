// Issue #33: the store's promises about an order's life, as SQL. Each named query answers the
// rows that break its promise (none, ever); docs/order-life.md says each one in plain words. The
// model-based test (order-life.test.ts, order-life.hardening.ts) runs them all after every step.
import { isDeepStrictEqual } from 'node:util';
import { ProductListQuerySchema } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { catalogIndexOf } from '../../modules/catalog/catalog-index';
import { listProductsSql } from '../../modules/catalog/list-products';

/** Refund rows in `payments` that hold money: asked for, on their way or done (refund-terms.ts). */
const HOLDING = `('refund-requested', 'refund-pending', 'refunded')`;

/**
 * What the couriers collected for a cash-on-delivery order: each delivered shipment records its
 * collection (order_groups.collected_paise, decision 031); `codCollectionWithinDue` checks each
 * one against the shipment itself. The one place the figure is read.
 */
export function codCollectedSql(order: string): string {
  return `(SELECT coalesce(sum(g.collected_paise), 0) FROM order_groups g
    WHERE g.order_id = ${order}.id)`;
}

/** Captured online payments of the order itself (a second capture is the customer's, not the order's). */
const onlineCollected = (order: string) =>
  `(SELECT coalesce(sum(p.amount_paise), 0) FROM payments p
    WHERE p.order_id = ${order}.id AND p.status = 'captured' AND NOT p.extra)`;

export const INVARIANTS = {
  /** 1. Never more refunded on an order than it collected. */
  refundedWithinCollected: `
    SELECT o.id AS order_id, o.payment_method, o.total_paise, r.refunded, c.collected
    FROM orders o
    CROSS JOIN LATERAL (SELECT coalesce(sum(p.amount_paise), 0)::int AS refunded FROM payments p
      WHERE p.order_id = o.id AND p.status IN ${HOLDING} AND NOT p.extra) r
    CROSS JOIN LATERAL (SELECT (CASE WHEN o.payment_method = 'cod' THEN ${codCollectedSql('o')}
      ELSE ${onlineCollected('o')} END)::int AS collected) c
    WHERE r.refunded > c.collected`,

  /**
   * 1. A courier collects only on delivery, only for cash on delivery, and at most the shipment's
   * goods after discounts plus the order's shipping.
   */
  codCollectionWithinDue: `
    SELECT g.id AS group_id, g.status, o.payment_method, g.collected_paise,
      g.subtotal_paise - g.discount_paise AS paid_goods, o.shipping_paise
    FROM order_groups g JOIN orders o ON o.id = g.order_id
    WHERE g.collected_paise <> 0 AND (g.status <> 'delivered' OR o.payment_method <> 'cod'
      OR g.collected_paise > g.subtotal_paise - g.discount_paise + o.shipping_paise)`,

  /** 1. A shipment's return refunds never give back more than was paid for that shipment. */
  shipmentRefundsWithinPaid: `
    SELECT g.id AS group_id, g.subtotal_paise - g.discount_paise AS paid_goods, o.shipping_paise,
      sum(r.goods_paise)::int AS goods_refunded, sum(r.shipping_paise)::int AS shipping_refunded
    FROM refunds r JOIN order_groups g ON g.id = r.group_id JOIN orders o ON o.id = g.order_id
    WHERE r.status <> 'failed'
    GROUP BY g.id, o.shipping_paise
    HAVING sum(r.goods_paise) > g.subtotal_paise - g.discount_paise
      OR sum(r.shipping_paise) > o.shipping_paise`,

  /** 2. Each refund of an invoiced shipment has exactly one credit note. */
  oneCreditNotePerRefund: `
    SELECT r.id AS refund_id, r.group_id, count(n.id)::int AS credit_notes
    FROM refunds r
    JOIN tax_documents inv ON inv.group_id = r.group_id AND inv.kind = 'invoice'
    LEFT JOIN tax_documents n ON n.kind = 'credit-note' AND n.refund_id = r.id
      AND n.group_id = r.group_id
    WHERE r.status = 'refunded'
    GROUP BY r.id, r.group_id HAVING count(n.id) <> 1`,

  /** 2. Credit notes never credit more than their invoice charged. */
  creditNotesWithinInvoice: `
    SELECT inv.id AS invoice_id, inv.total_paise, sum(n.total_paise)::int AS credited
    FROM tax_documents inv JOIN tax_documents n ON n.invoice_id = inv.id
    WHERE inv.kind = 'invoice' GROUP BY inv.id HAVING sum(n.total_paise) > inv.total_paise`,

  /** 3. Every payout is the sum of the ledger entries it settled. */
  payoutIsItsEntries: `
    SELECT p.id AS payout_id, p.vendor_id, p.amount_paise,
      coalesce(sum(e.amount_paise), 0)::int AS entries
    FROM payouts p LEFT JOIN vendor_ledger_entries e ON e.payout_id = p.id
    GROUP BY p.id HAVING p.amount_paise <> coalesce(sum(e.amount_paise), 0)`,

  /** 3. A vendor's ledger sums to its payouts plus its balance (due and not yet settled). */
  ledgerIsPayoutsPlusBalance: `
    SELECT v.user_id AS vendor_id, e.entries, p.paid, p.due, e.unsettled
    FROM vendors v
    CROSS JOIN LATERAL (SELECT coalesce(sum(amount_paise), 0)::int AS entries,
        coalesce(sum(amount_paise) FILTER (WHERE payout_id IS NULL), 0)::int AS unsettled
      FROM vendor_ledger_entries WHERE vendor_id = v.user_id) e
    CROSS JOIN LATERAL (SELECT
        coalesce(sum(amount_paise) FILTER (WHERE status = 'paid'), 0)::int AS paid,
        coalesce(sum(amount_paise) FILTER (WHERE status IN ('due', 'on-hold')), 0)::int AS due
      FROM payouts WHERE vendor_id = v.user_id) p
    WHERE e.entries <> p.paid + p.due + e.unsettled`,

  /**
   * 3. A payout is due only to a verified seller and held only while its seller is not verified
   * (issue #38: verifying releases held payouts, a changed bank account holds unpaid ones).
   */
  payoutsFollowVerification: `
    SELECT p.id AS payout_id, p.vendor_id, p.status, v.verification_status
    FROM payouts p JOIN vendors v ON v.user_id = p.vendor_id
    WHERE p.status <> 'paid' AND (p.status = 'due') <> (v.verification_status = 'verified')`,

  /**
   * 3. A shipment's vendor is never charged back more than its sale, nor credited if cancelled
   * (a parcel returned to origin carries only its shipping charge, issue #39).
   */
  ledgerRefundsWithinSale: `
    SELECT g.id AS group_id, g.status,
      coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'sale'), 0)::int AS sale,
      coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'refund'), 0)::int AS refunded
    FROM order_groups g JOIN vendor_ledger_entries e ON e.order_group_id = g.id
    GROUP BY g.id
    HAVING (g.status = 'cancelled' AND count(*) FILTER (WHERE e.kind <> 'rto-shipping') > 0)
      OR coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'refund'), 0)
        > coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'sale'), 0)`,

  /**
   * 3. A return to origin (issue #39) is charged once, only for a parcel that came back, and
   * never more than its shipping both ways; a returned parcel is cancelled, collected nothing,
   * and its online payment is being refunded (asked for, on its way or back).
   */
  rtoChargedOnce: `
    SELECT g.id AS group_id, g.status, g.returned_at, g.collected_paise,
      count(e.id)::int AS charges, min(e.amount_paise) AS amount, min(e.base_paise) AS base
    FROM order_groups g LEFT JOIN vendor_ledger_entries e
      ON e.order_group_id = g.id AND e.kind = 'rto-shipping'
    WHERE g.returned_at IS NOT NULL OR e.id IS NOT NULL
    GROUP BY g.id
    HAVING g.returned_at IS NULL OR g.status <> 'cancelled' OR g.collected_paise <> 0
      OR count(e.id) > 1
      OR (g.shipping_provider <> 'self-ship' AND count(e.id) <> 1)
      OR min(e.amount_paise) > 0 OR -min(e.amount_paise) > min(e.base_paise)`,

  /** 1. A returned parcel of an order paid online has its refund asked for, exactly once. */
  rtoRefundedOnce: `
    SELECT g.id AS group_id, o.payment_status, count(p.id)::int AS refunds
    FROM order_groups g JOIN orders o ON o.id = g.order_id
    LEFT JOIN payments p ON p.order_id = o.id AND p.idempotency_key = 'rto-' || g.id
    WHERE g.returned_at IS NOT NULL AND o.payment_method <> 'cod'
    GROUP BY g.id, o.payment_status
    HAVING count(p.id) > 1`,

  /** 4. No variant's stock below zero, and each product's stock the sum of its variants'. */
  stockNeverNegative: `
    SELECT p.id AS product_id, p.stock_quantity AS total,
      coalesce(sum(v.stock_quantity) FILTER (WHERE v.is_active), 0)::int AS variants,
      min(v.stock_quantity) AS lowest
    FROM products p LEFT JOIN product_variants v ON v.product_id = p.id
    GROUP BY p.id
    HAVING p.stock_quantity <> coalesce(sum(v.stock_quantity) FILTER (WHERE v.is_active), 0)
      OR min(v.stock_quantity) < 0`,

  /**
   * 5. No promotion used beyond its total limit, and a limited one counts its live uses (only
   * limited promotions keep a count, decision 018).
   */
  promotionTotalLimit: `
    SELECT p.id AS promotion_id, p.uses_count, p.total_limit, count(u.id)::int AS live_uses
    FROM promotions p LEFT JOIN promotion_uses u ON u.promotion_id = p.id AND u.released_at IS NULL
    WHERE p.total_limit IS NOT NULL
    GROUP BY p.id
    HAVING p.uses_count <> count(u.id) OR count(u.id) > p.total_limit`,

  /** 5. No customer uses a promotion more often than its per-customer limit. */
  promotionPerCustomerLimit: `
    SELECT u.promotion_id, u.user_id, count(*)::int AS live_uses, p.per_customer_limit
    FROM promotion_uses u JOIN promotions p ON p.id = u.promotion_id
    WHERE u.released_at IS NULL AND p.per_customer_limit IS NOT NULL
    GROUP BY u.promotion_id, u.user_id, p.per_customer_limit
    HAVING count(*) > p.per_customer_limit`,

  /** 6. An order's totals are its lines after discounts, plus shipping. */
  orderTotalsAreLines: `
    SELECT o.id AS order_id, o.subtotal_paise, o.discount_paise, o.shipping_paise, o.total_paise,
      l.lines, l.discounts
    FROM orders o
    CROSS JOIN LATERAL (SELECT coalesce(sum(i.line_total_paise), 0)::int AS lines,
        coalesce(sum(i.discount_paise), 0)::int AS discounts
      FROM order_items i WHERE i.order_id = o.id) l
    WHERE o.subtotal_paise <> l.lines OR o.discount_paise <> l.discounts
      OR o.total_paise <> o.subtotal_paise - o.discount_paise + o.shipping_paise`,

  /** 6. A shipment's subtotal and discounts are its lines'. */
  groupTotalsAreLines: `
    SELECT g.id AS group_id, g.subtotal_paise, g.discount_paise, g.vendor_discount_paise,
      sum(i.line_total_paise)::int AS lines, sum(i.discount_paise)::int AS discounts,
      sum(i.vendor_discount_paise)::int AS vendor_discounts
    FROM order_groups g JOIN order_items i ON i.group_id = g.id
    GROUP BY g.id
    HAVING g.subtotal_paise <> sum(i.line_total_paise) OR g.discount_paise <> sum(i.discount_paise)
      OR g.vendor_discount_paise <> sum(i.vendor_discount_paise)`,

  /**
   * 7. A cash order waiting for its buyer's code has not gone to its seller: each shipment is
   * still placed (or cancelled), moved by nobody but the buyer; one whose time ran out is
   * cancelled whole, and only a confirmed (or unasked) cash order is ever delivered.
   */
  codWaitsForItsCode: `
    SELECT o.id AS order_id, o.cod_confirmation, g.id AS group_id, g.status
    FROM orders o JOIN order_groups g ON g.order_id = o.id
    WHERE (o.cod_confirmation = 'awaiting' AND g.status NOT IN ('placed', 'cancelled'))
      OR (o.cod_confirmation = 'expired' AND g.status <> 'cancelled')`,
} as const;

export type InvariantName = keyof typeof INVARIANTS | 'stockConserved' | 'storefrontShowsStock';

/**
 * 4. Per variant, stock + units sold (live lines) − units restocked (received returns) is the
 * same number before and after any step: what a step takes from stock it sells, what it gives
 * back it had sold. Cancelled lines count as never sold, their units back in stock.
 */
export const STOCK_BALANCE = `
  SELECT v.id AS variant_id, (v.stock_quantity
    + coalesce((SELECT sum(i.quantity) FROM order_items i JOIN order_groups g ON g.id = i.group_id
        WHERE i.variant_id = v.id AND g.status <> 'cancelled'), 0)
    - coalesce((SELECT sum(ri.quantity) FROM return_items ri JOIN order_items i ON i.id = ri.item_id
        WHERE i.variant_id = v.id AND ri.restocked), 0))::int AS balance
  FROM product_variants v WHERE v.id = ANY($1::text[]) ORDER BY v.id`;

export async function stockBalances(db: Database, variantIds: readonly string[]) {
  const rows = await db.query<{ variant_id: string; balance: number }>(STOCK_BALANCE, [
    [...variantIds],
  ]);
  return new Map(rows.map((r) => [r.variant_id, r.balance]));
}

export interface Violation {
  invariant: InvariantName;
  row: Record<string, unknown>;
}

/** Every query above in one statement: one round trip after each step. */
const ALL = (Object.entries(INVARIANTS) as [InvariantName, string][])
  .map(([name, q]) => `SELECT '${name}' AS invariant, to_jsonb(x) AS row FROM (${q}) x`)
  .join('\nUNION ALL\n');

/** Every broken promise, each as its invariant's name and the offending row. */
export async function violations(
  db: Database,
  stock: { variantIds: readonly string[]; expected: ReadonlyMap<string, number> },
): Promise<Violation[]> {
  const found = await db.query<Violation>(ALL);
  for (const [variant_id, balance] of await stockBalances(db, stock.variantIds)) {
    const expected = stock.expected.get(variant_id);
    if (balance !== expected) {
      found.push({ invariant: 'stockConserved', row: { variant_id, balance, expected } });
    }
  }
  return found;
}

/**
 * 5. The storefront shows each product's stock as stored: the catalogue index, brought up to date
 * as a shopper's listing would (patched after the stock-only changes of orders, cancellations,
 * returns, carrier returns and jobs, read again after any other), lists the products with SQL's
 * cards and holds their stored stock (a card only shows whether it is low), and the product
 * page's parts hold each active variant's stored stock (decision 054).
 */
export async function storefrontMismatches(
  db: Database,
  productIds: readonly string[],
): Promise<Violation[]> {
  const holder = catalogIndexOf(db);
  let index = (await holder.patched()) ?? (await holder.ready());
  // The product page's parts (decision 054), read in the background after a rebuild.
  if (!index.details) index = await holder.readyWithDetails();
  const q = ProductListQuerySchema.parse({ ids: productIds.join(','), limit: 100 });
  const stored = new Map((await listProductsSql(db, q)).items.map((p) => [p.id, p]));
  const stock = new Map(
    (
      await db.query<{ id: string; stock: number }>(
        'SELECT id, stock_quantity AS stock FROM products WHERE id = ANY($1::text[])',
        [[...productIds]],
      )
    ).map((r) => [r.id, r.stock]),
  );
  const variantStock = new Map(
    (
      await db.query<{ id: string; stock: number[] }>(
        `SELECT product_id AS id, json_agg(stock_quantity ORDER BY position, id) AS stock
          FROM product_variants WHERE product_id = ANY($1::text[]) AND is_active
          GROUP BY product_id`,
        [[...productIds]],
      )
    ).map((r) => [r.id, r.stock]),
  );
  return index.list(q).items.flatMap((shown) =>
    isDeepStrictEqual(shown, stored.get(shown.id)) &&
    index.stockOf(shown.id) === stock.get(shown.id) &&
    isDeepStrictEqual(index.variantStockOf(shown.id), variantStock.get(shown.id) ?? [])
      ? []
      : [
          {
            invariant: 'storefrontShowsStock' as const,
            row: {
              product_id: shown.id,
              shown: shown.stockStatus,
              stored: stored.get(shown.id)?.stockStatus,
              shownStock: index.stockOf(shown.id),
              storedStock: stock.get(shown.id),
              shownVariantStock: index.variantStockOf(shown.id),
              storedVariantStock: variantStock.get(shown.id),
            },
          },
        ],
  );
}

/** A violation as one comparable line: the same broken row twice is one violation. */
export const violationKey = (v: Violation) => `${v.invariant} ${JSON.stringify(v.row)}`;
