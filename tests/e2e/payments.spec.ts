// Paying online (issue #8): with Razorpay switched on in the payment settings, a customer orders
// with "Pay online", closes the payment window once, pays from the order's page in the fake
// gateway's checkout (scripts/e2e-server.mjs), and sees the order as paid in My Orders. The demo
// customer pays: registrations share one per-address limit across the whole suite.
import { DEMO_ACCOUNTS } from './fixtures-auth';
import { expect, expectAccessible, test, visit } from './fixtures';
import { adminApi, changePaymentSettings, FAKE_RAZORPAY_ON } from './fixtures-settings';

async function enableRazorpay(baseURL: string) {
  const api = await adminApi(baseURL);
  await changePaymentSettings(api, (now) => ({
    ...now,
    cod: { ...now.cod, enabled: true, maxOrderValue: 50_000 },
    razorpay: FAKE_RAZORPAY_ON,
  }));
  await api.dispose();
}

test('a customer pays online in Razorpay Checkout and sees the order paid', async ({
  page,
  scanned,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await enableRazorpay(baseURL!);
  const customer = DEMO_ACCOUNTS.customer;

  await visit(page, scanned, '/auth/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await visit(page, scanned, '/products/prod-008');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await visit(page, scanned, '/checkout');
  // Another spec may have saved an address for the demo customer: deliver to a new one either way.
  await page
    .getByRole('radio', { name: /^(Enter a delivery address|Deliver to a new address)$/ })
    .check();
  await page.getByLabel('Full name').fill('Ira Kulkarni');
  await page.getByLabel('Mobile number').fill('98220 45678');
  await page.getByLabel('House, building and street').fill('7 Law College Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByRole('combobox', { name: 'State or UT' }).click();
  await page.getByRole('option', { name: 'Maharashtra' }).click();
  await page.getByLabel('PIN code').fill('411004');
  // Leaves the demo customer's saved addresses as the other specs expect them.
  await page.getByRole('checkbox', { name: 'Save this address to my account' }).uncheck();
  await page.getByRole('radio', { name: /^Pay online \(UPI, cards, netbanking\)/ }).check();
  await expectAccessible(page, scanned);
  await page.getByRole('button', { name: 'Place Order and Pay' }).click();

  // The order's page opens Checkout at once; closing it leaves the order waiting for payment.
  await expect(page).toHaveURL(/\/my-orders\/[\w-]+$/);
  const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(checkout).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByText('Payment pending')).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Order ',
    '',
  );
  await expectAccessible(page, scanned);

  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ Now$/ }).click();
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/confirm-order\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByText(/^Paid online: ₹[\d,.]+\.$/)).toBeVisible();
  await expectAccessible(page, scanned);

  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  const listed = page.getByRole('listitem').filter({ hasText: `Order ${number}` });
  await expect(listed.getByText('Paid', { exact: true })).toBeVisible();
  await expect(listed.getByText('Placed', { exact: true })).toBeVisible();
});
