// One small interface for every way a shipment travels (issue #39, decision 037): book it (the
// vendor's own courier, or the aggregator's, which answers with an AWB and a label) and cancel a
// booking. Services pick one by the shipment's or the vendor's choice and never know which.
import type { FastifyBaseLogger } from 'fastify';
import type { BookShipment } from '../../../domain/schemas/shipping';
import type { ShippingProviderName } from '../../../domain/shipping';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ShippingAddressSnapshot } from '../../db/schema-commerce';
import type { NdrActionInput } from './shiprocket-api';

export interface ShippingContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** What a courier needs to know of a shipment. */
export interface ShipmentFacts {
  groupId: string;
  orderNumber: string;
  placedAt: Date;
  shipTo: ShippingAddressSnapshot;
  email: string;
  items: { name: string; sku: string; units: number; unitPaise: number }[];
  /** Cash the courier collects, or null when prepaid. */
  codPaise: number | null;
  goodsPaise: number;
  /** The aggregator's ids from an earlier attempt that lost its answer, reused on a retry. */
  providerOrderId: string | null;
  providerShipmentId: string | null;
}

export interface Booking {
  carrier: string;
  trackingNumber: string;
  /** The aggregator's airway bill (null when the vendor ships it). */
  awb: string | null;
  labelUrl: string | null;
  providerOrderId: string | null;
  providerShipmentId: string | null;
}

export interface ShippingProvider {
  readonly name: ShippingProviderName;
  /** Whether a booking hands the parcel over at once (self-ship) or waits for the pickup. */
  readonly shipsOnBooking: boolean;
  /**
   * Books the shipment. `remember` keeps the aggregator's ids as soon as it gives them, so an
   * attempt cut short is resumed, not booked twice.
   */
  book(
    ctx: ShippingContext,
    facts: ShipmentFacts,
    request: BookShipment,
    remember: (ids: { providerOrderId: string; providerShipmentId: string }) => Promise<void>,
  ): Promise<Booking>;
  /** Cancels a booking the carrier has not picked up yet. */
  cancel(ctx: ShippingContext, providerOrderId: string): Promise<void>;
  /**
   * Passes the shopper's answer to a failed delivery (NDR) to the courier: try again (on a day,
   * maybe to a corrected address or phone) or return it. Self-ship has no courier to call: its
   * vendor reads the answer on the order.
   */
  answerFailedDelivery(ctx: ShippingContext, awb: string, answer: NdrActionInput): Promise<void>;
}
