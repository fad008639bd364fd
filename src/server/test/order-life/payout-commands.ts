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
