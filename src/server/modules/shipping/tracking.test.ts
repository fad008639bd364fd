// Issue #39, tracking moves the order: Shiprocket's webhook (from the local fake, in its shape and
// with its token) ships a booked parcel at pickup and delivers it at delivery, recording the cash
// collected and the sale exactly as the vendor's "delivered" does; every event is stored once for
// the shopper's tracker; a forged token changes nothing; duplicates, late and out-of-order events
// never move a shipment back, even 50 at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app-harness';
import { FAKE_SHIPROCKET, type FakeShiprocket } from '../../test/fake-shiprocket';
import type { TestVendor } from '../vendor-catalog/test-vendor';
import {
  carrierClock,
  carrierReport,
  packedOrder,
  ship,
  shiprocketTestApp,
  type SHIPROCKET_STATUS,
} from './test-shipping';

let fake: FakeShiprocket;
let t: TestApp;
let vendor: TestVendor;
let productId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, vendor, productId, close } = await shiprocketTestApp());
});
afterAll(() => close());

const at = carrierClock();

/** A COD order booked with Shiprocket: its AWB, and the customer who placed it. */
async function booked() {
  const { customer, order } = await packedOrder(t, vendor, productId);
  const res = await ship(vendor, order.id, { provider: 'shiprocket', weightGrams: 500 });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.query<{ id: string; awb: string }>(
    'SELECT id, awb FROM order_groups WHERE order_id = $1',
    [order.id],
  );
  return {
    customer,
    order,
    groupId: row!.id,
    awb: row!.awb,
    codToCollect: res.json().codToCollect,
  };
}

async function report(
  awb: string,
  status: keyof typeof SHIPROCKET_STATUS,
  when: Date,
  token?: string | null,
) {
  const { status: code, outcome } = await carrierReport(fake, awb, status, when, token);
  return { status: code, outcome };
}

async function shipment(groupId: string) {
  const [row] = await t.database.query<{
    status: string;
    tracking_status: string | null;
    collected_paise: number;
  }>('SELECT status, tracking_status, collected_paise FROM order_groups WHERE id = $1', [groupId]);
  return row!;
}

const countOf = async (sql: string, groupId: string) =>
  Number((await t.database.query<{ n: number }>(sql, [groupId]))[0]!.n);

describe('POST /api/shipping/carrier-webhook', () => {
  it('refuses a missing or wrong token (401) and changes nothing', async () => {
    const { groupId, awb } = await booked();
    expect(await report(awb, 'pickedUp', at(10), null)).toMatchObject({ status: 401 });
    expect(await report(awb, 'pickedUp', at(10), 'fake-carrier-token-5b2e7b')).toMatchObject({
      status: 401,
    });
    expect(
      await report(awb, 'pickedUp', at(10), FAKE_SHIPROCKET.webhookToken.slice(0, -1)),
    ).toMatchObject({
      status: 401,
    });
    expect(await shipment(groupId)).toMatchObject({
      status: 'packed',
      tracking_status: 'awb-assigned',
    });
    expect(
      await countOf('SELECT count(*) AS n FROM carrier_events WHERE group_id = $1', groupId),
    ).toBe(1);
  });

  it('moves a COD parcel from pickup to delivery; delivered records the cash and the sale as the vendor’s step does', async () => {
    const { customer, order, groupId, awb, codToCollect } = await booked();
    expect(await report(awb, 'pickedUp', at(60))).toEqual({ status: 200, outcome: 'applied' });
    expect(await shipment(groupId)).toMatchObject({
      status: 'shipped',
      tracking_status: 'picked-up',
    });
    // Shipped through moveGroup, as the vendor's ship step does: its event names courier and AWB.
    const [shippedEvent] = await t.database.query<{ note: string }>(
      "SELECT note FROM order_events WHERE group_id = $1 AND to_status = 'shipped'",
      [groupId],
    );
    expect(shippedEvent!.note).toBe(`Delhivery Surface ${awb}`);
    expect((await report(awb, 'inTransit', at(120))).outcome).toBe('applied');
    expect((await report(awb, 'outForDelivery', at(600))).outcome).toBe('applied');
    expect((await report(awb, 'undelivered', at(700))).outcome).toBe('applied');
    expect(await shipment(groupId)).toMatchObject({
      status: 'shipped',
      tracking_status: 'delivery-failed',
    });
    expect((await report(awb, 'outForDelivery', at(1600))).outcome).toBe('applied');
    expect((await report(awb, 'delivered', at(1700))).outcome).toBe('applied');

    const delivered = await shipment(groupId);
    expect(delivered).toMatchObject({ status: 'delivered', tracking_status: 'delivered' });
    expect(delivered.collected_paise).toBe(Math.round(codToCollect * 100));
    expect(
      await countOf(
        "SELECT count(*) AS n FROM vendor_ledger_entries WHERE order_group_id = $1 AND kind = 'sale'",
        groupId,
      ),
    ).toBe(1);
    const [events] = await t.database.query<{ by: string[] }>(
      'SELECT array_agg(actor_role ORDER BY created_at) AS by FROM order_events WHERE group_id = $1 AND to_status IN ($2, $3)',
      [groupId, 'shipped', 'delivered'],
    );
    expect(events!.by).toEqual(['system', 'system']);

    const seen = (await customer.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(seen).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const tracking = seen.groups[0].tracking as { kind: string; at: string; location: string }[];
    expect(tracking.at(-1)).toMatchObject({
      kind: 'delivered',
      label: 'Delivered',
      description: 'DELIVERED',
      location: 'Pune_Hub',
      at: at(1700)
        .toISOString()
        .replace(/\.\d{3}Z$/, '.000Z'),
    });
    expect(tracking.filter((e) => e.kind !== 'awb-assigned').map((e) => e.kind)).toEqual([
      'picked-up',
      'in-transit',
      'out-for-delivery',
      'delivery-failed',
      'out-for-delivery',
      'delivered',
    ]);
  });

  it('a duplicate changes nothing; an older event is history and never moves the parcel back', async () => {
    const { groupId, awb } = await booked();
    await report(awb, 'pickedUp', at(60));
    await report(awb, 'outForDelivery', at(600));
    expect((await report(awb, 'outForDelivery', at(600))).outcome).toBe('duplicate');
    // Arrives late: the in-transit scan from before the out-for-delivery one.
    expect((await report(awb, 'inTransit', at(300))).outcome).toBe('recorded');
    expect((await shipment(groupId)).tracking_status).toBe('out-for-delivery');
    await report(awb, 'delivered', at(900));
    expect((await report(awb, 'inTransit', at(1000))).outcome).toBe('recorded');
    expect(await shipment(groupId)).toMatchObject({
      status: 'delivered',
      tracking_status: 'delivered',
    });
    expect(
      await countOf(
        'SELECT count(*) AS n FROM carrier_events WHERE group_id = $1 AND NOT applied',
        groupId,
      ),
    ).toBe(2);
  });

  it('a return to origin stays one: a late forward scan does not turn it round', async () => {
    const { groupId, awb } = await booked();
    await report(awb, 'pickedUp', at(60));
    await report(awb, 'undelivered', at(600));
    expect((await report(awb, 'rtoInitiated', at(2000))).outcome).toBe('applied');
    expect((await report(awb, 'outForDelivery', at(2100))).outcome).toBe('recorded');
    expect((await report(awb, 'rtoDelivered', at(4000))).outcome).toBe('applied');
    // Back at the seller: cancelled (its stock back, ndr-rto.test.ts), nothing collected.
    expect(await shipment(groupId)).toMatchObject({
      status: 'cancelled',
      tracking_status: 'rto-delivered',
      collected_paise: 0,
    });
  });

  it('acknowledges an unknown AWB or a status Angle does not act on, and changes nothing', async () => {
    expect(await report('99999999999999', 'delivered', at(10))).toEqual({
      status: 200,
      outcome: 'ignored',
    });
    const { groupId, awb } = await booked();
    const outForPickup = await fake.sendWebhook(fake.webhookBody(awb, 19, 'OUT FOR PICKUP', at(5)));
    expect(JSON.parse(outForPickup.body)).toEqual({ outcome: 'ignored' });
    const garbled = await fake.sendWebhook(JSON.stringify({ awb, current_timestamp: 'yesterday' }));
    expect(garbled.status).toBe(200);
    expect((await shipment(groupId)).status).toBe('packed');
  });

  it('50 copies of the delivery at once deliver once: one event, one collection, one sale', async () => {
    const { groupId, awb, codToCollect } = await booked();
    await report(awb, 'pickedUp', at(60));
    const body = fake.webhookBody(awb, 7, 'DELIVERED', at(900));
    const answers = await Promise.all(Array.from({ length: 50 }, () => fake.sendWebhook(body)));
    const outcomes = answers.map(
      (a) => `${a.status} ${(JSON.parse(a.body) as { outcome: string }).outcome}`,
    );
    expect(outcomes.filter((o) => o === '200 applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '200 duplicate')).toHaveLength(49);
    expect(await shipment(groupId)).toMatchObject({
      status: 'delivered',
      collected_paise: Math.round(codToCollect * 100),
    });
    expect(
      await countOf(
        "SELECT count(*) AS n FROM order_events WHERE group_id = $1 AND to_status = 'delivered'",
        groupId,
      ),
    ).toBe(1);
    expect(
      await countOf(
        "SELECT count(*) AS n FROM carrier_events WHERE group_id = $1 AND kind = 'delivered'",
        groupId,
      ),
    ).toBe(1);
    expect(
      await countOf(
        "SELECT count(*) AS n FROM vendor_ledger_entries WHERE order_group_id = $1 AND kind = 'sale'",
        groupId,
      ),
    ).toBe(1);
    expect(
      await countOf(
        "SELECT count(*) AS n FROM vendor_ledger_entries WHERE order_group_id = $1 AND kind = 'cod-collected'",
        groupId,
      ),
    ).toBe(1);
  });
});
