// Settlement runs (decision 023): for a period (a week, Monday to Sunday in India, by default the
// last full one), every vendor's unsettled ledger entries up to its end whose shipments were
// delivered at least the return window before it become one payout per vendor. Runs are
// serialised by a transaction-scoped advisory lock and unique per period: the same period run
// twice, or at once, makes one run (the second gets the first's answer).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { lastFullWeek, SETTLEMENT_PERIOD_DAYS } from '../../../domain/ledger';
import { addDays, indianDateOf, startOfIndianDay } from '../../../domain/india-time';
import type { Db, Tx } from '../../db/client';
import { vendors } from '../../db/schema';
import {
  payouts,
  settlementRuns,
  vendorLedgerEntries,
  type SettlementRunRow,
} from '../../db/schema-payouts';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit';
import { readSettings } from '../settings/store-settings';

/** Any constant: the one advisory lock every settlement run takes. */
const SETTLEMENT_LOCK = 210_021;

export interface SettlementPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

export function resolveSettlementPeriod(q: SettlementPeriod, now: Date) {
  if (!q.from && !q.to) return lastFullWeek(now);
  const to = q.to ?? addDays(q.from!, SETTLEMENT_PERIOD_DAYS - 1);
  const from = q.from ?? addDays(to, 1 - SETTLEMENT_PERIOD_DAYS);
  const errors = [];
  if (from > to) {
    errors.push({ path: 'from', message: 'The start date must be on or before the end date.' });
  }
  if (to >= indianDateOf(now)) {
    errors.push({
      path: 'to',
      message: 'Settle a period that has ended: choose a day before today.',
    });
  }
  if (errors.length > 0) {
    throw new AppError(
      'invalid',
      errors[0]!.message,
      errors.map((e) => ({ ...e, location: 'body' as const })),
    );
  }
  return { from, to };
}

/** Entries settled by a run ending before `end`: the sale delivered a return window before it. */
function settleable(end: Date, windowDays: number) {
  const deliveredBy = new Date(end.getTime() - windowDays * 86_400_000);
  return and(
    isNull(vendorLedgerEntries.payoutId),
    sql`${vendorLedgerEntries.occurredAt} < ${end}`,
    sql`EXISTS (SELECT 1 FROM vendor_ledger_entries s
      WHERE s.order_group_id = ${vendorLedgerEntries.orderGroupId} AND s.kind = 'sale'
        AND s.occurred_at <= ${deliveredBy})`,
  );
}

async function settle(tx: Tx, run: SettlementRunRow, end: Date) {
  const due = await tx
    .select({
      vendorId: vendorLedgerEntries.vendorId,
      total: sql<number>`sum(${vendorLedgerEntries.amountPaise})`.mapWith(Number),
    })
    .from(vendorLedgerEntries)
    .where(settleable(end, run.returnWindowDays))
    .groupBy(vendorLedgerEntries.vendorId)
    .orderBy(vendorLedgerEntries.vendorId);
  let total = 0;
  let count = 0;
  // The vendors paid are read under a share lock: a verification (which releases held payouts)
  // or a changed bank account (which holds due ones) of one of them at the same moment waits for
  // this run, or this run for it, so no payout is made on a status that has just changed.
  // A vendor whose entries add up to nothing or less is carried forward to the next run.
  const payable = due.filter((d) => d.total > 0);
  const paid = payable.map((d) => d.vendorId);
  const verified = new Set(
    paid.length === 0
      ? []
      : (
          await tx
            .select({ id: vendors.userId, status: vendors.verificationStatus })
            .from(vendors)
            .where(inArray(vendors.userId, paid))
            .orderBy(vendors.userId)
            .for('share')
        )
          .filter((v) => v.status === 'verified')
          .map((v) => v.id),
  );
  // A vendor not verified yet has its payout computed but held (issue #38, decision 032).
  for (const { vendorId, total: amount } of payable) {
    const status = verified.has(vendorId) ? 'due' : 'on-hold';
    const [payout] = await tx
      .insert(payouts)
      .values({ runId: run.id, vendorId, amountPaise: amount, status })
      .returning();
    await tx
      .update(vendorLedgerEntries)
      .set({ payoutId: payout!.id })
      .where(
        and(eq(vendorLedgerEntries.vendorId, vendorId), settleable(end, run.returnWindowDays)),
      );
    total += amount;
    count += 1;
  }
  const [done] = await tx
    .update(settlementRuns)
    .set({ payoutsCount: count, totalPaise: total })
    .where(eq(settlementRuns.id, run.id))
    .returning();
  return done!;
}

export async function runSettlement(
  db: Db,
  actorUserId: string,
  q: SettlementPeriod,
  now = new Date(),
): Promise<{ run: SettlementRunRow; created: boolean }> {
  const period = resolveSettlementPeriod(q, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETTLEMENT_LOCK})`);
    const [existing] = await tx
      .select()
      .from(settlementRuns)
      .where(
        and(eq(settlementRuns.periodStart, period.from), eq(settlementRuns.periodEnd, period.to)),
      );
    if (existing) return { run: existing, created: false };
    const { store } = await readSettings(tx);
    const [run] = await tx
      .insert(settlementRuns)
      .values({
        periodStart: period.from,
        periodEnd: period.to,
        returnWindowDays: store.returnWindowDays,
        createdBy: actorUserId,
      })
      .returning();
    const done = await settle(tx, run!, startOfIndianDay(addDays(period.to, 1)));
    await recordAudit(tx, {
      actorUserId,
      action: 'settlement.run',
      entity: 'payout',
      entityId: done.id,
      changes: { from: period.from, to: period.to, payouts: done.payoutsCount },
    });
    return { run: done, created: true };
  });
}

/** Runs, newest period first. */
export async function listRuns(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(settlementRuns)
    .orderBy(sql`${settlementRuns.periodEnd} DESC`, sql`${settlementRuns.createdAt} DESC`)
    .limit(page.limit)
    .offset(page.offset);
}
