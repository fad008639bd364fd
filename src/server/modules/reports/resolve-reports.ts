// The admin's answer to an item's open reports (issue #38): hide it (it leaves the storefront
// through the moderation its own module does, audited there) or keep it; either way its open
// reports close with the admin and the reason, and the decision is written to the audit trail,
// all in one transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { ReportedKind, Resolution } from '../../../domain/schemas/reports';
import type { Db, Tx } from '../../db/client';
import { answers, contentReports, questions, reviews } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { moderate } from '../questions/write-questions';
import { moderateReview } from '../reviews/moderation';
import { reportColumn } from './report-content';

async function statusOf(tx: Tx, kind: ReportedKind, id: string) {
  const table = kind === 'review' ? reviews : kind === 'question' ? questions : answers;
  const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
  return row?.status as 'published' | 'hidden' | undefined;
}

export async function resolveReports(
  db: Db,
  adminId: string,
  kind: ReportedKind,
  id: string,
  resolution: Resolution,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const before = await statusOf(tx, kind, id);
    if (!before) throw notFound(`The ${kind}`);
    const open = and(eq(reportColumn(kind), id), isNull(contentReports.resolvedAt));
    const [first] = await tx.select({ id: contentReports.id }).from(contentReports).where(open);
    if (!first) throw new AppError('conflict', `This ${kind} has no open reports.`);
    if (resolution === 'hide' && before === 'published') {
      await (kind === 'review'
        ? moderateReview(tx, adminId, id, 'hidden', reason)
        : moderate(tx, adminId, kind, id, 'hidden', reason));
    }
    const closed = await tx
      .update(contentReports)
      .set({
        resolvedAt: new Date(),
        resolution: resolution === 'hide' ? 'hidden' : 'kept',
        resolvedBy: adminId,
      })
      .where(open)
      .returning({ id: contentReports.id });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: `${kind}.reports-${resolution}`,
      entity: kind,
      entityId: id,
      changes: { reports: closed.length, reason },
    });
    const status = resolution === 'hide' ? 'hidden' : before;
    return { kind, id, status, closed: closed.length };
  });
}
