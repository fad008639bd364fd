// Angle Admin's desk (issue #38): what needs doing now, each a count and the admin page
// filtered to the rows counted. Every count is the total its list endpoint answers for the same
// filter, because each calls the function that list counts with (desk.test.ts checks it). An
// item is one small entry in DESK_ENTRIES: add one with its count and its page.
import type { Desk, DeskItem } from '../../../domain/schemas/admin-desk';
import type { DbOrTx } from '../../db/client';
import { countPayouts, payoutListWhere } from '../payouts/payouts';
import { countReported } from '../reports/reported-queue';
import { countReturns, returnListWhere } from '../returns/return-view';
import { countVerifications, verificationListWhere } from '../seller-verification/verification';
import { countAdminOrders, orderFilter } from './orders';

export interface DeskEntry {
  key: string;
  label: string;
  href: string;
  count: (db: DbOrTx) => Promise<number>;
}

/** One entry: what it counts, the page listing those rows, and how to count them. */
const entry = (key: string, label: string, href: string, count: DeskEntry['count']): DeskEntry => ({
  key,
  label,
  href,
  count,
});

/** Counts the returns list's rows in one status. */
const returnsIn =
  (status: 'requested' | 'received'): DeskEntry['count'] =>
  (db) =>
    countReturns(db, returnListWhere({ status }));

export const DESK_ENTRIES: DeskEntry[] = [
  // Submitted for verification (issue #38): their payouts wait on it.
  entry('sellers-to-verify', 'Sellers to verify', '/admin/verifications?status=submitted', (db) =>
    countVerifications(db, verificationListWhere({ status: 'submitted' })),
  ),
  entry(
    'returns-requested',
    'Returns requested',
    '/admin/returns?status=requested',
    returnsIn('requested'),
  ),
  // Goods back at the seller, the refund not given yet.
  entry(
    'refunds-pending',
    'Refunds pending',
    '/admin/returns?status=received',
    returnsIn('received'),
  ),
  entry('payouts-due', 'Payouts due', '/admin/payouts?status=due', (db) =>
    countPayouts(db, payoutListWhere({ status: 'due' })),
  ),
  entry('late-orders', 'Orders past their ship-by date', '/admin/orders?late=1', (db) =>
    countAdminOrders(db, orderFilter({ late: true })),
  ),
  entry('reported', 'Reported reviews and questions', '/admin/reported', (db) => countReported(db)),
];

export async function getDesk(db: DbOrTx, entries = DESK_ENTRIES): Promise<Desk> {
  const counts = await Promise.all(entries.map((e) => e.count(db)));
  const items: DeskItem[] = entries.map(({ key, label, href }, i) => ({
    key,
    label,
    href,
    count: counts[i] ?? 0,
  }));
  return { items };
}
