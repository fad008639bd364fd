// Order commands: checkouts (cash on delivery or paid online through the fake Razorpay, with offer
// codes, the vendors' offers and the first-purchase offer), cancellations of a shipment or the
// whole order by the customer, its vendor or the admin, and fulfilment moves.
import fc from 'fast-check';
import { DELIVERY_ADDRESS, newIdempotencyKey } from '../../modules/orders/test-shoppers';
import { groupsOf, pickOf, type Model, type ModelGroup, type ModelOrder } from './model';
import { Step } from './step';
import { VARIANTS, send, vendorOf, type World } from './world';

type Code = 'none' | 'admin' | 'vendor' | 'bogus';

export class Checkout extends Step {
  constructor(
    readonly customer: number,
    readonly lines: Array<{ variant: number; quantity: number }>,
    readonly method: 'cod' | 'razorpay',
    readonly pay: boolean,
    readonly code: Code,
  ) {
    super();
  }

  toString() {
    const lines = this.lines.map((l) => `${VARIANTS[l.variant]!.id}×${l.quantity}`).join(' ');
    return `Checkout(customer ${this.customer}, ${lines}, ${this.method}${this.method === 'cod' ? '' : this.pay ? ' paid' : ' unpaid'}, code ${this.code})`;
  }

  async act(_m: Model, w: World) {
    const code = { none: undefined, admin: w.adminCode, vendor: w.vendorCode, bogus: 'NOSUCH1' }[
      this.code
    ];
    const body = {
      items: this.lines.map((l) => ({
        productId: VARIANTS[l.variant]!.productId,
        variantId: VARIANTS[l.variant]!.id,
        quantity: l.quantity,
      })),
      address: DELIVERY_ADDRESS,
      paymentMethod: this.method,
      ...(code ? { code } : {}),
    };
    const shopper = w.customers[this.customer]!;
    const placed = await send(w, shopper.call, 'POST', '/api/store/orders', body, {
      'idempotency-key': newIdempotencyKey(),
    });
    if (placed.statusCode !== 201 || this.method === 'cod' || !this.pay) return;
    const id = placed.json<{ id: string }>().id;
    const started = await send(w, shopper.call, 'POST', `/api/store/orders/${id}/payment`);
    if (started.statusCode !== 200) return;
    const { response } = w.fake.pay(started.json<{ razorpayOrderId: string }>().razorpayOrderId);
    await send(w, shopper.call, 'POST', `/api/store/orders/${id}/payment/confirm`, response);
  }
}

export const checkout = fc
  .tuple(
    fc.nat(1),
    fc.uniqueArray(
      fc.record({ variant: fc.nat(VARIANTS.length - 1), quantity: fc.integer({ min: 1, max: 3 }) }),
      { minLength: 1, maxLength: 3, selector: (l) => l.variant },
    ),
    fc.constantFrom('cod' as const, 'cod' as const, 'razorpay' as const),
    fc.constantFrom(true, true, false),
    fc.constantFrom<Code>('none', 'none', 'admin', 'vendor', 'bogus'),
  )
  .map(([c, lines, method, pay, code]) => new Checkout(c, lines, method, pay, code));

type Actor = 'customer' | 'vendor' | 'admin' | 'other-vendor';

/** Cancels one shipment, or (customer and admin only) the whole order. */
export class Cancel extends Step {
  constructor(
    readonly by: Actor,
    readonly whole: boolean,
    readonly pick: number,
  ) {
    super();
  }

  toString() {
    return `Cancel(by ${this.by}, ${this.whole ? 'whole order' : 'one shipment'}, pick ${this.pick})`;
  }

  override check(m: Readonly<Model>) {
    return m.orders.length > 0;
  }

  async act(m: Model, w: World) {
    // Mostly a shipment that can still be cancelled; now and then any, to be refused.
    const open = groupsOf(m, 'placed').concat(groupsOf(m, 'confirmed'), groupsOf(m, 'packed'));
    const target = pickOf(this.pick % 5 === 0 || open.length === 0 ? groupsOf(m) : open, this.pick);
    if (!target) return;
    const { order, group } = target;
    const reason = 'Out of this shade';
    if (this.by === 'customer') {
      const call = w.customers[order.customer]!.call;
      const body = this.whole ? {} : { groupId: group.id };
      await send(w, call, 'POST', `/api/store/orders/${order.id}/cancel`, body);
    } else if (this.by === 'admin' && this.whole) {
      await send(w, w.admin, 'POST', `/api/admin/orders/${order.id}/cancel`, { reason });
    } else if (this.by === 'admin') {
      const url = `/api/admin/orders/${order.id}/groups/${group.id}/status`;
      await send(w, w.admin, 'POST', url, { to: 'cancelled', reason });
    } else {
      const call = vendorOf(w, group.vendorId, this.by === 'other-vendor');
      const url = `/api/vendor/orders/${order.id}/status`;
      await send(w, call, 'POST', url, { to: 'cancelled', reason });
    }
  }
}

const actor = fc.constantFrom<Actor>('customer', 'vendor', 'vendor', 'admin', 'other-vendor');
export const cancel = fc
  .tuple(actor, fc.boolean(), fc.nat(50))
  .map(([by, whole, pick]) => new Cancel(by, whole, pick));

const NEXT: Record<string, string> = {
  placed: 'confirmed',
  confirmed: 'packed',
  packed: 'shipped',
  shipped: 'delivered',
};

/** Moves one shipment forward by up to `steps` statuses, as its vendor or the admin. */
async function moveForward(
  w: World,
  by: 'vendor' | 'admin',
  target: { order: ModelOrder; group: ModelGroup },
  steps: number,
) {
  let status = target.group.status;
  for (let i = 0; i < steps && NEXT[status]; i++) {
    const to = NEXT[status]!;
    const body =
      to === 'shipped' ? { to, carrier: 'Delhivery', trackingNumber: 'DL123456' } : { to };
    const [call, url] =
      by === 'vendor'
        ? [
            vendorOf(w, target.group.vendorId, false),
            `/api/vendor/orders/${target.order.id}/status`,
          ]
        : [w.admin, `/api/admin/orders/${target.order.id}/groups/${target.group.id}/status`];
    const res = await send(w, call, 'POST', url, body);
    if (res.statusCode !== 200) return;
    status = to;
  }
}

const onTheWay = (m: Readonly<Model>) => groupsOf(m).filter((x) => NEXT[x.group.status]);

/** Moves a shipment still on its way forward by one to four steps (delivery collects cash). */
export class Advance extends Step {
  constructor(
    readonly by: 'vendor' | 'admin',
    readonly pick: number,
    readonly steps: number,
  ) {
    super();
  }

  toString() {
    return `Advance(by ${this.by}, pick ${this.pick}, ${this.steps} step(s))`;
  }

  override check(m: Readonly<Model>) {
    return onTheWay(m).length > 0;
  }

  async act(m: Model, w: World) {
    const target = pickOf(onTheWay(m), this.pick);
    if (target) await moveForward(w, this.by, target, this.steps);
  }
}

export const advance = fc
  .tuple(fc.constantFrom('vendor' as const, 'admin' as const), fc.nat(50), fc.constantFrom(1, 2, 4))
  .map(([by, pick, steps]) => new Advance(by, pick, steps));

/** Every shipment of an order still on its way is delivered (a cash order is then collected). */
export class DeliverOrder extends Step {
  constructor(
    readonly by: 'vendor' | 'admin',
    readonly pick: number,
  ) {
    super();
  }

  toString() {
    return `DeliverOrder(by ${this.by}s, pick ${this.pick})`;
  }

  override check(m: Readonly<Model>) {
    return onTheWay(m).length > 0;
  }

  async act(m: Model, w: World) {
    const order = pickOf(
      m.orders.filter((o) => o.groups.some((g) => NEXT[g.status])),
      this.pick,
    );
    for (const group of order?.groups.filter((g) => NEXT[g.status]) ?? []) {
      await moveForward(w, this.by, { order: order!, group }, 4);
    }
  }
}

export const deliverOrder = fc
  .tuple(fc.constantFrom('vendor' as const, 'admin' as const), fc.nat(50))
  .map(([by, pick]) => new DeliverOrder(by, pick));
