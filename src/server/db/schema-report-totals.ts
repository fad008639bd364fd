// Issue #23 (docs/decisions/024-report-totals.md): the sales figures of the vendor reports and the
// admin dashboard, kept per India day by triggers on orders, order_groups, order_items and
// vendors (migration 0015, hand-written part), in the same transaction as every write that
// changes them. Reports for a year read a few hundred rows instead of every shipment and line.
// Nothing in the application writes these tables; report-totals.test.ts checks them against the
// raw rows after a random mix of orders, cancellations, deliveries and refunds.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

const paise = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One vendor's live (not cancelled) shipments placed on one India day. `slot` spreads the
 * counters of concurrent transactions over a few rows (each open transaction owns one,
 * `report_totals_slot()`, migration 0021), so checkouts of one vendor neither queue on one row
 * lock nor deadlock; readers sum the slots.
 */
export const vendorSalesDays = pgTable(
  'vendor_sales_days',
  {
    vendorId: text('vendor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    /** Subtotal less the discounts the vendor funds (sales-sql.ts `vendorSale`). */
    revenuePaise: paise('revenue_paise'),
    /** Commission at the vendor's current rate, rounded per shipment (redone when it changes). */
    commissionPaise: paise('commission_paise'),
    subtotalPaise: paise('subtotal_paise'),
    deliveredPaise: paise('delivered_paise'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.day, t.slot] }),
    // The admin dashboard's vendors of a period, every vendor's days (migration 0038): read from
    // the index alone on PostgreSQL, instead of every vendor's every day.
    index('vendor_sales_days_day_idx').on(t.day, t.vendorId, t.orders, t.subtotalPaise),
  ],
);

/** The store's orders placed on one India day: live ones, cancelled ones, and GMV. */
export const storeSalesDays = pgTable(
  'store_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    cancelledOrders: integer('cancelled_orders').notNull().default(0),
    gmvPaise: paise('gmv_paise'),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/** A product variant as the lines recorded it, and its lines, units and revenue. */
const productLines = () => ({
  productId: text('product_id').notNull(),
  variantId: text('variant_id').notNull().default(''),
  variantLabel: text('variant_label').notNull().default(''),
  sku: text('sku').notNull().default(''),
  productName: text('product_name').notNull(),
  lines: integer('lines').notNull().default(0),
  units: integer('units').notNull().default(0),
  revenuePaise: paise('revenue_paise'),
});

/**
 * A product variant's lines in live shipments placed on one India day, as the lines recorded it
 * (variant label, SKU, product name; '' where a line had no variant or SKU). A row whose last
 * line went away (cancelled) is deleted, so every row stands for at least one line.
 */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    vendorId: text('vendor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...productLines(),
  },
  (t) => [
    primaryKey({
      name: 'product_sales_days_pk',
      columns: [t.vendorId, t.day, t.productId, t.variantId, t.variantLabel, t.sku, t.productName],
    }),
    index('product_sales_days_day_idx').on(t.day),
    // The admin dashboard's best sellers sum a few candidate products over the period (0038).
    index('product_sales_days_product_idx').on(t.productId, t.day),
    index('product_sales_days_empty_idx')
      .on(t.vendorId)
      .where(sql`${t.lines} = 0`),
  ],
);

/**
 * The same lines per product variant and India month (`month` is its first day): the sums of the
 * month's `product_sales_days` rows, kept by a trigger on that table (migration 0020). A report
 * over a year reads whole months here and days only for the partial months at its edges. A row
 * whose last line went away is deleted, as in the day table.
 */
export const productSalesMonths = pgTable(
  'product_sales_months',
  {
    vendorId: text('vendor_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...productLines(),
  },
  (t) => [
    primaryKey({
      name: 'product_sales_months_pk',
      columns: [
        t.vendorId,
        t.month,
        t.productId,
        t.variantId,
        t.variantLabel,
        t.sku,
        t.productName,
      ],
    }),
    index('product_sales_months_month_idx').on(t.month),
    // The popularity refresh sums a product's months (popularity-refresh.ts): without it, each
    // queued product was a scan of every month row (a 100k queue never finished on PGlite).
    index('product_sales_months_product_idx').on(t.productId),
    index('product_sales_months_empty_idx')
      .on(t.vendorId)
      .where(sql`${t.lines} = 0`),
  ],
);

/**
 * Issue #35 (docs/decisions/049-dashboard-totals.md): a product's lines in live shipments per India
 * month over every variant, kept from `product_sales_months` by a trigger on it (migration 0038),
 * so a row is the sum of the month's variant rows whoever writes them. The admin dashboard walks
 * each month of its period along `product_month_totals_top_idx`, best first, to bound what a
 * product not yet read can have sold, and sums only the products read (admin/best-products.ts).
 */
export const productMonthTotals = pgTable(
  'product_month_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    vendorId: text('vendor_id').notNull(),
    productId: text('product_id').notNull(),
    lines: integer('lines').notNull().default(0),
    units: integer('units').notNull().default(0),
    revenuePaise: paise('revenue_paise'),
  },
  (t) => [
    primaryKey({ name: 'product_month_totals_pk', columns: [t.month, t.vendorId, t.productId] }),
    index('product_month_totals_top_idx').on(t.month, t.revenuePaise.desc()),
    index('product_month_totals_empty_idx')
      .on(t.month)
      .where(sql`${t.lines} = 0`),
  ],
);

/**
 * Products whose units in `product_sales_months` changed and whose `products.sales_units` (the
 * Popularity sort, decision 034) is still to be summed again. The months' trigger only appends
 * here (migration 0031): it never locks a product row, so a report trigger inside an order's
 * transaction cannot deadlock with another order holding that product for its stock. The
 * popularity job (catalog/popularity-refresh.ts) takes the queued products it can lock at once,
 * sums them and clears their entries; a product locked by an order waits for the next run.
 */
export const productPopularityQueue = pgTable(
  'product_popularity_queue',
  {
    productId: text('product_id').notNull(),
  },
  (t) => [index('product_popularity_queue_product_idx').on(t.productId)],
);
