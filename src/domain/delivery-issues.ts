// Issue #39: a failed delivery attempt (a non-delivery report, NDR) and a parcel returned to its
// seller (return to origin, RTO). After a failed attempt the shopper chooses: deliver again on a
// date, correct the address or phone and deliver again, or cancel (the parcel goes back). The
// choice goes to the aggregator's courier, or to the vendor who ships it. An RTO's shipping both
// ways is charged by the rule the admin sets.
import { addDays, indianDateOf } from './india-time';
import type { Paise } from './money';

export const DELIVERY_ISSUE_CHOICES = ['deliver-again', 'correct-address', 'cancel'] as const;
export type DeliveryIssueChoice = (typeof DELIVERY_ISSUE_CHOICES)[number];

export const DELIVERY_ISSUE_CHOICE_LABELS: Record<DeliveryIssueChoice, string> = {
  'deliver-again': 'Deliver again on a day I choose',
  'correct-address': 'Correct my address or phone, then deliver again',
  cancel: 'Cancel: send it back to the seller',
};

/** open: waiting for the shopper; answered: the choice was passed on; closed: the parcel was
 * delivered or went back before an answer. */
export const DELIVERY_ISSUE_STATUSES = ['open', 'answered', 'closed'] as const;
export type DeliveryIssueStatus = (typeof DELIVERY_ISSUE_STATUSES)[number];

/** Couriers try again within a week of the failed attempt; the first day is tomorrow. */
export const REATTEMPT_WITHIN_DAYS = 7;

/** The days a shopper may ask for a new attempt, India's calendar, from the day after `now`. */
export function reattemptDays(now: Date): { from: string; to: string } {
  const today = indianDateOf(now);
  return { from: addDays(today, 1), to: addDays(today, REATTEMPT_WITHIN_DAYS) };
}

export function reattemptDayAllowed(date: string, now: Date): boolean {
  const { from, to } = reattemptDays(now);
  return date >= from && date <= to;
}

/** Who pays for an RTO parcel's shipping both ways. */
export const RTO_PAYERS = ['seller', 'platform', 'split'] as const;
export type RtoPayer = (typeof RTO_PAYERS)[number];

export const RTO_PAYER_LABELS: Record<RtoPayer, string> = {
  seller: 'The seller pays both ways',
  platform: 'Angle pays both ways',
  split: 'Half each',
};

/**
 * The seller's part of an RTO's shipping (forward + return): all of it, none, or half (an odd
 * paisa stays with Angle, so the seller never pays more than half).
 */
export function sellerRtoCharge(payer: RtoPayer, forward: Paise, back: Paise): Paise {
  const total = forward + back;
  if (payer === 'seller') return total;
  if (payer === 'platform') return 0;
  return Math.floor(total / 2);
}
