// The order the vendor reads its ledger in (issue #33): by time, and among the entries of one
// instant (a delivery writes five at once) by their source, then in the order the event makes
// them (the sale, then what comes off it; the refund, then what it gives back), then by id, so
// every listing, page and running balance agrees on one order. Entries of ₹0 (the courier's
// cash on delivery, which moves nothing between Angle and the vendor) are not shown as rows:
// the statement's totals carry that figure.
import { asc, desc, ne, sql, type SQL } from 'drizzle-orm';
import { LEDGER_KINDS } from '../../../domain/ledger';
import { vendorLedgerEntries as e } from '../../db/schema-payouts';

const kindRank = sql`array_position(ARRAY[${sql.join(
  LEDGER_KINDS.map((k) => sql`${k}`),
  sql`, `,
)}]::text[], ${e.kind})`;

const keys: SQL[] = [sql`${e.occurredAt}`, sql`${e.sourceId}`, kindRank, sql`${e.id}`];

/** Oldest first: the order a running balance adds up in. */
export const oldestFirst = () => keys.map((k) => asc(k));
/** Newest first: the listing's order, the exact reverse. */
export const newestFirst = () => keys.map((k) => desc(k));
/** The same, as a window's ORDER BY. */
export const oldestFirstSql = sql.join(
  keys.map((k) => sql`${k} ASC`),
  sql`, `,
);

/** An entry that moves money: shown as a ledger row. */
export const movesMoney = ne(e.amountPaise, 0);
