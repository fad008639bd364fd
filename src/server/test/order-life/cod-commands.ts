// Cash-on-delivery confirmation commands (issue #39, decision 041): the world asks for the buyer's
// code on cash orders above an amount, so such an order waits, unseen by its seller, until the
// buyer types the code texted to their phone (the fake Twilio's messages) — the right one, a
// wrong one first, or the right one several times at once — or until its time is up and two
// sweepers at once cancel it, giving its stock back once.
import fc from 'fast-check';
import { orderJob } from '../../jobs';
import { expireUnconfirmedCod } from '../../modules/cod/confirmation';
import { DELIVERY_ADDRESS } from '../../modules/orders/test-shoppers';
import { pickOf, type Model } from './model';
import { Step } from './step';
import { send, type World } from './world';

const PHONE = `+91${DELIVERY_ADDRESS.phone}`;
const awaiting = (m: Readonly<Model>) => m.orders.filter((o) => o.codConfirmation === 'awaiting');

type How = 'right' | 'wrong-first' | 'three-at-once';

export class ConfirmCod extends Step {
  constructor(
    readonly pick: number,
    readonly how: How,
  ) {
    super();
  }

  toString() {
    return `ConfirmCod(pick ${this.pick}, ${this.how})`;
  }

  override check(m: Readonly<Model>) {
    return awaiting(m).length > 0;
  }

  async act(m: Model, w: World) {
    const order = pickOf(awaiting(m), this.pick);
    if (!order) return;
    const call = w.customers[order.customer]!.call;
    const url = `/api/store/orders/${order.id}/cod-confirmation`;
    // A code sent in the last minute is not sent again (429): the last one to the phone is used.
    await send(w, call, 'POST', `${url}/send`, {});
    const code = w.sms.lastCodeTo(PHONE);
    if (!code) return;
    if (this.how === 'wrong-first') {
      await send(w, call, 'POST', url, { code: code === '000000' ? '111111' : '000000' });
    }
    const tries = this.how === 'three-at-once' ? 3 : 1;
    await Promise.all(Array.from({ length: tries }, () => send(w, call, 'POST', url, { code })));
  }
}

export const confirmCod = fc
  .tuple(fc.nat(50), fc.constantFrom<How>('right', 'right', 'wrong-first', 'three-at-once'))
  .map(([pick, how]) => new ConfirmCod(pick, how));

/** An order still waiting for its code runs out of time: two sweepers at once cancel it. */
export class ExpireCod extends Step {
  constructor(readonly pick: number) {
    super();
  }

  toString() {
    return `ExpireCod(pick ${this.pick})`;
  }

  override check(m: Readonly<Model>) {
    return awaiting(m).length > 0;
  }

  async act(m: Model, w: World) {
    const order = pickOf(awaiting(m), this.pick);
    if (!order) return;
    await w.t.database.query(
      `UPDATE cod_confirmations SET confirm_by = now() - interval '1 minute' WHERE order_id = $1`,
      [order.id],
    );
    // As jobs.ts runs it: the stock put back is reported to the catalogue.
    const { database, app } = w.t;
    const sweep = () =>
      orderJob(database, app.log, () => expireUnconfirmedCod(database.db, app.log));
    await Promise.all([sweep(), sweep()]);
  }
}

export const expireCod = fc.nat(50).map((pick) => new ExpireCod(pick));
