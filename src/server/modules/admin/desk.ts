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

export const DESK_ENTRIES: DeskEntry[] = [
  {
    // Submitted for verification (issue #38): their payouts wait on it.
    key: 'sellers-to-verify',
    label: 'Sellers to verify',
    href: '/admin/verifications?status=submitted',
    count: (db) => countVerifications(db, verificationListWhere({ status: 'submitted' })),
  },
  {
    key: 'returns-requested',
    label: 'Returns requested',
    href: '/admin/returns?status=requested',
    count: (db) => countReturns(db, returnListWhere({ status: 'requested' })),
  },
  {
    // Goods back at the seller, the refund not given yet.
    key: 'refunds-pending',
    label: 'Refunds pending',
    href: '/admin/returns?status=received',
    count: (db) => countReturns(db, returnListWhere({ status: 'received' })),
  },
  {
    key: 'payouts-due',
    label: 'Payouts due',
    href: '/admin/payouts?status=due',
    count: (db) => countPayouts(db, payoutListWhere({ status: 'due' })),
  },
  {
    key: 'late-orders',
    label: 'Orders past their ship-by date',
    href: '/admin/orders?late=1',
    count: (db) => countAdminOrders(db, orderFilter({ late: true })),
  },
  {
    key: 'reported',
    label: 'Reported reviews and questions',
    href: '/admin/reported',
    count: (db) => countReported(db),
  },
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
