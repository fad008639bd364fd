// The cart-to-order journey (issue #5): a visitor fills the cart from the home page and a product
// page, signs in with the cart kept, pays cash on delivery, sees the confirmation, finds the
// order in My Orders and cancels it. A freshly registered customer gets the first-purchase
// discount.
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, test, visit } from './fixtures';

async function registerCustomer(baseURL: string) {
  const email = `e2e-cart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Jasmine-Kohl-42';
  // Registered from a separate client: the browser stays a visitor until it signs in.
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/register', {
    data: { name: 'Kavya Menon', email, password },
    headers: { origin: baseURL },
  });
  expect(res.status(), 'registering the customer').toBe(201);
  await api.dispose();
  return { email, password };
}

test('a visitor fills the cart, signs in, orders with cash on delivery and cancels it', async ({
  page,
  scanned,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(baseURL!);
  const badge = page.getByTestId('cart-count');

  // From the home page: the first featured product's Add to Cart bar.
  await visit(page, scanned, '/');
  const card = page.getByTestId('product-card').first();
  const firstName = (await card.getByRole('heading').textContent())!.trim();
  await card.hover();
  await card.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(badge).toHaveText('1');

  // From a product page: two of the Rose Water Facial Toner (prod-008, ₹399).
  await visit(page, scanned, '/products/prod-008');
  const secondName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(badge).toHaveText('3');

  await page.reload();
  await expect(badge).toHaveText('3');

  // The cart: both lines, the server's totals, and the offer for signing up.
  await visit(page, scanned, '/cart');
  const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('link', { name: firstName, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: secondName, exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Subtotal (3 items)')).toBeVisible();
  await expect(summary.getByText(/^Includes GST ₹/)).toBeVisible();
  await expect(summary.getByText(/Get 20% off your first purchase/)).toBeVisible();

  // Checkout sends a visitor to sign in first, and back.
  await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcheckout$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The visitor's cart is now the customer's.
  await expect(badge).toHaveText('3');
  await expect(page.getByText(secondName)).toBeVisible();

  // A new customer: no saved address yet, so the form; the first order is 20% off.
  await expect(page.getByText(/First-purchase discount \(20%\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Enter a 10-digit mobile number.')).toBeVisible();
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Mobile number').fill('98470 12345');
  await page.getByLabel('House, building and street').fill('14 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByRole('combobox', { name: 'State or UT' }).click();
  await page.getByRole('option', { name: 'Kerala' }).click();
  await page.getByLabel('PIN code').fill('682031');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expectAccessible(page, scanned);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The confirmation: the order the server recorded, and an empty cart.
  await expect(page).toHaveURL(/\/confirm-order\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  const number = (await page.getByText(/^ANG-/).first().textContent())!.trim();
  await expect(page.getByText(/Cash on Delivery: pay ₹/)).toBeVisible();
  await expect(page.getByText('14 Marine Drive')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expectAccessible(page, scanned);

  // My Orders lists it; its page cancels it after asking.
  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expectAccessible(page, scanned);
  await page.getByRole('link', { name: `Order ${number}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Cancelled: Ordered by mistake').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  await page.getByRole('link', { name: '← My Orders' }).click();
  const listed = page.getByRole('listitem').filter({ hasText: number });
  await expect(listed.getByText('Cancelled')).toBeVisible();
});
