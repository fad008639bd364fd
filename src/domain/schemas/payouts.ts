// Issue #21: the vendor ledger, settlement runs and payouts as the API shows them (rupees at the
// edge, decision 023).
import { z } from 'zod';
import { LEDGER_KINDS, normaliseUtr, UTR_PATTERN } from '../ledger';
import { SearchTextSchema } from './admin';
import { IndianDateSchema } from './admin-orders';
import { listOf, pageFields } from './paging';

/** on-hold: settled for a seller not verified yet (issue #38); it becomes due once verified. */
export const PAYOUT_STATUSES = ['on-hold', 'due', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const RunSettlementSchema = z
  .object({
    /** India days, both included; both left out: the last full week (Monday to Sunday). */
    from: IndianDateSchema.optional(),
    to: IndianDateSchema.optional(),
  })
  .strict();
export type RunSettlement = z.infer<typeof RunSettlementSchema>;

export const SettlementRunSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    returnWindowDays: z.number(),
    payouts: z.number(),
    total: z.number(),
    createdAt: z.string(),
    /** false when the period had been run already: this is that run. */
    created: z.boolean().optional(),
  })
  .meta({ id: 'SettlementRun' });
export type SettlementRun = z.infer<typeof SettlementRunSchema>;
export const SettlementRunListSchema = listOf(SettlementRunSchema);

export const PayoutSchema = z
  .object({
    id: z.string(),
    runId: z.string(),
    vendorId: z.string(),
    vendorName: z.string(),
    from: z.string(),
    to: z.string(),
    amount: z.number(),
    status: z.enum(PAYOUT_STATUSES),
    utr: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof PayoutSchema>;

export const LedgerEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(LEDGER_KINDS),
    label: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    amount: z.number(),
    /** What a rate was applied to, or the cash the courier collected. */
    base: z.number().nullable(),
    /** Percent. */
    rate: z.number().nullable(),
    occurredAt: z.string(),
    payoutId: z.string().nullable(),
    /** The vendor's balance after this entry (the vendor's ledger only). */
    balance: z.number().optional(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const PayoutTotalsSchema = z.object({
  sales: z.number(),
  vendorDiscounts: z.number(),
  commission: z.number(),
  refunds: z.number(),
  commissionReversed: z.number(),
  tcs: z.number(),
  tds: z.number(),
  codCollected: z.number(),
  net: z.number(),
});
export type PayoutTotals = z.infer<typeof PayoutTotalsSchema>;

export const PayoutStatementSchema = PayoutSchema.extend({
  entries: z.array(LedgerEntrySchema),
  totals: PayoutTotalsSchema,
}).meta({ id: 'PayoutStatementDetail' });
export type PayoutStatementDetail = z.infer<typeof PayoutStatementSchema>;

export const PayoutListQuerySchema = z
  .object({
    /** The vendor's company name (the admin's list). */
    search: SearchTextSchema,
    status: z.enum(PAYOUT_STATUSES).optional(),
    ...pageFields(),
  })
  .strict();
export type PayoutListQuery = z.input<typeof PayoutListQuerySchema>;
export const PayoutListSchema = listOf(PayoutSchema);

export const BalanceSchema = z.object({
  /** Everything the ledger credits the vendor with, less what it keeps. */
  earned: z.number(),
  paid: z.number(),
  /** In payouts not paid yet. */
  due: z.number(),
  /** In payouts held until the vendor's business is verified (issue #38). */
  held: z.number(),
  /** Not settled yet (within the return window, or after the last run). */
  unsettled: z.number(),
  /** earned − paid = due + held + unsettled. */
  balance: z.number(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const VendorPayoutListSchema = PayoutListSchema.extend({ balance: BalanceSchema });
export type VendorPayoutList = z.infer<typeof VendorPayoutListSchema>;

export const LedgerQuerySchema = z.object({ ...pageFields(50) }).strict();
export const LedgerListSchema = listOf(LedgerEntrySchema);
export type LedgerList = z.infer<typeof LedgerListSchema>;

export const MarkPayoutPaidSchema = z
  .object({
    utr: z
      .string('Enter the bank’s reference (UTR).')
      .max(40, 'A UTR has at most 22 characters.')
      .transform(normaliseUtr)
      .refine(
        (utr) => UTR_PATTERN.test(utr),
        'Enter the UTR as the bank gives it: 16 (NEFT) or 22 (RTGS) letters and digits, or 12 digits (IMPS/UPI).',
      ),
  })
  .strict();
export type MarkPayoutPaid = z.input<typeof MarkPayoutPaidSchema>;
