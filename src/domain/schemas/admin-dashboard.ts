// The admin dashboard's contract: the period's figures, orders and revenue by Indian day, top
// vendors and products, recent orders and what needs attention now.
import { z } from 'zod';
import { daysInRange } from '../india-time';
import { GROUP_STATUSES } from '../order-status';
import { AdminOrderSummarySchema, IndianDateSchema } from './admin-orders';
import { ShippingFiguresSchema } from './shipping-figures';

export const DASHBOARD_RANGES = ['today', '7d', '30d', '90d', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom dates',
};

/** The longest custom period, so a chart never has thousands of bars. */
export const MAX_DASHBOARD_DAYS = 366;

/** Groups placed, confirmed or packed for longer than this are flagged. */
export const SHIP_WITHIN_HOURS = 48;

/** What is wrong with a custom period's days (dates already written YYYY-MM-DD), for the API's
 * field errors and the page's own check before it asks: none, or each day's problem. */
export function customPeriodProblems(
  from: string | undefined,
  to: string | undefined,
): { path: 'from' | 'to'; message: string }[] {
  const problems: { path: 'from' | 'to'; message: string }[] = [];
  if (!from) problems.push({ path: 'from', message: 'Choose a start date.' });
  if (!to) problems.push({ path: 'to', message: 'Choose an end date.' });
  if (!from || !to) return problems;
  if (from > to)
    problems.push({ path: 'from', message: 'The start date must be on or before the end date.' });
  else if (daysInRange(from, to) > MAX_DASHBOARD_DAYS)
    problems.push({
      path: 'to',
      message: `Choose a period of at most ${MAX_DASHBOARD_DAYS} days.`,
    });
  return problems;
}

export const DashboardQuerySchema = z
  .object({
    range: z.enum(DASHBOARD_RANGES).default('30d'),
    from: IndianDateSchema.optional(),
    to: IndianDateSchema.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.range !== 'custom') return;
    for (const problem of customPeriodProblems(q.from, q.to))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

export const DashboardSchema = z
  .object({
    period: z.object({
      range: z.enum(DASHBOARD_RANGES),
      /** Indian calendar days, both included. */
      from: IndianDateSchema,
      to: IndianDateSchema,
      days: z.number(),
    }),
    figures: z.object({
      /** Sum of the totals of the period's orders that are not entirely cancelled (rupees). */
      gmv: z.number(),
      /** Orders placed in the period that are not entirely cancelled. */
      orders: z.number(),
      cancelledOrders: z.number(),
      averageOrderValue: z.number(),
      /** Customer accounts created in the period. */
      newCustomers: z.number(),
      /** Vendors with at least one live shipment ordered in the period. */
      activeVendors: z.number(),
      /** Vendors whose accounts are active now. */
      vendorAccounts: z.number(),
    }),
    byDay: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
    topVendors: z.array(
      z.object({ id: z.string(), name: z.string(), orders: z.number(), sales: z.number() }),
    ),
    topProducts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        vendorName: z.string(),
        units: z.number(),
        revenue: z.number(),
      }),
    ),
    recentOrders: z.array(AdminOrderSummarySchema),
    alerts: z.object({
      lowStock: z.object({
        total: z.number(),
        items: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            vendorName: z.string(),
            stock: z.number(),
            threshold: z.number(),
            /** One row per variant running low (issue #18); '' label for a plain product. */
            variantId: z.string(),
            variantLabel: z.string(),
            sku: z.string(),
          }),
        ),
      }),
      awaitingShipment: z.object({
        total: z.number(),
        items: z.array(
          z.object({
            orderId: z.string(),
            orderNumber: z.string(),
            groupId: z.string(),
            vendorName: z.string(),
            status: z.enum(GROUP_STATUSES),
            placedAt: z.string(),
            hoursWaiting: z.number(),
          }),
        ),
      }),
    }),
    /** Issue #21: money after the order (modules/payouts/money-figures.ts). */
    money: z
      .object({
        /** Refunds accepted in the period (rupees). */
        refunds: z.number(),
        refundsCount: z.number(),
        /** Payouts made by settlement runs and not paid yet, whenever they were run. */
        payoutsDue: z.number(),
        payoutsDueCount: z.number(),
        /** Payouts paid in the period. */
        payoutsPaid: z.number(),
        /** Returned units per delivered unit of the period's deliveries (0–1); null if none. */
        returnsRate: z.number().nullable(),
      })
      .optional(),
    /** Issue #39: every vendor's RTO, NDR, COD share and delivery success for the period. */
    shipping: ShippingFiguresSchema.optional(),
  })
  .meta({ id: 'AdminDashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
