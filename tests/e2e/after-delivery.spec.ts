// After delivery (issue #37), on a 375 px phone: a customer's order is shipped with Blue Dart and
// delivered by the demo vendor; the order page says when it was delivered (not "Expected …"),
// links the tracking number to Blue Dart's tracking page, has one "Tax invoice" for the shipment
// beside the "Order summary", shows no SKU, and the return form fits the screen: items chosen by
// checkbox with the quantity after, and "Return by <date>".
import { trackingUrlOf } from '../../src/domain/carriers';
import { expect, expectAccessible, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';
import { DELIVERY_ADDRESS } from './fixtures-orders';
import { testEmail } from './fixtures-people';

test.use({ viewport: { width: 375, height: 812 } });

test('a delivered order links its tracking and its return form fits the phone', async ({
  page,
  scanned,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = testEmail('after');
  const signedUp = await page.request.post('/api/auth/register', {
    data: { name: 'Ishita Rao', email, password: 'Jasmine-Kohl-42' },
    headers: { origin: baseURL! },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  // Two of the demo vendor's face oil, so the return form asks how many.
  const placed = await page.request.post('/api/store/orders', {
    data: {
      items: [{ productId: 'prod-001', quantity: 2 }],
      address: { ...DELIVERY_ADDRESS, fullName: 'Ishita Rao' },
      paymentMethod: 'cod',
    },
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}`, origin: baseURL! },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string };

  const vendorContext = await browser.newContext({ baseURL });
  const vendor = await vendorContext.newPage();
  await signInAs(vendor, 'vendor');
  const tracking = `BD${Date.now()}`;
  for (const body of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Blue Dart', trackingNumber: tracking },
    { to: 'delivered' },
  ]) {
    const res = await vendor.request.post(`/api/vendor/orders/${order.id}/status`, {
      data: body,
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await vendorContext.close();

  await visit(page, scanned, `/my-orders/${order.id}`);
  await expect(page.getByText(/^Delivered on \w{3}, \d{1,2} \w{3}$/)).toBeVisible();
  await expect(page.getByText(/^Expected /)).toHaveCount(0);
  const link = page.getByRole('link', { name: new RegExp(`Track ${tracking}`) });
  await expect(link).toHaveAttribute('href', trackingUrlOf('Blue Dart', tracking)!);
  expect(await link.getAttribute('href')).toBe(
    `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${tracking}`,
  );
  await expect(page.getByRole('link', { name: 'Tax invoice' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByText(/SKU/)).toHaveCount(0);
  await expect(page.getByText(/^Includes GST ₹[\d,]+$/)).toBeVisible();

  const returnsPanel = page.getByRole('region', { name: 'Returns' });
  await returnsPanel.getByRole('button', { name: 'Return Items' }).click();
  const form = page.getByRole('form', { name: 'Return items' });
  await expect(form.getByText(/^Return by \w{3}, \d{1,2} \w{3}$/)).toBeVisible();
  const item = form.getByRole('checkbox');
  await expect(item).not.toBeChecked();
  await item.check();
  await expect(form.getByRole('combobox', { name: /^Quantity of / })).toHaveValue('1');
  await form.getByRole('combobox', { name: /^Quantity of / }).selectOption('2');
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBe(widths.viewport);
  await expectAccessible(page);
});
