import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { auditRows, signedInAdmin } from '../admin/test-admin';
import { readPaymentSecrets } from './admin-settings';
import { readSettings } from './store-settings';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const KEY_SECRET = 'rzpKeySecret_Zq81VnW3';
const WEBHOOK_SECRET = 'whsec_Lotus_7731_Xk';
const storeInfo = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/store/info' })).json();

const STORE = {
  storeName: 'Angle',
  supportPhone: '+91 20 4567 8900',
  supportEmail: 'care@angle.example',
  address: '5th Floor, Aurora Towers, MG Road, Camp, Pune, Maharashtra 411001',
  shippingFee: 49,
  freeShippingThreshold: 499,
  gstRate: 18,
  firstPurchaseDiscountPct: 20,
  defaultCommissionRate: 10,
  maxOpenUnpaidOrders: 3,
  maxOrdersPerHour: 10,
  maxUnitsPerProduct: 10,
  returnWindowDays: 7,
  nonReturnableCategories: [],
  tcsRate: 0.5,
  tdsRate: 0.1,
};

const PAYMENT = {
  cod: { enabled: true, maxOrderValue: 50000 },
  razorpay: { enabled: false, keyId: '', testMode: true },
};

describe('store settings', () => {
  it('reads the seeded settings in rupees and percent', async () => {
    const res = await admin.call('GET', '/api/admin/settings/store');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(STORE);
  });

  it('takes effect: a new shipping fee shows in GET /api/store/info, and is recorded', async () => {
    const res = await admin.call('PUT', '/api/admin/settings/store', {
      ...STORE,
      shippingFee: 59.5,
      freeShippingThreshold: 799,
      supportPhone: '+91 98765 43210',
    });
    expect(res.statusCode).toBe(200);
    expect(await storeInfo()).toMatchObject({
      shippingFee: 59.5,
      freeShippingThreshold: 799,
      supportPhone: '+91 98765 43210',
    });
    // The checkout's contract: readSettings gives the document in paise.
    const { store } = await readSettings(t.database.db);
    expect(store).toMatchObject({ shippingFeePaise: 5950, freeShippingThresholdPaise: 79900 });
    const [entry] = await auditRows(t, 'settings', 'store');
    expect(entry).toMatchObject({
      action: 'settings.update',
      actor_user_id: admin.userId,
      changes: {
        shippingFee: { from: 49, to: 59.5 },
        freeShippingThreshold: { from: 499, to: 799 },
        supportPhone: { from: '+91 20 4567 8900', to: '+91 98765 43210' },
      },
    });
  });

  it('refuses invalid values with field errors, changing nothing', async () => {
    const before = await admin.call('GET', '/api/admin/settings/store');
    const res = await admin.call('PUT', '/api/admin/settings/store', {
      ...STORE,
      supportEmail: 'not-an-email',
      shippingFee: -5,
      gstRate: 40,
      extra: true,
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['supportEmail', 'shippingFee', 'gstRate']));
    expect((await admin.call('GET', '/api/admin/settings/store')).json()).toEqual(before.json());
  });

  it('keeps the per-customer order limits, whole numbers within their bounds (issue #16)', async () => {
    const bad = await admin.call('PUT', '/api/admin/settings/store', {
      ...STORE,
      maxOpenUnpaidOrders: 0,
      maxOrdersPerHour: 2.5,
      maxUnitsPerProduct: 11,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    ).toEqual(
      expect.arrayContaining([
        ['maxOpenUnpaidOrders', 'Allow at least 1.'],
        ['maxOrdersPerHour', 'Use a whole number.'],
        ['maxUnitsPerProduct', 'Allow at most 10.'],
      ]),
    );
    const limits = { maxOpenUnpaidOrders: 2, maxOrdersPerHour: 5, maxUnitsPerProduct: 4 };
    const res = await admin.call('PUT', '/api/admin/settings/store', { ...STORE, ...limits });
    expect(res.statusCode).toBe(200);
    expect((await admin.call('GET', '/api/admin/settings/store')).json()).toMatchObject(limits);
    const { store } = await readSettings(t.database.db);
    expect(store).toMatchObject(limits);
    expect((await auditRows(t, 'settings', 'store')).at(-1)).toMatchObject({
      changes: { maxUnitsPerProduct: { from: 10, to: 4 } },
    });
    await admin.call('PUT', '/api/admin/settings/store', STORE);
  });
});

describe('returns and tax withheld from vendors (issue #21)', () => {
  it('keeps the return window, the non-returnable categories and the TCS and TDS rates', async () => {
    const bad = await admin.call('PUT', '/api/admin/settings/store', {
      ...STORE,
      returnWindowDays: 91,
      tcsRate: 12,
      tdsRate: 0.123,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    ).toEqual(
      expect.arrayContaining([
        ['returnWindowDays', 'Use at most 90 days.'],
        ['tcsRate', 'Use a rate of at most 10%.'],
        ['tdsRate', 'Use at most two decimals.'],
      ]),
    );
    const next = {
      returnWindowDays: 10,
      nonReturnableCategories: ['makeup'],
      tcsRate: 1,
      tdsRate: 0.25,
    };
    const res = await admin.call('PUT', '/api/admin/settings/store', { ...STORE, ...next });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.call('GET', '/api/admin/settings/store')).json()).toMatchObject(next);
    const { store } = await readSettings(t.database.db);
    expect(store).toMatchObject({ returnWindowDays: 10, tcsRateBp: 100, tdsRateBp: 25 });
    expect((await auditRows(t, 'settings', 'store')).at(-1)).toMatchObject({
      changes: { tcsRate: { from: 0.5, to: 1 }, returnWindowDays: { from: 7, to: 10 } },
    });
    // A client that does not know the rates leaves them as they are.
    const { tcsRate: _tcs, tdsRate: _tds, ...older } = STORE;
    await admin.call('PUT', '/api/admin/settings/store', { ...older, returnWindowDays: 7 });
    expect((await readSettings(t.database.db)).store).toMatchObject({ tcsRateBp: 100 });
    await admin.call('PUT', '/api/admin/settings/store', STORE);
  });
});

describe('payment settings', () => {
  it('turning cash on delivery off shows codEnabled: false in GET /api/store/info', async () => {
    const res = await admin.call('PUT', '/api/admin/settings/payment', {
      ...PAYMENT,
      cod: { enabled: false, maxOrderValue: 20000 },
    });
    expect(res.statusCode).toBe(200);
    expect((await storeInfo()).codEnabled).toBe(false);
    const { payment } = await readSettings(t.database.db);
    expect(payment.cod).toMatchObject({ enabled: false, maxOrderPaise: 2_000_000 });
  });

  it('keeps Razorpay secrets write-only: stored, masked in answers, recorded as "set"', async () => {
    const res = await admin.call('PUT', '/api/admin/settings/payment', {
      ...PAYMENT,
      razorpay: {
        enabled: true,
        keyId: 'rzp_test_Ab12Cd34Ef',
        testMode: true,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().razorpay).toEqual({
      enabled: true,
      keyId: 'rzp_test_Ab12Cd34Ef',
      testMode: true,
      keySecret: { set: true, last4: 'VnW3' },
      webhookSecret: { set: true, last4: '1_Xk' },
    });
    expect(res.body).not.toContain(KEY_SECRET);
    expect(await readPaymentSecrets(t.database.db)).toEqual({
      razorpayKeySecret: KEY_SECRET,
      razorpayWebhookSecret: WEBHOOK_SECRET,
    });
    const trail = await auditRows(t, 'settings', 'payment');
    expect(trail.at(-1)!.changes).toMatchObject({
      'razorpay.enabled': { from: false, to: true },
      'razorpay.keySecret': 'set',
      'razorpay.webhookSecret': 'set',
    });
    expect(JSON.stringify(trail)).not.toContain(KEY_SECRET);
  });

  it('keeps a secret when it is omitted, and refuses Razorpay on without one', async () => {
    const keep = await admin.call('PUT', '/api/admin/settings/payment', {
      ...PAYMENT,
      razorpay: { enabled: true, keyId: 'rzp_test_Ab12Cd34Ef', testMode: true },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().razorpay.keySecret).toEqual({ set: true, last4: 'VnW3' });
    const removed = await admin.call('PUT', '/api/admin/settings/payment', {
      ...PAYMENT,
      razorpay: { enabled: true, keyId: 'rzp_test_Ab12Cd34Ef', testMode: true, keySecret: null },
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors).toEqual([
      {
        path: 'razorpay.keySecret',
        message: 'Enter the key secret to turn Razorpay on.',
        location: 'body',
      },
    ]);
    expect((await readPaymentSecrets(t.database.db)).razorpayKeySecret).toBe(KEY_SECRET);
  });

  it('checks the key id against the mode', async () => {
    const res = await admin.call('PUT', '/api/admin/settings/payment', {
      ...PAYMENT,
      razorpay: { enabled: false, keyId: 'rzp_live_Ab12Cd34Ef', testMode: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'razorpay.keyId' });
  });
});

describe('secrets never leave the server', () => {
  it('appear in no admin or store response, and in no log line', async () => {
    const saved = await admin.call('PUT', '/api/admin/settings/payment', {
      ...PAYMENT,
      razorpay: {
        enabled: false,
        keyId: '',
        testMode: true,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(KEY_SECRET);
    const ids: Record<string, string> = {
      '/api/admin/products/:id': 'prod-001',
      '/api/store/products/:id': 'prod-001',
      '/api/admin/vendors/:id': 'vendor-1',
    };
    const routes = t.app.routeTable.filter(
      (r) => r.method === 'GET' && /^\/api\/(admin|store)\//.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const { url } of routes) {
      const res = await admin.call('GET', ids[url] ? url.replace(':id', ids[url]) : url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain(KEY_SECRET);
      expect(res.body, url).not.toContain(WEBHOOK_SECRET);
    }
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.body).not.toContain(KEY_SECRET);
    const logs = t.logs.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(KEY_SECRET);
    expect(logs).not.toContain(WEBHOOK_SECRET);
  });
});
