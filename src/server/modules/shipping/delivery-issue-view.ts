// A failed delivery (NDR) as the API shows it to the shopper, the vendor and Angle (issue #39).
import { reattemptDays } from '../../../domain/delivery-issues';
import type { DeliveryIssue } from '../../../domain/schemas/delivery-issues';
import type { DeliveryIssueRow } from '../../db/schema-commerce';

export function deliveryIssueOf(row: DeliveryIssueRow, now = new Date()): DeliveryIssue {
  return {
    id: row.id,
    status: row.status as DeliveryIssue['status'],
    reportedBy: row.reportedBy as DeliveryIssue['reportedBy'],
    reason: row.reason,
    attemptedAt: row.attemptedAt.toISOString(),
    choice: row.choice as DeliveryIssue['choice'],
    reattemptOn: row.reattemptOn,
    correction: row.correction ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    reattemptDays: row.status === 'open' ? reattemptDays(now) : null,
  };
}

/** A shipment's latest failed attempt, or null. */
export function latestIssueOf(
  rows: readonly DeliveryIssueRow[],
  groupId: string,
): DeliveryIssue | null {
  const mine = rows.filter((r) => r.groupId === groupId);
  const latest = mine.reduce<DeliveryIssueRow | null>(
    (a, b) => (a && a.attemptedAt >= b.attemptedAt ? a : b),
    null,
  );
  return latest ? deliveryIssueOf(latest) : null;
}
