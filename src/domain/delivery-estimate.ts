// When a parcel should arrive: the rule of docs/decisions/020-delivery-estimates.md, from the
// vendor's pickup state to the delivery PIN code's state, counted in working days in India.
import { addDays, indianDateOf } from './india-time';
import type { IndianState } from './schemas/address';

/** Courier zones of India: a parcel inside one is a day or two quicker than across them. */
const ZONE_OF: Record<IndianState, string> = {
  Chandigarh: 'north',
  Delhi: 'north',
  Haryana: 'north',
  'Himachal Pradesh': 'north',
  'Jammu and Kashmir': 'north',
  Ladakh: 'north',
  Punjab: 'north',
  Rajasthan: 'north',
  'Uttar Pradesh': 'north',
  Uttarakhand: 'north',
  'Dadra and Nagar Haveli and Daman and Diu': 'west',
  Goa: 'west',
  Gujarat: 'west',
  Maharashtra: 'west',
  Chhattisgarh: 'central',
  'Madhya Pradesh': 'central',
  'Andhra Pradesh': 'south',
  Karnataka: 'south',
  Kerala: 'south',
  Puducherry: 'south',
  'Tamil Nadu': 'south',
  Telangana: 'south',
  Bihar: 'east',
  Jharkhand: 'east',
  Odisha: 'east',
  'West Bengal': 'east',
  'Arunachal Pradesh': 'north-east',
  Assam: 'north-east',
  Manipur: 'north-east',
  Meghalaya: 'north-east',
  Mizoram: 'north-east',
  Nagaland: 'north-east',
  Sikkim: 'north-east',
  Tripura: 'north-east',
  'Andaman and Nicobar Islands': 'islands',
  Lakshadweep: 'islands',
};

export const DELIVERY_WINDOWS = {
  sameState: [2, 3],
  sameZone: [3, 5],
  rest: [5, 7],
  /** To the Andaman and Nicobar Islands or Lakshadweep from the mainland: by sea or air. */
  islands: [7, 10],
} as const satisfies Record<string, readonly [number, number]>;

export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
  /** Indian calendar days, YYYY-MM-DD. */
  earliest: string;
  latest: string;
}

/** Working days (Monday to Saturday) from the vendor's state to the shopper's; a vendor with
 * no pickup address yet counts as the rest of India. */
export function deliveryDaysBetween(
  from: IndianState | null,
  to: IndianState,
): readonly [number, number] {
  if (from === to) return DELIVERY_WINDOWS.sameState;
  const zone = ZONE_OF[to];
  if (from && ZONE_OF[from] === zone) return DELIVERY_WINDOWS.sameZone;
  return zone === 'islands' ? DELIVERY_WINDOWS.islands : DELIVERY_WINDOWS.rest;
}

/** The Indian date `count` working days after `date`: Sundays are not delivery days. */
export function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) left -= 1;
  }
  return day;
}

/** The delivery window of an order placed at `now`, counted from the next day in India. */
export function estimateDelivery(
  from: IndianState | null,
  to: IndianState,
  now: Date,
): DeliveryEstimate {
  const [minDays, maxDays] = deliveryDaysBetween(from, to);
  const today = indianDateOf(now);
  return {
    minDays,
    maxDays,
    earliest: addWorkingDays(today, minDays),
    latest: addWorkingDays(today, maxDays),
  };
}
