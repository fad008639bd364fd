// Shiprocket's tracking webhook (issue #39): a POST with the shipment's current status, carrying
// the token the admin set in Shiprocket's panel as `x-api-key` (Shiprocket signs nothing). The
// token is compared in constant time; the status id is mapped to Angle's carrier event kinds
// (anything else, such as "out for pickup", is acknowledged and ignored).
import crypto from 'node:crypto';
import { z } from 'zod';
import type { CarrierEventKind } from '../../../domain/shipping';
import type { CarrierEvent } from './tracking';

/** Shiprocket's shipment status ids (its API documentation's status codes). */
const KIND_OF_STATUS: Record<number, CarrierEventKind> = {
  6: 'picked-up', // Shipped
  42: 'picked-up', // Picked Up
  18: 'in-transit', // In Transit
  38: 'in-transit', // Reached at Destination Hub
  22: 'in-transit', // Delayed
  17: 'out-for-delivery', // Out For Delivery
  7: 'delivered', // Delivered
  21: 'delivery-failed', // Undelivered
  9: 'rto-initiated', // RTO Initiated
  14: 'rto-initiated', // RTO Acknowledged
  10: 'rto-delivered', // RTO Delivered
};

const PayloadSchema = z.object({
  awb: z.coerce.string().min(1),
  current_status: z.string().default(''),
  current_status_id: z.coerce.number().optional(),
  shipment_status_id: z.coerce.number().optional(),
  current_timestamp: z.string(),
  scans: z
    .array(z.object({ location: z.string().nullable().optional() }).loose())
    .optional()
    .default([]),
});

/** Equal tokens, compared in constant time (hashes first, so their lengths say nothing). */
export function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const digest = (v: string) => crypto.createHash('sha256').update(v, 'utf8').digest();
  return crypto.timingSafeEqual(digest(expected), digest(given));
}

/**
 * Shiprocket's times are India's wall clock without a zone: "2026-11-30 14:05:09" or, in newer
 * payloads, "30 11 2026 14:05:09". Null when it is neither.
 */
export function parseIndianTime(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  const dmy = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
      : null;
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The event a payload reports, or null for one Angle does not act on (or cannot read). */
export function carrierEventOf(body: unknown): CarrierEvent | null {
  const parsed = PayloadSchema.safeParse(body);
  if (!parsed.success) return null;
  const p = parsed.data;
  const kind = KIND_OF_STATUS[p.shipment_status_id ?? p.current_status_id ?? -1];
  const occurredAt = parseIndianTime(p.current_timestamp);
  if (!kind || !occurredAt) return null;
  const last = p.scans.at(-1);
  return {
    awb: p.awb,
    kind,
    description: p.current_status.slice(0, 200) || kind,
    location: typeof last?.location === 'string' ? last.location.slice(0, 200) : null,
    occurredAt,
  };
}
