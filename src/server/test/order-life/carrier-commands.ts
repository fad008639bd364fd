// Carrier commands (issue #39): a packed shipment booked with the carrier aggregator (the fake
// Shiprocket) by its vendor, and the courier's scans reported by its webhook, some more than once
// at the same moment and some late (an older scan after a newer one). Delivered by the courier
// collects a cash order's money and writes the sale, as the vendor's own step does. A failed
// attempt asks the customer, who answers (deliver again, correct the address, cancel); a parcel
// back at its seller (the courier's RTO delivered, or the self-shipping vendor's "returned") puts
// its stock back, refunds an online payment and charges the shipping both ways, once.
import fc from 'fast-check';
import { CARRIER_WEBHOOK_PATH } from '../../../domain/shipping';
import { SHIPROCKET_STATUS } from '../../modules/shipping/test-shipping';
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

type Scan = keyof typeof SHIPROCKET_STATUS;

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
      'undelivered',
      'rtoInitiated',
      'rtoDelivered',
    ),
    fc.constantFrom(1, 1, 3),
    fc.boolean(),
  )
  .map(([pick, scan, copies, late]) => new CarrierScan(pick, scan, copies, late));

type Answer = 'deliver-again' | 'correct-address' | 'cancel' | 'bad-day';

/** The customer answers a failed delivery (or, now and then, asks for a day out of range). */
export class AnswerDelivery extends Step {
  constructor(
    readonly pick: number,
    readonly answer: Answer,
    readonly copies: number,
  ) {
    super();
  }

  toString() {
    return `AnswerDelivery(pick ${this.pick}, ${this.answer}, ×${this.copies})`;
  }

  override check(m: Readonly<Model>) {
    return groupsOf(m).some((x) => x.group.openIssue);
  }

  async act(m: Model, w: World) {
    const target = pickOf(
      groupsOf(m).filter((x) => x.group.openIssue),
      this.pick,
    );
    if (!target) return;
    const tomorrow = new Date(Date.now() + (5.5 + 24) * 3_600_000).toISOString().slice(0, 10);
    const body =
      this.answer === 'cancel'
        ? { choice: 'cancel' }
        : this.answer === 'correct-address'
          ? { choice: 'correct-address', reattemptOn: tomorrow, phone: '9876501234' }
          : {
              choice: 'deliver-again',
              reattemptOn: this.answer === 'bad-day' ? '2020-01-01' : tomorrow,
            };
    const call = w.customers[target.order.customer]!.call;
    const url = `/api/store/orders/${target.order.id}/delivery-issues/${target.group.openIssue}`;
    await Promise.all(Array.from({ length: this.copies }, () => send(w, call, 'POST', url, body)));
  }
}

export const answerDelivery = fc
  .tuple(
    fc.nat(50),
    fc.constantFrom<Answer>('deliver-again', 'correct-address', 'cancel', 'bad-day'),
    fc.constantFrom(1, 1, 2),
  )
  .map(([pick, answer, copies]) => new AnswerDelivery(pick, answer, copies));

/** The vendor of a self-shipped parcel: a failed attempt, or the parcel back undelivered. */
export class SelfShipTrouble extends Step {
  constructor(
    readonly pick: number,
    readonly what: 'failed' | 'returned',
    readonly copies: number,
  ) {
    super();
  }

  toString() {
    return `SelfShipTrouble(pick ${this.pick}, ${this.what}, ×${this.copies})`;
  }

  override check(m: Readonly<Model>) {
    return groupsOf(m, 'shipped').length > 0;
  }

  async act(m: Model, w: World) {
    const target = pickOf(groupsOf(m, 'shipped'), this.pick);
    if (!target) return;
    const call = vendorOf(w, target.group.vendorId, false);
    const base = `/api/vendor/orders/${target.order.id}`;
    await Promise.all(
      Array.from({ length: this.copies }, () =>
        this.what === 'failed'
          ? send(w, call, 'POST', `${base}/delivery-attempts`, { reason: 'Nobody was home' })
          : send(w, call, 'POST', `${base}/returned`),
      ),
    );
  }
}

export const selfShipTrouble = fc
  .tuple(
    fc.nat(50),
    fc.constantFrom<'failed' | 'returned'>('failed', 'returned'),
    fc.constantFrom(1, 3),
  )
  .map(([pick, what, copies]) => new SelfShipTrouble(pick, what, copies));
