// When a vendor must hand a shipment to the carrier (issue #25). The rule, as marketplaces in
// India set it: within two days of the order, counted on India's calendar; a deadline that falls
// on a Sunday moves to the Monday, when carriers pick up again. Only shipments still to be
// shipped (placed, confirmed, packed) have one.
import { addDays, indianDateOf } from './india-time';
import type { GroupStatus } from './order-status';

export const DISPATCH_DAYS = 2;

/** Statuses whose shipment has not left the vendor yet. */
export const TO_SHIP: readonly GroupStatus[] = ['placed', 'confirmed', 'packed'];

/** The Indian calendar day (YYYY-MM-DD) an order placed at `placedAt` must ship by. */
export function shipByOf(placedAt: Date): string {
  const due = addDays(indianDateOf(placedAt), DISPATCH_DAYS);
  return new Date(`${due}T00:00:00Z`).getUTCDay() === 0 ? addDays(due, 1) : due;
}

export type Urgency = 'overdue' | 'today' | 'later';

/** How a ship-by day stands against `today` (an Indian calendar day). */
export function urgencyOf(shipBy: string, today: string): Urgency {
  return shipBy < today ? 'overdue' : shipBy === today ? 'today' : 'later';
}

/** Shipments the vendor can move together from the orders list, and where they go. */
export const BULK_MOVES = ['confirmed', 'packed'] as const;
export type BulkMove = (typeof BULK_MOVES)[number];
export const BULK_LIMIT = 50;
