// The shipping figures of a period (issue #39) for one vendor or, for Angle Admin, every vendor:
// the shipments placed in the range (the report's one definition of a period, sales-sql.ts)
// that left the seller, counted per PIN zone and carrier in one query; the percentages are
// domain/shipping-figures.ts's. The facts are the ones that do not change afterwards: a
// `shipped` step in the order's history (an RTO parcel's shipment may be cancelled since), a
// `delivered` step, the carrier's RTO and failed-attempt events, and a self-shipping seller's
// record of a failed attempt or of a parcel back undelivered.
import { and, eq, sql } from 'drizzle-orm';
import { shippingFiguresOf, type ShipmentCell } from '../../../domain/shipping-figures';
import type { ShippingFigures } from '../../../domain/schemas/shipping-figures';
import type { DbOrTx } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';
import { placedIn, type DateRange } from './sales-sql';

const stepTo = (status: string) =>
  sql`EXISTS (SELECT 1 FROM order_events e WHERE e.group_id = ${orderGroups.id} AND e.to_status = ${status})`;
const carrierSaid = (kinds: string[]) =>
  sql`EXISTS (SELECT 1 FROM carrier_events c WHERE c.group_id = ${orderGroups.id} AND c.kind IN (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}))`;

// A seller who ships itself records a failed attempt (delivery_issues) and a parcel back
// undelivered (order_groups.returned_at, decision 040) without any carrier event.
const attemptFailed = sql`EXISTS (SELECT 1 FROM delivery_issues d WHERE d.group_id = ${orderGroups.id})`;

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;

export async function shippingFigures(
  db: DbOrTx,
  range: DateRange,
  vendorId: string | null,
): Promise<ShippingFigures> {
  const zone = sql<string>`coalesce(nullif(left(${orders.shippingAddress}->>'pincode', 1), ''), '?')`;
  const carrier = sql<string>`coalesce(nullif(trim(${orderGroups.carrier}), ''), 'Not named')`;
  const rows = await db
    .select({
      zone,
      carrier,
      shipments: sql<number>`count(*)::int`,
      delivered: counted(stepTo('delivered')),
      rto: counted(
        sql`(${carrierSaid(['rto-initiated', 'rto-delivered'])} OR ${orderGroups.returnedAt} IS NOT NULL)`,
      ),
      ndr: counted(sql`(${carrierSaid(['delivery-failed'])} OR ${attemptFailed})`),
      cod: counted(sql`${orders.paymentMethod} = 'cod'`),
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .where(
      and(
        placedIn(range),
        vendorId === null ? undefined : eq(orderGroups.vendorId, vendorId),
        stepTo('shipped'),
      ),
    )
    .groupBy(zone, carrier);
  return { ...range, ...shippingFiguresOf(rows as ShipmentCell[]) };
}
