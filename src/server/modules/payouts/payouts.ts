// Payouts as the admin and the vendor see them: lists, one payout's statement (its entries and
// totals), the vendor's balance and ledger with its running balance, and marking a payout paid.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { LEDGER_KIND_LABELS, type LedgerKind } from '../../../domain/ledger';
import { paiseToRupees } from '../../../domain/money';
import type {
  Balance,
  LedgerEntry,
  LedgerList,
  Payout,
  PayoutListQuery,
  PayoutStatementDetail,
  PayoutStatus,
  PayoutTotals,
} from '../../../domain/schemas/payouts';
import type { Db, DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import { orders } from '../../db/schema-commerce';
import {
  payouts,
  settlementRuns,
  vendorLedgerEntries,
  type LedgerEntryRow,
} from '../../db/schema-payouts';
import { AppError, hasSqlState, notFound } from '../../errors';
import { likePattern } from '../admin/like-pattern';
import { recordAudit } from '../audit/audit';
import { movesMoney, newestFirst, oldestFirst, oldestFirstSql } from './ledger-order';

const payoutColumns = {
  payout: payouts,
  vendorName: vendors.companyName,
  from: settlementRuns.periodStart,
  to: settlementRuns.periodEnd,
};

type PayoutJoined = {
  payout: typeof payouts.$inferSelect;
  vendorName: string;
  from: string;
  to: string;
};

function payoutView(r: PayoutJoined): Payout {
  return {
    id: r.payout.id,
    runId: r.payout.runId,
    vendorId: r.payout.vendorId,
    vendorName: r.vendorName,
    from: r.from,
    to: r.to,
    amount: paiseToRupees(r.payout.amountPaise),
    status: r.payout.status as PayoutStatus,
    utr: r.payout.utr,
    paidAt: r.payout.paidAt?.toISOString() ?? null,
    createdAt: r.payout.createdAt.toISOString(),
  };
}

function payoutQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(vendors, eq(vendors.userId, payouts.vendorId))
    .innerJoin(settlementRuns, eq(settlementRuns.id, payouts.runId))
    .where(where);
}

/** The admin's list (every vendor) or a vendor's own (`vendorId`), newest first. */
export async function listPayouts(
  db: DbOrTx,
  q: PayoutListQuery & { page: number; limit: number },
  vendorId?: string,
) {
  const where = payoutListWhere(q, vendorId);
  const [rows, total] = await Promise.all([
    payoutQuery(db, where)
      .orderBy(desc(settlementRuns.periodEnd), asc(vendors.companyName), asc(payouts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    countPayouts(db, where),
  ]);
  return { items: rows.map(payoutView), page: q.page, limit: q.limit, total };
}

/** The payouts list's filter: the vendor's own, by status, by company name. */
export function payoutListWhere(q: PayoutListQuery, vendorId?: string) {
  return and(
    vendorId ? eq(payouts.vendorId, vendorId) : undefined,
    q.status ? eq(payouts.status, q.status) : undefined,
    q.search ? ilike(vendors.companyName, likePattern(q.search)) : undefined,
  );
}

/** How many payouts match: the list's total, and the desk's payouts due. */
export async function countPayouts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(payouts)
    .innerJoin(vendors, eq(vendors.userId, payouts.vendorId))
    .where(where);
  return counted?.n ?? 0;
}

type EntryJoined = { entry: LedgerEntryRow; orderNumber: string; balancePaise?: number };

function entryView(r: EntryJoined): LedgerEntry {
  const e = r.entry;
  return {
    id: e.id,
    kind: e.kind as LedgerKind,
    label: LEDGER_KIND_LABELS[e.kind as LedgerKind] ?? e.kind,
    orderId: e.orderId,
    orderNumber: r.orderNumber,
    amount: paiseToRupees(e.amountPaise),
    base: e.basePaise === null ? null : paiseToRupees(e.basePaise),
    rate: e.rateBp === null ? null : e.rateBp / 100,
    occurredAt: e.occurredAt.toISOString(),
    payoutId: e.payoutId,
    ...(r.balancePaise === undefined ? {} : { balance: paiseToRupees(r.balancePaise) }),
  };
}

export function totalsOf(entries: readonly LedgerEntryRow[]): PayoutTotals {
  const sum = (kind: LedgerKind) =>
    entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountPaise, 0);
  const base = (kind: LedgerKind) =>
    entries.filter((e) => e.kind === kind).reduce((s, e) => s + (e.basePaise ?? 0), 0);
  return {
    sales: paiseToRupees(sum('sale')),
    vendorDiscounts: paiseToRupees(sum('vendor-discount')),
    commission: paiseToRupees(sum('commission')),
    refunds: paiseToRupees(sum('refund')),
    commissionReversed: paiseToRupees(sum('commission-reversal')),
    tcs: paiseToRupees(sum('tcs') + sum('tcs-reversal')),
    tds: paiseToRupees(sum('tds')),
    codCollected: paiseToRupees(base('cod-collected')),
    net: paiseToRupees(entries.reduce((s, e) => s + e.amountPaise, 0)),
  };
}

/**
 * One payout with its entries, oldest first, the ₹0 ones left out of the rows but not out of the
 * totals (the courier's cash); a vendor asking for another's payout finds nothing.
 */
export async function payoutStatement(
  db: DbOrTx,
  id: string,
  vendorId?: string,
): Promise<PayoutStatementDetail> {
  const [row] = await payoutQuery(
    db,
    and(eq(payouts.id, id), vendorId ? eq(payouts.vendorId, vendorId) : undefined),
  );
  if (!row) throw notFound('The payout');
  const entries = await db
    .select({ entry: vendorLedgerEntries, orderNumber: orders.number })
    .from(vendorLedgerEntries)
    .innerJoin(orders, eq(orders.id, vendorLedgerEntries.orderId))
    .where(eq(vendorLedgerEntries.payoutId, id))
    .orderBy(...oldestFirst());
  return {
    ...payoutView(row),
    entries: entries.filter((e) => e.entry.amountPaise !== 0).map(entryView),
    totals: totalsOf(entries.map((e) => e.entry)),
  };
}

export async function balancePaiseOf(db: DbOrTx, vendorId: string) {
  // One statement: the ledger's and the payouts' sums as subqueries of the vendor's row.
  const sum = (from: SQL) =>
    sql<number>`(SELECT coalesce(sum(amount_paise), 0) ${from})`.mapWith(Number);
  const [row] = await db
    .select({
      earned: sum(sql`FROM vendor_ledger_entries WHERE vendor_id = ${vendorId}`),
      unsettled: sum(
        sql`FROM vendor_ledger_entries WHERE vendor_id = ${vendorId} AND payout_id IS NULL`,
      ),
      paid: sum(sql`FROM payouts WHERE vendor_id = ${vendorId} AND status = 'paid'`),
      due: sum(sql`FROM payouts WHERE vendor_id = ${vendorId} AND status = 'due'`),
      held: sum(sql`FROM payouts WHERE vendor_id = ${vendorId} AND status = 'on-hold'`),
    })
    .from(vendors)
    .where(eq(vendors.userId, vendorId));
  const earned = row?.earned ?? 0;
  const paid = row?.paid ?? 0;
  return {
    earned,
    paid,
    due: row?.due ?? 0,
    held: row?.held ?? 0,
    unsettled: row?.unsettled ?? 0,
    balance: earned - paid,
  };
}

export async function vendorBalance(db: DbOrTx, vendorId: string): Promise<Balance> {
  const b = await balancePaiseOf(db, vendorId);
  return {
    earned: paiseToRupees(b.earned),
    paid: paiseToRupees(b.paid),
    due: paiseToRupees(b.due),
    held: paiseToRupees(b.held),
    unsettled: paiseToRupees(b.unsettled),
    balance: paiseToRupees(b.balance),
  };
}

/**
 * The vendor's ledger, newest first (ledger-order.ts), each entry with the balance after it: what
 * the ledger has credited so far, in that order, less the payouts paid by then.
 */
export async function vendorLedger(
  db: DbOrTx,
  vendorId: string,
  q: { page: number; limit: number },
): Promise<LedgerList> {
  const paidBy = sql<number>`(SELECT coalesce(sum(p.amount_paise), 0) FROM payouts p
    WHERE p.vendor_id = ${vendorId} AND p.status = 'paid' AND p.paid_at <= ${vendorLedgerEntries.occurredAt})`;
  const running =
    sql<number>`(sum(${vendorLedgerEntries.amountPaise}) OVER (ORDER BY ${oldestFirstSql}) - ${paidBy})`.mapWith(
      Number,
    );
  const where = and(eq(vendorLedgerEntries.vendorId, vendorId), movesMoney);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: vendorLedgerEntries, orderNumber: orders.number, balancePaise: running })
      .from(vendorLedgerEntries)
      .innerJoin(orders, eq(orders.id, vendorLedgerEntries.orderId))
      .where(where)
      .orderBy(...newestFirst())
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(vendorLedgerEntries).where(where),
  ]);
  return { items: rows.map(entryView), page: q.page, limit: q.limit, total: counted?.n ?? 0 };
}

/**
 * Marks a payout paid with the bank's reference, under the payout's lock: the same UTR again
 * answers the payout as it is; a paid payout cannot take another, nor can two payouts share one.
 */
export async function markPayoutPaid(
  db: Db,
  id: string,
  utr: string,
  actorUserId: string,
  now = new Date(),
): Promise<PayoutStatementDetail> {
  try {
    await db.transaction(async (tx) => {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!payout) throw notFound('The payout');
      if (payout.status === 'paid') {
        if (payout.utr === utr) return;
        throw new AppError('conflict', `This payout was already paid with UTR ${payout.utr}.`);
      }
      if (payout.status === 'on-hold') {
        throw new AppError(
          'conflict',
          'This payout is on hold until the seller’s business is verified.',
        );
      }
      await tx
        .update(payouts)
        .set({ status: 'paid', utr, paidAt: now, paidBy: actorUserId, updatedAt: now })
        .where(eq(payouts.id, id));
      await recordAudit(tx, {
        actorUserId,
        action: 'payout.paid',
        entity: 'payout',
        entityId: id,
        changes: { utr, amount: paiseToRupees(payout.amountPaise) },
      });
    });
  } catch (err) {
    if (hasSqlState(err, (s) => s === '23505')) {
      throw new AppError('conflict', 'Another payout was paid with this UTR.', [
        { path: 'utr', message: 'Another payout was paid with this UTR.', location: 'body' },
      ]);
    }
    throw err;
  }
  return payoutStatement(db, id);
}
