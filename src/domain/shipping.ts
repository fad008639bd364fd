// Issue #39 (decision 037): who carries a shipment and what its carrier reports. A shipment is
// self-shipped (the vendor's courier, carrier and tracking number typed in, moved by hand) or
// booked through the carrier aggregator (Shiprocket), whose tracking events move it by themselves.
export const SHIPPING_PROVIDERS = ['self-ship', 'shiprocket'] as const;
export type ShippingProviderName = (typeof SHIPPING_PROVIDERS)[number];

export const SHIPPING_PROVIDER_LABELS: Record<ShippingProviderName, string> = {
  'self-ship': 'Ship it myself (my courier, my tracking number)',
  shiprocket: 'Book a courier through Shiprocket (AWB, label and tracking)',
};

/** Where the aggregator posts its tracking events; Angle Admin's settings show it to paste into
 * Shiprocket's panel. */
export const CARRIER_WEBHOOK_PATH = '/api/shipping/carrier-webhook';

/** What a carrier can say about a parcel, in the order a parcel lives them. */
export const CARRIER_EVENT_KINDS = [
  'awb-assigned',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivery-failed',
  'delivered',
  'rto-initiated',
  'rto-delivered',
] as const;
export type CarrierEventKind = (typeof CARRIER_EVENT_KINDS)[number];

export const CARRIER_EVENT_LABELS: Record<CarrierEventKind, string> = {
  'awb-assigned': 'Ready for pickup',
  'picked-up': 'Picked up by the courier',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  'delivery-failed': 'Delivery attempt failed',
  delivered: 'Delivered',
  'rto-initiated': 'Returning to the seller',
  'rto-delivered': 'Returned to the seller',
};

/** Nothing the carrier says after these changes the parcel's state. */
const FINAL: readonly CarrierEventKind[] = ['delivered', 'rto-delivered'];
const RETURNING: readonly CarrierEventKind[] = ['rto-initiated', 'rto-delivered'];

export interface TrackingState {
  kind: CarrierEventKind | null;
  at: Date | null;
}

/**
 * Whether a carrier event moves a shipment's tracking state, given where it is. Events count in
 * the order they happened, not the order they arrive: one older than the state's is history, not
 * news. A delivered or returned parcel stays so, and a parcel on its way back never turns
 * forward again (a late "in transit" scan of the forward trip is history).
 */
export function eventCounts(state: TrackingState, kind: CarrierEventKind, at: Date): boolean {
  if (state.kind === null || state.at === null) return true;
  if (FINAL.includes(state.kind)) return false;
  if (RETURNING.includes(state.kind) && !RETURNING.includes(kind)) return false;
  if (at.getTime() < state.at.getTime()) return false;
  // Two events at the same second: the later kind in the parcel's life wins.
  if (at.getTime() === state.at.getTime()) {
    return CARRIER_EVENT_KINDS.indexOf(kind) > CARRIER_EVENT_KINDS.indexOf(state.kind);
  }
  return true;
}

/** The carrier has the parcel: any of these while the shipment is packed means it shipped. */
export const IN_CARRIER_HANDS: readonly CarrierEventKind[] = [
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivery-failed',
  'delivered',
  'rto-initiated',
  'rto-delivered',
];
