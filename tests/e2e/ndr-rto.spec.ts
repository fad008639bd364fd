// Failed deliveries and returns to origin (issue #39, decision 040), through the fake Shiprocket
// the e2e server runs: Angle Admin turns Shiprocket on, the demo customer's cash order is booked
// by its vendor, the courier (this spec, posting Shiprocket's webhook with its token) reports a
// failed attempt; the customer follows the order page's link to the delivery page and asks for
// another attempt on a day. A second parcel comes back to its seller, and its shipping both ways
// shows in the vendor's ledger.
import type { APIRequestContext } from '@playwright/test';
import { FakeShiprocket, FAKE_SHIPROCKET } from '../../src/server/test/fake-shiprocket';
import { expect, expectAccessible, screenshotPath, test } from './fixtures';
import { signInAs } from './fixtures-auth';
import { DELIVERY_ADDRESS, publishedProduct } from './fixtures-orders';
import { contextPage, openPage, unique } from './fixtures-people';

const STATUS = {
  pickedUp: [42, 'PICKED UP'],
  undelivered: [21, 'Customer not available'],
  rtoInitiated: [9, 'RTO INITIATED'],
  rtoDelivered: [10, 'RTO DELIVERED'],
} as const;

let minute = 1;

async function courierReports(
  request: APIRequestContext,
  awb: string,
  status: keyof typeof STATUS,
) {
  const [id, words] = STATUS[status];
  const body = new FakeShiprocket().webhookBody(
    awb,
    id,
    words,
    new Date(Date.now() + minute++ * 60_000),
  );
  const res = await request.post('/api/shipping/carrier-webhook', {
    data: JSON.parse(body) as object,
    headers: { 'x-api-key': FAKE_SHIPROCKET.webhookToken },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function setShiprocket(request: APIRequestContext, enabled: boolean) {
  const res = await request.put('/api/admin/settings/shipping', {
    data: {
      shiprocket: {
        enabled,
        email: FAKE_SHIPROCKET.email,
        pickupLocation: 'Primary',
        password: FAKE_SHIPROCKET.password,
        webhookToken: FAKE_SHIPROCKET.webhookToken,
      },
      rto: { payer: 'seller', forwardRupees: 65, returnRupees: 65 },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The demo customer's cash order of `productId`, confirmed, packed and booked with the courier. */
async function bookedOrder(
  customer: APIRequestContext,
  vendor: APIRequestContext,
  productId: string,
) {
  const placed = await customer.post('/api/store/orders', {
    data: {
      items: [{ productId, quantity: 1 }],
      address: DELIVERY_ADDRESS,
      paymentMethod: 'cod',
    },
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };
  for (const to of ['confirmed', 'packed']) {
    const moved = await vendor.post(`/api/vendor/orders/${order.id}/status`, { data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const booked = await vendor.post(`/api/vendor/orders/${order.id}/shipment`, {
    data: { provider: 'shiprocket', weightGrams: 300 },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { trackingNumber } = (await booked.json()) as { trackingNumber: string };
  return { ...order, awb: trackingNumber };
}

test('a failed delivery: the customer asks for another attempt; a parcel back at its seller shows in its ledger', async ({
  page,
  browser,
  baseURL,
  scanned,
}) => {
  test.slow();
  const admin = await contextPage(browser, baseURL);
  await signInAs(admin.page, 'admin');
  const vendor = await contextPage(browser, baseURL);
  await signInAs(vendor.page, 'vendor');
  await setShiprocket(admin.page.request, true);
  try {
    const product = await publishedProduct(vendor.page.request, {
      name: unique('Saffron Night Cream'),
      description: 'Sent back and forth by the courier in the NDR journey.',
      category: 'skin',
      subcategory: 'face',
      tags: [],
      price: 540,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 20,
      lowStockThreshold: 2,
    });
    await signInAs(page, 'customer');
    const order = await bookedOrder(page.request, vendor.page.request, product.id);
    await courierReports(page.request, order.awb, 'pickedUp');
    await courierReports(page.request, order.awb, 'undelivered');

    // The order page says so and leads to the delivery page.
    await page.goto(`/my-orders/${order.id}`);
    await expect(page.getByText('Delivery attempt failed: Customer not available.')).toBeVisible();
    await page.getByRole('link', { name: 'Choose what happens next' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not deliver your parcel' }),
    ).toBeVisible();
    await expectAccessible(page, scanned);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 900 : 900 });
      await page.screenshot({ path: screenshotPath(`ndr-page-${width}`), fullPage: true });
    }

    // Deliver again, on the second day offered.
    await page.getByRole('radio', { name: 'Deliver again on a day I choose' }).check();
    const day = page.getByLabel('Deliver on');
    const second = await day.locator('option').nth(1).getAttribute('value');
    await day.selectOption(second!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Thank you. We have passed it on to the courier.')).toBeVisible();
    await expect(page.getByText(/^To be delivered again on /)).toBeVisible();

    // The vendor reads the customer's choice on its order.
    await openPage(vendor.page, `/vendor/orders/${order.id}`, /Order/);
    await expect(
      vendor.page.getByText(/The customer chose: Deliver again on a day I choose/),
    ).toBeVisible();

    // A second parcel goes back to the seller: its shipping both ways is in the vendor's ledger.
    const back = await bookedOrder(page.request, vendor.page.request, product.id);
    await courierReports(page.request, back.awb, 'pickedUp');
    await courierReports(page.request, back.awb, 'rtoInitiated');
    await courierReports(page.request, back.awb, 'rtoDelivered');
    await openPage(vendor.page, '/vendor/payouts', 'Payouts');
    const line = vendor.page.getByRole('row').filter({ hasText: back.number });
    await expect(
      line.filter({ hasText: 'Returned to you undelivered: shipping both ways' }),
    ).toContainText('130');
    await expectAccessible(vendor.page, scanned);
  } finally {
    await setShiprocket(admin.page.request, false);
    await admin.context.close();
    await vendor.context.close();
  }
});
