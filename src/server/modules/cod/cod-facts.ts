// The facts the cash-on-delivery rules read (domain/cod.ts), in one statement: the buyer's
// parcels returned to origin in the last 90 days, whether they had a cash-on-delivery order
// before, and the finished shipments and returns of the PIN code's latest orders (PIN_WINDOW). A
// shipment counts as returned once the carrier's RTO event about it counted
// (carrier_events.applied), whatever came after, or once a seller who ships itself recorded it
// back undelivered (order_groups.returned_at, decision 040).
import { sql, type SQL } from 'drizzle-orm';
import { BUYER_RTO_DAYS, NO_COD_FACTS, type CodFacts } from '../../../domain/cod';
import { rowsOf, type DbOrTx } from '../../db/client';

const RTO = sql`e.kind IN ('rto-initiated', 'rto-delivered') AND e.applied`;
/** Whether shipment `g` came back (after `since`, when given): the carrier's word or the
 * seller's. Asked per shipment through carrier_events' index on its group, never by scanning
 * every return in the store. */
const returned = (since?: string) =>
  since
    ? sql`(g.returned_at > ${since} OR EXISTS (SELECT 1 FROM carrier_events e
        WHERE e.group_id = g.id AND ${RTO} AND e.occurred_at > ${since}))`
    : sql`(g.returned_at IS NOT NULL OR EXISTS (SELECT 1 FROM carrier_events e
        WHERE e.group_id = g.id AND ${RTO}))`;

/**
 * How many of a PIN code's latest orders its share of returns is read from (issue #35). Counting
 * every order the PIN ever had made each checkout's cost grow with the store's history: 22 of an
 * order's 42 ms on PGlite at 1k products, where the bench's 3,759 orders all go to one PIN. A
 * window also follows a PIN that changes (a courier's new hub) instead of its whole past.
 */
export const PIN_WINDOW = 500;

export async function loadCodFacts(
  db: DbOrTx,
  userId: string | null,
  pincode: string | null,
  now = new Date(),
  pinWindow = PIN_WINDOW,
): Promise<CodFacts> {
  if (userId === null && pincode === null) return NO_COD_FACTS;
  const [row] = await rowsOf<CodFactsRow>(db, codFactsQuery(userId, pincode, now, pinWindow));
  return codFactsOf(row!);
}

interface CodFactsRow {
  buyer_rtos: number | string;
  had_cod: boolean;
  pin_finished: number | string;
  pin_returned: number | string;
}

/** The facts' SELECT; the PIN code may be a subquery (the saved address an order names). */
function codFactsQuery(
  userId: string | null,
  pincode: string | SQL | null,
  now: Date,
  pinWindow = PIN_WINDOW,
): SQL {
  const since = new Date(now.getTime() - BUYER_RTO_DAYS * 24 * 60 * 60_000).toISOString();
  const buyer = userId
    ? sql`(SELECT count(*) FROM orders o JOIN order_groups g ON g.order_id = o.id
          WHERE o.user_id = ${userId} AND ${returned(since)}) AS buyer_rtos,
        EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ${userId}
          AND o.payment_method = 'cod' AND o.status <> 'cancelled') AS had_cod`
    : sql`0 AS buyer_rtos, false AS had_cod`;
  // The PIN's latest PIN_WINDOW orders, newest first along the index on the address's PIN and
  // the order's time (migration 0036): a bounded read however many orders the PIN has had.
  const pin = pincode
    ? sql`p.finished AS pin_finished, p.returned AS pin_returned
        FROM (SELECT count(*) FILTER (WHERE s.status = 'delivered' OR s.back) AS finished,
            count(*) FILTER (WHERE s.back) AS returned
          FROM (SELECT g.status, ${returned()} AS back
            FROM (SELECT o.id FROM orders o
              WHERE (o.shipping_address->>'pincode') = ${pincode}
              ORDER BY (o.shipping_address->>'pincode'), o.created_at DESC
              LIMIT ${sql.raw(String(Math.trunc(pinWindow)))}) o
            JOIN order_groups g ON g.order_id = o.id) s) p`
    : sql`0 AS pin_finished, 0 AS pin_returned`;
  return sql`SELECT ${buyer}, ${pin}`;
}

function codFactsOf(row: CodFactsRow): CodFacts {
  return {
    buyerRtos: Number(row.buyer_rtos),
    hadCodOrder: row.had_cod,
    pinFinished: Number(row.pin_finished),
    pinReturned: Number(row.pin_returned),
  };
}

/**
 * The facts as one JSON column, for a statement that reads other facts beside them (checkout's
 * context, issue #35); `codFactsFrom` reads it back.
 */
export function codFactsColumn(userId: string, pincode: string | SQL, now = new Date()): SQL {
  return sql`(SELECT row_to_json(f) FROM (${codFactsQuery(userId, pincode, now)}) f)`;
}

export function codFactsFrom(column: unknown): CodFacts {
  const row = (typeof column === 'string' ? JSON.parse(column) : column) as CodFactsRow;
  return codFactsOf(row);
}
