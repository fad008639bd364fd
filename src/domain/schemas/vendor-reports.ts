// The vendor's dashboard, reports and customers (/api/vendor/dashboard, /reports, /customers).
// Revenue is the subtotal of the vendor's shipments that were placed in the range and not
// cancelled; commission is the vendor's rate on each shipment, rounded to the paisa; net payout
// is revenue minus commission. Dates are India's calendar days (YYYY-MM-DD).
import { z } from 'zod';
import { CATEGORIES, STOCK_STATUSES } from '../catalog';
import { GROUP_STATUSES } from '../order-status';
import { MAX_RANGE_DAYS, REPORT_INTERVALS, daysInRange, isCalendarDate } from '../report-periods';
import { VendorOrderRowSchema } from './vendor-orders';
import { listOf, pageFields } from './paging';

const CalendarDate = z.string().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD.');

const rangeFields = { from: CalendarDate.optional(), to: CalendarDate.optional() };

/** Both ends or neither (then the last 30 days); the range includes both days. */
function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from !== !q.to) {
    ctx.addIssue({
      code: 'custom',
      path: [q.from ? 'to' : 'from'],
      message: 'Choose both the start and the end date.',
    });
  } else if (q.from && q.to && q.from > q.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date is before the start date.',
    });
  } else if (q.from && q.to && daysInRange(q.from, q.to) > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a range of at most two years.' });
  }
}

const Interval = z.enum(REPORT_INTERVALS, 'Choose day, week or month.').default('day');

export const DateRangeQuerySchema = z.object(rangeFields).strict().superRefine(checkRange);
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;

export const ReportQuerySchema = z
  .object({ ...rangeFields, interval: Interval })
  .strict()
  .superRefine(checkRange);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const StatementQuerySchema = z
  .object({ ...rangeFields, ...pageFields() })
  .strict()
  .superRefine(checkRange);
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

export const REPORT_EXPORTS = ['statements', 'periods'] as const;
export type ReportExportKind = (typeof REPORT_EXPORTS)[number];
export const ReportExportQuerySchema = z
  .object({
    ...rangeFields,
    interval: Interval,
    kind: z.enum(REPORT_EXPORTS, 'Choose statements or periods.').default('statements'),
  })
  .strict()
  .superRefine(checkRange);
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

const Range = { from: z.string(), to: z.string() };

export const SalesPointSchema = z.object({
  /** The period's first day. */
  start: z.string(),
  revenue: z.number(),
  commission: z.number(),
  net: z.number(),
  orders: z.number(),
  units: z.number(),
});
export type SalesPoint = z.infer<typeof SalesPointSchema>;

export const VendorDashboardSchema = z
  .object({
    ...Range,
    revenue: z.number(),
    /** The part of revenue already delivered (and, for COD, collected). */
    deliveredRevenue: z.number(),
    orders: z.number(),
    units: z.number(),
    averageOrderValue: z.number(),
    /** Shipments placed, confirmed or packed now, whatever the range. */
    awaitingFulfilment: z.number(),
    /**
     * Variants (of products not archived) at or below their product's low-stock threshold now,
     * out of stock included: a plain product counts once (issue #18).
     */
    lowStockCount: z.number(),
    salesByDay: z.array(SalesPointSchema),
    latestOrders: z.array(VendorOrderRowSchema),
    lowStockProducts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        stockQuantity: z.number(),
        lowStockThreshold: z.number(),
        stockStatus: z.enum(STOCK_STATUSES),
        /** The variant running low (issue #18); its label is '' for a plain product. */
        variantId: z.string(),
        variantLabel: z.string(),
        sku: z.string(),
      }),
    ),
  })
  .meta({ id: 'VendorDashboard' });
export type VendorDashboard = z.infer<typeof VendorDashboardSchema>;

export const VendorReportSchema = z
  .object({
    ...Range,
    interval: z.enum(REPORT_INTERVALS),
    /** The vendor's commission rate, percent. */
    commissionRate: z.number(),
    totals: SalesPointSchema.omit({ start: true }),
    periods: z.array(SalesPointSchema),
    topProducts: z.array(
      z.object({ productId: z.string(), name: z.string(), units: z.number(), revenue: z.number() }),
    ),
    /** The best-selling variants (shade, size) as the order lines recorded them (issue #18). */
    topVariants: z.array(
      z.object({
        productId: z.string(),
        variantId: z.string().nullable(),
        name: z.string(),
        variantLabel: z.string(),
        sku: z.string().nullable(),
        units: z.number(),
        revenue: z.number(),
      }),
    ),
    categories: z.array(
      z.object({ category: z.enum(CATEGORIES), units: z.number(), revenue: z.number() }),
    ),
  })
  .meta({ id: 'VendorReport' });
export type VendorReport = z.infer<typeof VendorReportSchema>;

export const PayoutStatementSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  placedAt: z.string(),
  customerName: z.string(),
  status: z.enum(GROUP_STATUSES),
  /** The order's total for the vendor's lines. */
  total: z.number(),
  /** Discounts of the vendor's own offers on these lines: the vendor's cost (issue #20). */
  vendorDiscount: z.number(),
  /** Discounts Angle funds on these lines: shown, not the vendor's cost. */
  platformDiscount: z.number(),
  /** On the total less the vendor's own discounts. */
  commission: z.number(),
  /** The vendor's share of what was refunded to the customer (0 when nothing was). */
  refunded: z.number(),
  net: z.number(),
});
export type PayoutStatement = z.infer<typeof PayoutStatementSchema>;

export const PayoutStatementListSchema = z.object({
  ...Range,
  ...listOf(PayoutStatementSchema).shape,
});
export type PayoutStatementList = z.infer<typeof PayoutStatementListSchema>;

export const VENDOR_CUSTOMER_SORTS = ['last-order', 'total-spent', 'orders', 'name'] as const;

export const VendorCustomerListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional(),
    sort: z.enum(VENDOR_CUSTOMER_SORTS, 'Choose a sort from the list.').default('last-order'),
    ...pageFields(),
  })
  .strict();
export type VendorCustomerListQuery = z.infer<typeof VendorCustomerListQuerySchema>;

export const VendorCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Orders with at least one of the vendor's lines, not cancelled. */
  orders: z.number(),
  units: z.number(),
  totalSpent: z.number(),
  lastOrderAt: z.string(),
});
export type VendorCustomer = z.infer<typeof VendorCustomerSchema>;

export const VendorCustomerListSchema = listOf(VendorCustomerSchema);
export type VendorCustomerList = z.infer<typeof VendorCustomerListSchema>;
