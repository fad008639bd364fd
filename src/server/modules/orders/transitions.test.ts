// moveGroup is the one way a shipment changes status (customer, vendor and admin alike).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, signedIn, stockOf } from './test-shoppers';
import { moveGroup, type MoveGroupInput } from './transitions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const move = (input: MoveGroupInput) => t.database.db.transaction((tx) => moveGroup(tx, input));
const failure = (input: MoveGroupInput) =>
  move(input).then(
    () => {
      throw new Error('expected the move to be refused');
    },
    (err: AppError) => ({ kind: err.kind, message: err.message, fields: err.fieldErrors }),
  );

/** An order with vendor-1's prod-001 and vendor-2's prod-002, and its two groups. */
async function placed() {
  const me = await signedIn(t.app, t.database);
  const order = (
    await me.placeOrder(
      orderBody([
        { productId: 'prod-001', quantity: 1 },
        { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 3 },
      ]),
    )
  ).json();
  const [g1, g2] = order.groups as Array<{ id: string; vendorId: string }>;
  return { me, order, g1: g1!, g2: g2! };
}

const orderRow = async (id: string) =>
  (
    await t.database.query<{ status: string; payment_status: string }>(
      'SELECT status, payment_status FROM orders WHERE id = $1',
      [id],
    )
  )[0];

describe('moveGroup', () => {
  it('walks a vendor group to delivered, deriving the order status and COD payment', async () => {
    const { order, g1, g2 } = await placed();
    const vendor1 = { userId: g1.vendorId, role: 'vendor' as const };
    await move({ groupId: g1.id, to: 'confirmed', actor: vendor1 });
    expect(await orderRow(order.id)).toEqual({ status: 'placed', payment_status: 'pending' });
    await move({ groupId: g1.id, to: 'packed', actor: vendor1 });
    expect(await failure({ groupId: g1.id, to: 'shipped', actor: vendor1, carrier: ' ' })).toEqual({
      kind: 'invalid',
      message: 'Shipping needs a carrier and a tracking number.',
      fields: [
        { path: 'carrier', message: 'Enter the carrier.', location: 'body' },
        { path: 'trackingNumber', message: 'Enter the tracking number.', location: 'body' },
      ],
    });
    await move({
      groupId: g1.id,
      to: 'shipped',
      actor: vendor1,
      carrier: 'Delhivery',
      trackingNumber: 'DL42',
    });
    await move({ groupId: g1.id, to: 'delivered', actor: vendor1 });
    // vendor-2 has not moved: the order is as far along as its slowest shipment.
    expect(await orderRow(order.id)).toEqual({ status: 'placed', payment_status: 'pending' });
    const admin = await signedIn(t.app, t.database, 'admin');
    await move({
      groupId: g2.id,
      to: 'cancelled',
      actor: { userId: admin.userId, role: 'admin' },
      reason: 'Out of stock at the warehouse',
    });
    expect(await orderRow(order.id)).toEqual({ status: 'delivered', payment_status: 'paid' });
    const events = await t.database.query<{
      to_status: string;
      actor_role: string;
      note: string | null;
    }>(
      'SELECT to_status, actor_role, note FROM order_events WHERE group_id = $1 ORDER BY created_at',
      [g1.id],
    );
    expect(events.map((e) => e.to_status)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(events[3]).toMatchObject({ actor_role: 'vendor', note: 'Delhivery DL42' });
  });

  it("refuses moves the actor may not make, and another vendor's group is not found", async () => {
    const { me, g1, g2 } = await placed();
    const customer = { userId: me.userId, role: 'customer' as const };
    expect(await failure({ groupId: g1.id, to: 'confirmed', actor: customer })).toMatchObject({
      kind: 'conflict',
      message: 'A placed shipment cannot be marked confirmed.',
    });
    expect(
      await failure({
        groupId: g2.id,
        to: 'confirmed',
        actor: { userId: g1.vendorId, role: 'vendor' },
      }),
    ).toMatchObject({ kind: 'not_found' });
    const stranger = await signedIn(t.app, t.database);
    expect(
      await failure({
        groupId: g1.id,
        to: 'cancelled',
        actor: { userId: stranger.userId, role: 'customer' },
      }),
    ).toMatchObject({ kind: 'not_found' });
    expect(
      await failure({ groupId: 'no-such-group', to: 'cancelled', actor: customer }),
    ).toMatchObject({
      kind: 'not_found',
    });
  });

  it('returns the stock once when the same group is cancelled twice at the same time', async () => {
    const { me, g2 } = await placed();
    const stock = await stockOf(t.database, 'prod-002');
    const actor = { userId: me.userId, role: 'customer' as const };
    const results = await Promise.allSettled([
      move({ groupId: g2.id, to: 'cancelled', actor }),
      move({ groupId: g2.id, to: 'cancelled', actor }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await stockOf(t.database, 'prod-002')).toBe(stock + 3);
  });
});
