// Issue #21 (docs/decisions/023-ledger-and-payouts.md): the vendor ledger, settlement runs and
// payouts. Integer paise. Ledger entries are append-only (a trigger refuses changes other than
// settling an entry into a payout, and any delete); each money event is recorded once per
// (kind, source_id), so recording is idempotent.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users, vendors } from './schema';
import { orderGroups, orders } from './schema-commerce';

export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: id(),
    /** India calendar days, both included. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    returnWindowDays: integer('return_window_days').notNull(),
    payoutsCount: integer('payouts_count').notNull().default(0),
    totalPaise: integer('total_paise').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_runs_period_idx').on(t.periodStart, t.periodEnd),
    check('settlement_runs_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    runId: text('run_id')
      .notNull()
      .references(() => settlementRuns.id),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    amountPaise: integer('amount_paise').notNull(),
    /** on-hold (the vendor is not verified, issue #38) → due → paid */
    status: text('status').notNull().default('due'),
    /** The bank's transfer reference, once paid. */
    utr: text('utr').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_run_vendor_idx').on(t.runId, t.vendorId),
    index('payouts_vendor_idx').on(t.vendorId, t.createdAt),
    check('payouts_amount_check', sql`${t.amountPaise} > 0`),
    check('payouts_status_check', sql`${t.status} in ('on-hold', 'due', 'paid')`),
    check(
      'payouts_paid_check',
      sql`(${t.status} = 'paid') = (${t.utr} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`,
    ),
  ],
);

export const vendorLedgerEntries = pgTable(
  'vendor_ledger_entries',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    orderGroupId: text('order_group_id')
      .notNull()
      .references(() => orderGroups.id),
    kind: text('kind').notNull(),
    /** What caused it: the shipment for a delivery's entries, the refund for a refund's. */
    sourceId: text('source_id').notNull(),
    /** Effect on what Angle owes the vendor: positive owed, negative kept. */
    amountPaise: integer('amount_paise').notNull(),
    /** What a rate was applied to, or the cash a courier collected (its entry moves nothing). */
    basePaise: integer('base_paise'),
    rateBp: integer('rate_bp'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payoutId: text('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_ledger_entries_source_idx').on(t.kind, t.sourceId),
    index('vendor_ledger_entries_vendor_idx').on(t.vendorId, t.occurredAt),
    index('vendor_ledger_entries_group_idx').on(t.orderGroupId),
    index('vendor_ledger_entries_unsettled_idx')
      .on(t.vendorId)
      .where(sql`${t.payoutId} IS NULL`),
    index('vendor_ledger_entries_payout_idx').on(t.payoutId),
    check(
      'vendor_ledger_entries_kind_check',
      sql`${t.kind} in ('sale', 'vendor-discount', 'commission', 'tcs', 'tds', 'cod-collected', 'refund', 'commission-reversal', 'tcs-reversal', 'rto-shipping')`,
    ),
  ],
);

export type SettlementRunRow = typeof settlementRuns.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type LedgerEntryRow = typeof vendorLedgerEntries.$inferSelect;

/** Issue #38 (decision 032): what a seller submitted for verification and the admin's answer.
 * The status itself is `vendors.verification_status`; the bank account is `vendors.payout`. */
export const vendorVerifications = pgTable('vendor_verifications', {
  vendorId: text('vendor_id')
    .primaryKey()
    .references(() => vendors.userId, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  gstin: text('gstin').notNull(),
  pan: text('pan').notNull(),
  rejectionReason: text('rejection_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A seller's verification document (cancelled cheque, GST certificate): one of each kind, kept
 * in the media store under `private/`, which /media/* never serves. */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    filename: text('filename').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_documents_kind_idx').on(t.vendorId, t.kind),
    check('vendor_documents_kind_check', sql`${t.kind} in ('cancelled-cheque', 'gst-certificate')`),
  ],
);
