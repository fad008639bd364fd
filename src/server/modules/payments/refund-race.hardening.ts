// Issue #16, finding 1, the long version: paid online orders refunded by 2 to 10 requests at
// once, with one shared Idempotency-Key, keys of their own or none, for the whole payment, the
// cancelled part or a part, while a refund made in Razorpay's dashboard is reported by webhook
// and the gateway is slow, loses its answer, is down or refuses. On PostgreSQL the requests are
// split across two app instances. After each race (and the resend of what went unanswered):
// no 5xx but the gateway's 503, each refund row sent to the gateway as at most one refund, every
// gateway refund Angle made is a settled row of the same amount, and never more held than paid.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { startFakeRazorpay, type FakeRazorpay, type RefundFault } from '../../test/fake-razorpay';
import { recordFigures } from '../../test/figures';
import { timeBudget } from '../../test/time-budget';
import { TEST_DATABASE_URL } from '../../test/test-env';
import {
  callerFor,
  newIdempotencyKey,
  setOrderLimits,
  setStock,
  signedIn,
  type Shopper,
} from '../orders/test-shoppers';
import { resendUnansweredRefunds } from './refund-order';
import { deliverTo, enableRazorpay, gatewayEnv, paidOnlineOrder, refundsOf } from './test-payments';

const RUNS = Number(process.env.HARDENING_REFUND_RACES ?? 200);

interface Request {
  app: number;
  amount: 'total' | 'due' | 'part';
  key: 'shared' | 'own' | 'none';
}

const race = fc.record({
  requests: fc.array(
    fc.record({
      app: fc.nat(1),
      amount: fc.constantFrom('total' as const, 'due' as const, 'part' as const),
      key: fc.constantFrom('shared' as const, 'own' as const, 'none' as const),
    }),
    { minLength: 2, maxLength: 10 },
  ),
  wholeOrderCancelled: fc.boolean(),
  fault: fc.constantFrom<RefundFault['kind'] | null>(null, null, 'lose-answer', 'down', 'refuse'),
  delayMs: fc.constantFrom(0, 5, 40),
  /** A refund made in the gateway's dashboard, reported while the admin's race on. */
  dashboardPaise: fc.option(fc.integer({ min: 100, max: 400_000 }), { freq: 3 }),
});

let first: TestApp;
let apps: TestApp[];
let fake: FakeRazorpay;
let admins: Shopper['call'][];
let customer: Shopper;
let races = 0;
let requests = 0;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  first = await createTestApp(gatewayEnv(fake));
  apps = TEST_DATABASE_URL ? [first, await createSiblingApp(first, gatewayEnv(fake))] : [first];
  deliverTo(fake, first.app);
  await enableRazorpay(first.database);
  // Angle's own bound is under test: the fake gateway gives back whatever it is asked for.
  fake.boundsRefunds = false;
  const admin = await signedIn(first.app, first.database, 'admin');
  admins = apps.map((a) => callerFor(a.app, admin.cookie));
  customer = await signedIn(first.app, first.database);
  // One customer orders once per race: about refunds, not that customer's order limits.
  await setOrderLimits(first.database);
});
afterAll(async () => {
  recordFigures('refund-race', { refundRaces: races });
  for (const app of [...apps].reverse()) await app.close();
  await fake.close();
});

/** What the apps logged as failures: a 5xx names its cause in the assertion message. */
const serverErrors = () =>
  apps
    .flatMap((a) => a.logs.filter((line) => /"level":50/.test(line)))
    .join('\n')
    .slice(-4000);

async function paidOrder(wholeOrderCancelled: boolean) {
  for (const id of ['prod-001', 'prod-002-v1']) await setStock(first.database, id, 1000);
  const { order, payment } = await paidOnlineOrder(fake, customer, [
    { productId: 'prod-001', quantity: 1 },
    { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 1 },
  ]);
  const cancelled = await customer.call(
    'POST',
    `/api/store/orders/${order.id}/cancel`,
    wholeOrderCancelled ? {} : { groupId: order.groups[0]!.id },
  );
  expect(cancelled.statusCode).toBe(200);
  const terms = (await admins[0]!('GET', `/api/admin/orders/${order.id}`)).json();
  return { order, payment, due: terms.refund.suggestedAmount as number };
}

describe('refunds of one order at once, again and again', () => {
  it(`never gives back more than was paid, one gateway refund per refund (up to ${RUNS} races in 60 s)`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(race, async (r) => {
        const { order, payment, due } = await paidOrder(r.wholeOrderCancelled);
        const paidPaise = Math.round(order.totals.total * 100);
        const amounts = { total: order.totals.total, due, part: 1 };
        const shared = newIdempotencyKey();
        fake.refundDelayMs = r.delayMs;
        fake.refundFault = r.fault ? { kind: r.fault, times: 1 } : null;
        const dashboard = r.dashboardPaise
          ? fake.sendWebhook('refund.processed', {
              payment,
              refund: {
                id: `rfnd_dash_${races}_${Date.now()}`,
                entity: 'refund',
                payment_id: payment.id,
                amount: r.dashboardPaise,
                currency: 'INR',
                receipt: null,
                status: 'processed',
              },
            })
          : Promise.resolve(null);
        const answers = await Promise.all(
          r.requests.map((q: Request) => {
            const key = q.key === 'shared' ? shared : q.key === 'own' ? newIdempotencyKey() : null;
            return admins[q.app % admins.length]!(
              'POST',
              `/api/admin/orders/${order.id}/refund`,
              { amount: amounts[q.amount], reason: `Race ${q.amount}` },
              key ? { 'idempotency-key': key } : {},
            );
          }),
        );
        requests += answers.length;
        const hook = await dashboard;
        if (hook) expect(hook.status, `${hook.body}\n${serverErrors()}`).toBe(200);
        for (const a of answers) {
          expect([200, 400, 409, 422, 503], `${a.body}\n${serverErrors()}`).toContain(a.statusCode);
          if (a.statusCode >= 400) {
            expect(a.headers['content-type']).toMatch(/^application\/problem\+json/);
          }
        }
        // Whatever went unanswered is sent again and settled.
        fake.refundFault = null;
        fake.refundDelayMs = 0;
        const later = new Date(Date.now() + 2 * 60_000);
        await resendUnansweredRefunds(
          first.database,
          first.app.log,
          { config: first.config },
          later,
        );

        const refunds = await refundsOf(first.database, fake, payment.id);
        expect(
          refunds.perRow.every((n) => n <= 1),
          'one gateway refund per refund row',
        ).toBe(true);
        const ours = refunds.rows.filter((row) => row.idempotency_key !== null);
        expect(ours.filter((row) => row.status === 'refund-requested')).toEqual([]);
        const settled = ours.filter((row) => ['refunded', 'refund-pending'].includes(row.status));
        for (const row of settled) {
          const made = refunds.gateway.filter((g) => g.receipt === row.id);
          expect(made.map((g) => g.amount)).toEqual([row.amount_paise]);
        }
        const madeByAngle = refunds.gateway.filter((g) => ours.some((row) => row.id === g.receipt));
        expect(madeByAngle).toHaveLength(refunds.gateway.length);
        const held = refunds.rows
          .filter((row) => ['refunded', 'refund-pending'].includes(row.status))
          .reduce((sum, row) => sum + row.amount_paise, 0);
        expect(held, 'never more refunded than paid').toBeLessThanOrEqual(paidPaise);
        expect(refunds.gatewayPaise).toBeLessThanOrEqual(paidPaise);
        const shownAs = (await admins[0]!('GET', `/api/admin/orders/${order.id}`)).json();
        expect(Math.round(shownAs.amountRefunded * 100)).toBe(held);
        expect(shownAs.paymentStatus).toBe(held === paidPaise ? 'refunded' : 'paid');
        races++;
      }),
      { ...timeBudget({ min: 0, max: RUNS, seconds: 60 }).fastCheck, endOnFailure: true },
    );
    console.log(
      `refund races on ${first.database.kind} with ${apps.length} app(s): ${races} races, ${requests} refund requests in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });
});
