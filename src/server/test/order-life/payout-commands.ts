// After the sale: a review of a bought product, settlement runs and payouts marked paid.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { addDays, indianDateOf } from '../../../domain/india-time';
import { reviewBody } from '../../modules/reviews/test-reviews';
import { pickOf, type Model } from './model';
import { Step } from './step';
import { VARIANTS, VENDOR_IDS, send, type World } from './world';

export class Review extends Step {
  constructor(
    readonly customer: number,
    readonly variant: number,
    readonly rating: number,
  ) {
    super();
  }

  toString() {
    return `Review(customer ${this.customer}, ${VARIANTS[this.variant]!.productId}, ${this.rating}★)`;
  }

  async act(_m: Model, w: World) {
    const body = reviewBody(VARIANTS[this.variant]!.productId, this.rating);
    await send(w, w.customers[this.customer]!.call, 'POST', '/api/store/reviews', body);
  }
}

export const review = fc
  .tuple(fc.nat(1), fc.nat(VARIANTS.length - 1), fc.integer({ min: 1, max: 5 }))
  .map(([c, v, r]) => new Review(c, v, r));

let periods = 0;

/**
 * Time passes for the ledger (its unsettled entries of the test's vendors move 40 days back, past
 * any return window), then the admin settles a period that ended yesterday: a new period each
 * time (the same period again answers its first run).
 */
export class Settle extends Step {
  toString() {
    return 'Settle(40 days later)';
  }

  async act(_m: Model, w: World) {
    // The ledger is append-only (its trigger); the test's clock is the one writer let past it.
    await w.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE vendor_ledger_entries
        SET occurred_at = occurred_at - interval '40 days'
        WHERE payout_id IS NULL AND vendor_id IN ${[...VENDOR_IDS]}`);
    });
    const to = addDays(indianDateOf(new Date()), -1);
    const from = addDays(to, -(60 + ++periods));
    await send(w, w.admin, 'POST', '/api/admin/settlements', { from, to });
  }
}

export const settle = fc.constant(null).map(() => new Settle());

let utrs = 0;

export class PayPayout extends Step {
  constructor(readonly pick: number) {
    super();
  }

  toString() {
    return `PayPayout(pick ${this.pick})`;
  }

  override check(m: Readonly<Model>) {
    return m.duePayouts.length > 0;
  }

  async act(m: Model, w: World) {
    const id = pickOf(m.duePayouts, this.pick);
    if (!id) return;
    const utr = `OLIFE${String(++utrs).padStart(11, '0')}`;
    await send(w, w.admin, 'POST', `/api/admin/payouts/${id}/paid`, { utr });
  }
}

export const payPayout = fc.nat(50).map((pick) => new PayPayout(pick));

let accounts = 0;

/**
 * A vendor changes its bank account (issue #38): a verified seller goes back to `submitted` and
 * its due payouts are held until Angle Admin checks it again.
 */
export class ChangeBank extends Step {
  constructor(readonly vendor: number) {
    super();
  }

  toString() {
    return `ChangeBank(${VENDOR_IDS[this.vendor]})`;
  }

  async act(_m: Model, w: World) {
    await send(w, w.vendors[this.vendor]!, 'PUT', '/api/vendor/settings/payout', {
      accountName: 'Order Life Traders',
      accountNumber: `5010${String(++accounts).padStart(10, '0')}`,
      ifsc: 'HDFC0001234',
    });
  }
}

export const changeBank = fc.nat(VENDOR_IDS.length - 1).map((v) => new ChangeBank(v));

/**
 * Angle Admin verifies a vendor twice at once (one is refused unless the vendor was submitted),
 * while a settlement runs or not: its held payouts become due exactly once.
 */
export class VerifySeller extends Step {
  constructor(
    readonly vendor: number,
    readonly whileSettling: boolean,
  ) {
    super();
  }

  toString() {
    return `VerifySeller(${VENDOR_IDS[this.vendor]}${this.whileSettling ? ', while settling' : ''})`;
  }

  async act(m: Model, w: World) {
    const url = `/api/admin/verifications/${VENDOR_IDS[this.vendor]}/verify`;
    await Promise.all([
      send(w, w.admin, 'POST', url, {}),
      send(w, w.admin, 'POST', url, {}),
      ...(this.whileSettling ? [new Settle().act(m, w)] : []),
    ]);
  }
}

export const verifySeller = fc
  .tuple(fc.nat(VENDOR_IDS.length - 1), fc.boolean())
  .map(([v, settling]) => new VerifySeller(v, settling));
