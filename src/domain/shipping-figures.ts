// Issue #39's shipping figures for a period: of the shipments that left the seller, how many came
// back (RTO), how many had a failed delivery attempt (NDR), how many were cash on delivery, and
// how many of those whose journey ended reached the buyer; by PIN zone and by carrier. The
// database counts per (zone, carrier); this turns the counts into the three views and the
// percentages, so the vendor's and Angle Admin's pages read the same numbers.

/**
 * India Post's postal zones: a PIN code's first digit (9 is the Army Postal Service). Couriers
 * price and route by them, and a zone with many refusals shows here before any one PIN does.
 */
export const PIN_ZONES = {
  '1': 'Delhi, Haryana, Punjab, Himachal, J&K, Ladakh, Chandigarh',
  '2': 'Uttar Pradesh, Uttarakhand',
  '3': 'Rajasthan, Gujarat, Dadra & Nagar Haveli, Daman & Diu',
  '4': 'Maharashtra, Goa, Madhya Pradesh, Chhattisgarh',
  '5': 'Andhra Pradesh, Telangana, Karnataka',
  '6': 'Tamil Nadu, Kerala, Puducherry, Lakshadweep',
  '7': 'West Bengal, Odisha, North East, Andaman & Nicobar, Sikkim',
  '8': 'Bihar, Jharkhand',
  '9': 'Army Postal Service',
} as const;
export type PinZone = keyof typeof PIN_ZONES;

export const pinZoneOf = (pincode: string): PinZone | null =>
  /^[1-9]/.test(pincode) ? (pincode[0] as PinZone) : null;

/** One (zone, carrier) cell of the database's count. */
export interface ShipmentCounts {
  shipments: number;
  delivered: number;
  rto: number;
  ndr: number;
  cod: number;
}

export interface ShipmentCell extends ShipmentCounts {
  zone: string;
  carrier: string;
}

export interface ShipmentRates extends ShipmentCounts {
  /** Shipped, neither delivered nor returning yet. */
  inTransit: number;
  /** Percentages with one decimal; null when nothing shipped (or nothing ended, for success). */
  rtoPercent: number | null;
  ndrPercent: number | null;
  codShare: number | null;
  deliverySuccess: number | null;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

export function ratesOf(c: ShipmentCounts): ShipmentRates {
  return {
    ...c,
    inTransit: c.shipments - c.delivered - c.rto,
    rtoPercent: percent(c.rto, c.shipments),
    ndrPercent: percent(c.ndr, c.shipments),
    codShare: percent(c.cod, c.shipments),
    // Of the parcels whose journey ended: a parcel still on its way is neither.
    deliverySuccess: percent(c.delivered, c.delivered + c.rto),
  };
}

const ZERO: ShipmentCounts = { shipments: 0, delivered: 0, rto: 0, ndr: 0, cod: 0 };

function add(a: ShipmentCounts, b: ShipmentCounts): ShipmentCounts {
  return {
    shipments: a.shipments + b.shipments,
    delivered: a.delivered + b.delivered,
    rto: a.rto + b.rto,
    ndr: a.ndr + b.ndr,
    cod: a.cod + b.cod,
  };
}

function sumBy(cells: ShipmentCell[], key: (c: ShipmentCell) => string) {
  const out = new Map<string, ShipmentCounts>();
  for (const c of cells) out.set(key(c), add(out.get(key(c)) ?? ZERO, c));
  return out;
}

/** Totals, zones in PIN order, carriers by shipments (most first, then by name). */
export function shippingFiguresOf(cells: ShipmentCell[]) {
  const zones = [...sumBy(cells, (c) => c.zone)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zone, c]) => ({
      zone,
      label: PIN_ZONES[zone as PinZone] ?? 'PIN not recognised',
      ...ratesOf(c),
    }));
  const carriers = [...sumBy(cells, (c) => c.carrier)]
    .map(([carrier, c]) => ({ carrier, ...ratesOf(c) }))
    .sort((a, b) => b.shipments - a.shipments || a.carrier.localeCompare(b.carrier));
  return {
    totals: ratesOf(cells.reduce<ShipmentCounts>(add, ZERO)),
    byZone: zones,
    byCarrier: carriers,
  };
}
