// Issue #39 (decision 041): whether cash on delivery is offered for an order, and whether the
// buyer must confirm it with a code sent to their phone. Pure: the quote shows what checkout
// decides, from the same facts (the server reads them: cod/cod-facts.ts).
import { formatINR, paiseToRupees, type Paise } from './money';
import type { PaymentSettings } from './settings';

/** Two parcels refused or returned in this many days make a buyer prepaid only. */
export const BUYER_RTO_DAYS = 90;
export const BUYER_RTO_LIMIT = 2;

export interface CodFacts {
  /** The buyer's shipments that went back to the seller (RTO) in the last 90 days. */
  buyerRtos: number;
  /** The buyer has a cash-on-delivery order before this one (not cancelled). */
  hadCodOrder: boolean;
  /** The PIN's finished shipments (delivered or returned to origin), and those returned. */
  pinFinished: number;
  pinReturned: number;
}

export const NO_COD_FACTS: CodFacts = {
  buyerRtos: 0,
  hadCodOrder: false,
  pinFinished: 0,
  pinReturned: 0,
};

export type CodRisk = 'first-order' | 'amount' | 'pincode';

/** Where an order stands with its buyer's code: none asked, waiting, typed, or never typed. */
export type CodConfirmationState = 'none' | 'awaiting' | 'confirmed' | 'expired';
/** Orders its sellers see and may move forward: none waiting for (or cancelled for want of) the
 * buyer's code. The one rule for the vendor's lists, its order page, and every move. */
export const RELEASED_TO_SELLERS = ['none', 'confirmed'] as const satisfies CodConfirmationState[];
export const isReleasedToSellers = (state: string) =>
  (RELEASED_TO_SELLERS as readonly string[]).includes(state);

export type CodVerdict =
  | { offered: true; confirm: CodRisk[] }
  | { offered: false; reason: 'disabled' | 'amount' | 'buyer' | 'pincode'; message: string };

/** The PIN's share of finished shipments that came back, in basis points; null: too few. */
export function pinRtoShareBp(facts: CodFacts, minShipments: number): number | null {
  if (facts.pinFinished < minShipments || facts.pinFinished === 0) return null;
  return Math.floor((facts.pinReturned * 10_000) / facts.pinFinished);
}

export const BUYER_PREPAID_MESSAGE =
  'Cash on delivery is paused on your account for now, as two recent parcels could not be ' +
  'delivered. Paying online is quick and safe, and your order ships the same way.';

export const pincodeRefusal = (pincode: string) =>
  `Cash on delivery is not available for PIN code ${pincode} yet. Paying online is quick and safe.`;

export function codVerdict(
  payment: PaymentSettings,
  facts: CodFacts,
  order: { totalPaise: Paise; pincode: string | null; signedIn: boolean },
): CodVerdict {
  const { cod } = payment;
  const { rules } = cod;
  if (!cod.enabled) {
    return {
      offered: false,
      reason: 'disabled',
      message: 'Cash on delivery is not available right now.',
    };
  }
  if (order.totalPaise > cod.maxOrderPaise) {
    return {
      offered: false,
      reason: 'amount',
      message: `Cash on delivery is available for orders up to ${formatINR(paiseToRupees(cod.maxOrderPaise))}.`,
    };
  }
  if (facts.buyerRtos >= BUYER_RTO_LIMIT) {
    return { offered: false, reason: 'buyer', message: BUYER_PREPAID_MESSAGE };
  }
  const share = pinRtoShareBp(facts, rules.rtoShareMinShipments);
  if (
    order.pincode !== null &&
    (rules.blockedPincodes.includes(order.pincode) ||
      (share !== null && share >= rules.rtoShareBlockBp))
  ) {
    return { offered: false, reason: 'pincode', message: pincodeRefusal(order.pincode) };
  }
  const confirm: CodRisk[] = [];
  if (order.signedIn && rules.confirmFirstOrder && !facts.hadCodOrder) confirm.push('first-order');
  if (order.totalPaise > rules.confirmAbovePaise) confirm.push('amount');
  if (share !== null && share >= rules.rtoShareConfirmBp) confirm.push('pincode');
  return { offered: true, confirm };
}

/** A phone shown with all but its last four digits hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `••••••${digits.slice(-4)}`;
}
