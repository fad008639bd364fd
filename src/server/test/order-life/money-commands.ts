// Money commands: the admin's refunds of an order (the amount its refund terms suggest, allow, a
// part, or more than allowed), returns asked for and moved on by the vendor or the admin, the
// refunds of received returns, and two refunds at once.
import fc from 'fast-check';
import { askReturn, returnLines } from '../../modules/returns/test-returns';
import { pickOf, type Model, type ModelOrder } from './model';
import { Step } from './step';
import { VENDOR_IDS, send, type Call, type World } from './world';

type Amount = 'suggested' | 'max' | 'part' | 'over';

/** The admin's refund of an order, the amount read from its refund terms (GET, as the page does). */
async function refundOrder(w: World, orderId: string, amount: Amount) {
  const detail = await send(w, w.admin, 'GET', `/api/admin/orders/${orderId}`);
  const terms = detail.json<{ refund: { suggestedAmount: number; maxAmount: number } }>().refund;
  const rupees = {
    suggested: terms.suggestedAmount,
    max: terms.maxAmount,
    part: Math.max(1, Math.floor(terms.maxAmount / 3)),
    over: terms.maxAmount + 1,
  }[amount];
  return send(w, w.admin, 'POST', `/api/admin/orders/${orderId}/refund`, {
    amount: Math.max(1, rupees),
    reason: 'Refund in the order-life test',
  });
}

let references = 0;

/** The admin's refund of a received return: by the gateway, or a UPI transfer for cash orders. */
function refundReturn(w: World, m: Model, returnId: string) {
  const ret = m.returns.find((r) => r.id === returnId);
  const order = m.orders.find((o) => o.id === ret?.orderId);
  const body =
    order?.method === 'razorpay'
      ? {}
      : { method: 'upi', reference: `UPI${String(++references).padStart(9, '0')}` };
  return send(w, w.admin, 'POST', `/api/admin/returns/${returnId}/refund`, body);
}

/** Mostly orders paid with a shipment cancelled (what the terms allow refunds of), else any. */
function refundable(m: Model) {
  const likely = m.orders.filter(
    (o) => o.paymentStatus === 'paid' && o.groups.some((g) => g.status === 'cancelled'),
  );
  return likely.length > 0 ? likely : m.orders;
}

export class AdminRefund extends Step {
  constructor(
    readonly pick: number,
    readonly amount: Amount,
  ) {
    super();
  }

  toString() {
    return `AdminRefund(pick ${this.pick}, ${this.amount})`;
  }

  override check(m: Readonly<Model>) {
    return m.orders.length > 0;
  }

  async act(m: Model, w: World) {
    const order = pickOf(refundable(m), this.pick);
    if (order) await refundOrder(w, order.id, this.amount);
  }
}

export const adminRefund = fc
  .tuple(fc.nat(50), fc.constantFrom<Amount>('suggested', 'max', 'max', 'part', 'over'))
  .map(([pick, amount]) => new AdminRefund(pick, amount));

const RETURN_MOVES = [
  { to: 'approved', pickup: 'Courier tomorrow' },
  { to: 'picked-up' },
  { to: 'received' },
] as const;
const NEXT_MOVE: Record<string, number> = { requested: 0, approved: 1, 'picked-up': 2 };

function returnMover(w: World, m: Model, by: 'vendor' | 'admin', groupId: string) {
  if (by === 'admin') return { call: w.admin, base: '/api/admin/returns' };
  const group = m.orders.flatMap((o) => o.groups).find((g) => g.id === groupId);
  const vendor = VENDOR_IDS.indexOf(group?.vendorId as (typeof VENDOR_IDS)[number]);
  return { call: w.vendors[Math.max(0, vendor)]!, base: '/api/vendor/returns' };
}

/** Moves a return on by one step (approve, picked up, received with its units restocked or not). */
async function moveReturn(
  w: World,
  call: Call,
  base: string,
  id: string,
  status: string,
  restock: boolean,
) {
  const n = NEXT_MOVE[status];
  if (n === undefined) return null;
  const move = RETURN_MOVES[n]!;
  let body: object = move;
  if (move.to === 'received') {
    const detail = await send(w, w.admin, 'GET', `/api/admin/returns/${id}`);
    const items = detail.json<{ items: Array<{ itemId: string }> }>().items ?? [];
    body = { to: 'received', restock: restock ? items.map((i) => i.itemId) : [] };
  }
  return send(w, call, 'POST', `${base}/${id}/status`, body);
}

/** The customer asks to return part of a delivered shipment; the return is then moved on. */
export class ReturnFlow extends Step {
  constructor(
    readonly pick: number,
    readonly share: number,
    readonly upTo: number,
    readonly by: 'vendor' | 'admin',
    readonly restock: boolean,
    readonly refund: boolean,
  ) {
    super();
  }

  toString() {
    return `ReturnFlow(pick ${this.pick}, ${this.share}% of a line, ${this.upTo} move(s) by ${this.by}${this.restock ? ', restocked' : ''}${this.refund ? ', refunded' : ''})`;
  }

  override check(m: Readonly<Model>) {
    return m.orders.some((o) => o.groups.some((g) => g.status === 'delivered'));
  }

  async act(m: Model, w: World) {
    const order = pickOf(
      m.orders.filter((o) => o.groups.some((g) => g.status === 'delivered')),
      this.pick,
    );
    if (!order) return;
    const customer = w.customers[order.customer]!;
    const { lines } = await returnLines(customer, order.id);
    const line = lines.find((l) => l.returnable > 0 && l.refusal === null) ?? lines[0];
    if (!line) return;
    const quantity = Math.max(1, Math.ceil((line.returnable * this.share) / 100));
    const asked = await askReturn(
      customer,
      order.id,
      [{ itemId: line.itemId, quantity }],
      order.method === 'cod' ? undefined : {},
    );
    w.log.push(`  POST /api/store/orders/${order.id}/returns → ${asked.statusCode}`);
    if (asked.statusCode >= 500) throw new Error(`asking a return: ${asked.body}`);
    if (asked.statusCode !== 201) return;
    const { id, groupId } = asked.json<{ id: string; groupId: string }>();
    await this.moveOn(w, m, order, id, groupId);
  }

  private async moveOn(w: World, m: Model, order: ModelOrder, id: string, groupId: string) {
    const { call, base } = returnMover(w, m, this.by, groupId);
    let status = 'requested';
    for (let i = 0; i < this.upTo; i++) {
      const res = await moveReturn(w, call, base, id, status, this.restock);
      if (!res || res.statusCode !== 200) return;
      status = res.json<{ status: string }>().status;
    }
    m.returns.push({ id, orderId: order.id, status });
    if (this.refund && status === 'received') await refundReturn(w, m, id);
  }
}

export const returnFlow = fc
  .tuple(
    fc.nat(50),
    fc.integer({ min: 1, max: 100 }),
    fc.integer({ min: 0, max: 3 }),
    fc.constantFrom('vendor' as const, 'admin' as const),
    fc.boolean(),
    fc.boolean(),
  )
  .map((a) => new ReturnFlow(...a));

/** Moves an existing return on by one step, or refuses it. */
export class MoveReturn extends Step {
  constructor(
    readonly pick: number,
    readonly reject: boolean,
    readonly restock: boolean,
  ) {
    super();
  }

  toString() {
    return `MoveReturn(pick ${this.pick}${this.reject ? ', rejected' : ''}${this.restock ? ', restocked' : ''})`;
  }

  override check(m: Readonly<Model>) {
    return m.returns.length > 0;
  }

  async act(m: Model, w: World) {
    const ret = pickOf(m.returns, this.pick);
    if (!ret) return;
    if (this.reject) {
      const body = { to: 'rejected', reason: 'Seal broken' };
      await send(w, w.admin, 'POST', `/api/admin/returns/${ret.id}/status`, body);
      return;
    }
    await moveReturn(w, w.admin, '/api/admin/returns', ret.id, ret.status, this.restock);
  }
}

export const moveReturnArb = fc
  .tuple(fc.nat(50), fc.constantFrom(false, false, false, true), fc.boolean())
  .map((a) => new MoveReturn(...a));

/** The admin refunds a received return. */
export class RefundReturn extends Step {
  constructor(readonly pick: number) {
    super();
  }

  toString() {
    return `RefundReturn(pick ${this.pick})`;
  }

  override check(m: Readonly<Model>) {
    return m.returns.length > 0;
  }

  async act(m: Model, w: World) {
    const ret = pickOf(
      m.returns.filter((r) => r.status === 'received'),
      this.pick,
    );
    if (ret) await refundReturn(w, m, ret.id);
  }
}

export const refundReturnArb = fc.nat(50).map((pick) => new RefundReturn(pick));

type Either = { kind: 'order'; amount: Amount } | { kind: 'return' };

/** Two refunds sent at once: of the order, of a received return of it, or one of each. */
export class TwoRefunds extends Step {
  constructor(
    readonly pick: number,
    readonly first: Either,
    readonly second: Either,
  ) {
    super();
  }

  toString() {
    const say = (e: Either) => (e.kind === 'order' ? `order ${e.amount}` : 'return');
    return `TwoRefunds(pick ${this.pick}: ${say(this.first)} + ${say(this.second)} at once)`;
  }

  override check(m: Readonly<Model>) {
    return m.orders.length > 0;
  }

  async act(m: Model, w: World) {
    const order = pickOf(refundable(m), this.pick);
    if (!order) return;
    const received = m.returns.find((r) => r.orderId === order.id && r.status === 'received');
    const one = (e: Either) =>
      e.kind === 'order'
        ? refundOrder(w, order.id, e.amount)
        : received
          ? refundReturn(w, m, received.id)
          : Promise.resolve(null);
    await Promise.all([one(this.first), one(this.second)]);
  }
}

const either: fc.Arbitrary<Either> = fc.oneof(
  fc.constantFrom<Amount>('suggested', 'max').map((amount) => ({ kind: 'order' as const, amount })),
  fc.constant({ kind: 'return' as const }),
);
export const twoRefunds = fc
  .tuple(fc.nat(50), either, either)
  .map(([pick, a, b]) => new TwoRefunds(pick, a, b));
