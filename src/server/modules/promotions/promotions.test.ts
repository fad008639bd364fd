// The admin's and the vendors' promotions (issue #20): create, edit, pause, end, list with uses
// and discount given, CSV; a vendor offers only over its own products; shoppers see what runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, signedIn, type Shopper } from '../orders/test-shoppers';
import { signedInVendor } from '../vendor-catalog/test-vendor';

let t: TestApp;
let admin: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const FLAT200 = {
  name: 'Flat ₹200 off',
  kind: 'flat',
  flatOff: 200,
  scope: 'cart',
  minGoods: 999,
  code: 'flat200',
};

describe('/api/admin/promotions', () => {
  it('creates, lists with uses and discount given, edits, pauses, resumes and ends an offer', async () => {
    const created = await admin.call('POST', '/api/admin/promotions', FLAT200);
    expect(created.statusCode).toBe(201);
    const promo = created.json();
    expect(promo).toMatchObject({ code: 'FLAT200', status: 'active', uses: 0, discountGiven: 0 });

    const again = await admin.call('POST', '/api/admin/promotions', {
      ...FLAT200,
      code: 'Flat200',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('The code FLAT200 is already taken.');

    const shopper = await signedIn(t.app, t.database);
    const order = await shopper.placeOrder({
      ...orderBody([{ productId: 'prod-001', quantity: 1 }]),
      code: 'FLAT200',
    });
    expect(order.statusCode).toBe(201);
    const list = await admin.call('GET', '/api/admin/promotions');
    expect(list.json().items.find((p: { id: string }) => p.id === promo.id)).toMatchObject({
      uses: 1,
      discountGiven: 200,
    });

    const edited = await admin.call('PATCH', `/api/admin/promotions/${promo.id}`, {
      ...FLAT200,
      flatOff: 250,
      totalLimit: 100,
    });
    expect(edited.json()).toMatchObject({ flatOff: 250, totalLimit: 100, uses: 1 });
    const [row] = await t.database.query<{ uses_count: number }>(
      'SELECT uses_count FROM promotions WHERE id = $1',
      [promo.id],
    );
    expect(row!.uses_count).toBe(1);

    const paused = await admin.call('POST', `/api/admin/promotions/${promo.id}/pause`, {});
    expect(paused.json().status).toBe('paused');
    const resumed = await admin.call('POST', `/api/admin/promotions/${promo.id}/resume`, {});
    expect(resumed.json().status).toBe('active');
    expect(
      (await admin.call('POST', `/api/admin/promotions/${promo.id}/end`, {})).json().status,
    ).toBe('ended');
    const resumeEnded = await admin.call('POST', `/api/admin/promotions/${promo.id}/resume`, {});
    expect(resumeEnded.statusCode).toBe(409);

    const csv = await admin.call('GET', '/api/admin/promotions/export');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('"Flat ₹200 off","FLAT200","flat","ended","Angle"');
  });

  it('says what is missing from an offer, field by field', async () => {
    const res = await admin.call('POST', '/api/admin/promotions', {
      name: 'Half',
      kind: 'percent',
      scope: 'products',
      startsAt: '2026-12-02T00:00:00+05:30',
      endsAt: '2026-12-01T00:00:00+05:30',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['percentOff', 'scopeIds', 'endsAt']));
  });

  it('lets the first-purchase discount be paused but not edited or ended here', async () => {
    const edit = await admin.call('PATCH', '/api/admin/promotions/promo-first-purchase', FLAT200);
    expect(edit.statusCode).toBe(409);
    expect(
      (await admin.call('POST', '/api/admin/promotions/promo-first-purchase/end', {})).statusCode,
    ).toBe(409);
    const paused = await admin.call('POST', '/api/admin/promotions/promo-first-purchase/pause', {});
    expect(paused.json().status).toBe('paused');
    const quote = await (
      await signedIn(t.app, t.database)
    ).call('POST', '/api/store/quote', {
      items: [{ productId: 'prod-001', quantity: 1 }],
    });
    expect(quote.json().totals.discount).toBe(0);
    await admin.call('POST', '/api/admin/promotions/promo-first-purchase/resume', {});
  });
});

describe('/api/vendor/promotions', () => {
  it('refuses a vendor an offer over the whole cart, a category, another vendor or its products', async () => {
    const vendor = await signedInVendor(t);
    const tries = [
      [{ scope: 'cart' }, 'scope'],
      [{ scope: 'categories', scopeIds: ['skin'] }, 'scope'],
      [{ scope: 'vendors', scopeIds: ['vendor-1'] }, 'scopeIds'],
      [{ scope: 'products', scopeIds: ['prod-001'] }, 'scopeIds'],
      [{ kind: 'free-shipping', scope: 'vendors', scopeIds: [vendor.userId] }, 'kind'],
    ] as const;
    for (const [over, path] of tries) {
      const res = await vendor.call('POST', '/api/vendor/promotions', {
        payload: { name: 'Mine', kind: 'percent', percentOff: 10, ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors[0].path).toBe(path);
    }
    // fundedBy is the session's vendor whatever the body says.
    const own = await vendor.call('POST', '/api/vendor/promotions', {
      payload: {
        name: 'Mine',
        kind: 'percent',
        percentOff: 10,
        scope: 'vendors',
        scopeIds: [vendor.userId],
        fundedBy: 'vendor-1',
      },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().fundedBy).toBe(vendor.userId);
    const mine = await vendor.call('GET', '/api/vendor/promotions');
    expect(mine.json().items.map((p: { id: string }) => p.id)).toEqual([own.json().id]);
  });

  it('shows the vendor its offer’s uses and cost, and the store lists it as running', async () => {
    // vendor-4 (prod-003, ₹799) offers 10% on its own products.
    const created = await admin.call('POST', '/api/admin/promotions', {
      name: 'Sun care 10%',
      kind: 'percent',
      percentOff: 10,
      scope: 'products',
      scopeIds: ['prod-003'],
      fundedBy: 'vendor-4',
    });
    expect(created.statusCode).toBe(201);
    const offers = await t.app.inject({ method: 'GET', url: '/api/store/offers' });
    expect(offers.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Sun care 10%', vendorId: 'vendor-4', code: null }),
      ]),
    );
    const overOthers = await admin.call('POST', '/api/admin/promotions', {
      name: 'Not theirs',
      kind: 'percent',
      percentOff: 10,
      scope: 'products',
      scopeIds: ['prod-001'],
      fundedBy: 'vendor-4',
    });
    expect(overOthers.statusCode).toBe(422);
    await admin.call('POST', `/api/admin/promotions/${created.json().id}/end`, {});
  });

  it('lists for a product only the offers that may apply to it (its Offers strip)', async () => {
    const make = async (over: Record<string, unknown>) => {
      const res = await admin.call('POST', '/api/admin/promotions', {
        kind: 'percent',
        percentOff: 5,
        ...over,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const ids = [
      await make({ name: 'Strip cart', scope: 'cart', code: 'STRIPCART', minGoods: 999 }),
      await make({ name: 'Strip hair', scope: 'categories', scopeIds: ['hair'] }),
      await make({ name: 'Strip vendor-1', scope: 'vendors', scopeIds: ['vendor-1'] }),
      await make({
        name: 'Strip prod-003',
        scope: 'products',
        scopeIds: ['prod-003'],
        fundedBy: 'vendor-4',
      }),
    ];
    const namesFor = async (product: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/store/offers?product=${product}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().items as { name: string }[])
        .map((o) => o.name)
        .filter((n) => n.startsWith('Strip'));
    };
    // prod-001: vendor-1's, skin care.
    expect(await namesFor('prod-001')).toEqual(['Strip cart', 'Strip vendor-1']);
    // prod-003: vendor-4's, whose own offer covers it.
    expect(await namesFor('prod-003')).toEqual(['Strip cart', 'Strip prod-003']);
    expect(await namesFor('no-such-product')).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/store/offers?product=&x=1' });
    expect(bad.statusCode).toBe(400);
    for (const id of ids) await admin.call('POST', `/api/admin/promotions/${id}/end`, {});
  });
});
