// Carrier commands (issue #39): a packed shipment booked with the carrier aggregator (the fake
// Shiprocket) by its vendor, and the courier's scans reported by its webhook, some more than once
// at the same moment and some late (an older scan after a newer one). Delivered by the courier
// collects a cash order's money and writes the sale, as the vendor's own step does.
import fc from 'fast-check';
import { SHIPROCKET_STATUS } from '../../modules/shipping/test-shipping';
import { CARRIER_WEBHOOK_PATH } from '../../modules/shipping/webhook-routes';
import { groupsOf, pickOf, type Model } from './model';
import { Step } from './step';
import { send, vendorOf, type World } from './world';

export class BookCarrier extends Step {
  constructor(readonly pick: number) {
    super();
  }

  toString() {
    return `BookCarrier(pick ${this.pick})`;
  }

  override check(m: Readonly<Model>) {
    return groupsOf(m, 'packed').some((x) => !x.group.awb);
  }

  async act(m: Model, w: World) {
    const target = pickOf(
      groupsOf(m, 'packed').filter((x) => !x.group.awb),
      this.pick,
    );
    if (!target) return;
    const call = vendorOf(w, target.group.vendorId, false);
    await send(w, call, 'POST', `/api/vendor/orders/${target.order.id}/shipment`, {
      provider: 'shiprocket',
      weightGrams: 450,
    });
  }
}

export const bookCarrier = fc.nat(50).map((pick) => new BookCarrier(pick));

type Scan = Exclude<keyof typeof SHIPROCKET_STATUS, 'rtoDelivered'>;

/** The run's clock for scans: each new one a minute after the last, a late one an hour before. */
let minutes = 0;

export class CarrierScan extends Step {
  constructor(
    readonly pick: number,
    readonly scan: Scan,
    readonly copies: number,
    readonly late: boolean,
  ) {
    super();
  }

  toString() {
    return `CarrierScan(pick ${this.pick}, ${this.scan}${this.late ? ', late' : ''}, ×${this.copies})`;
  }

  override check(m: Readonly<Model>) {
    return groupsOf(m).some((x) => x.group.awb);
  }

  async act(m: Model, w: World) {
    const target = pickOf(
      groupsOf(m).filter((x) => x.group.awb),
      this.pick,
    );
    if (!target) return;
    const [id, words] = SHIPROCKET_STATUS[this.scan];
    const at = new Date(Date.now() + (this.late ? -60 : ++minutes) * 60_000);
    const body = w.carrier.webhookBody(target.group.awb!, id, words, at);
    const headers = { 'x-api-key': w.carrierToken, 'content-type': 'application/json' };
    await Promise.all(
      Array.from({ length: this.copies }, () =>
        send(w, w.webhook, 'POST', CARRIER_WEBHOOK_PATH, JSON.parse(body) as object, headers),
      ),
    );
  }
}

export const carrierScan = fc
  .tuple(
    fc.nat(50),
    fc.constantFrom<Scan>(
      'pickedUp',
      'inTransit',
      'outForDelivery',
      'delivered',
      'delivered',
      'undelivered',
      'rtoInitiated',
    ),
    fc.constantFrom(1, 1, 3),
    fc.boolean(),
  )
  .map(([pick, scan, copies, late]) => new CarrierScan(pick, scan, copies, late));
