// The cart-to-order journey (issue #5): a visitor fills the cart from the home page and a product
// page, signs in with the cart kept, pays cash on delivery, sees the confirmation, finds the
// order in My Orders and cancels it. A freshly registered customer gets the first-purchase
// discount.
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, test, visit } from './fixtures';
import { testEmail } from './fixtures-people';

async function registerCustomer(baseURL: string) {
  const email = testEmail('cart');
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
  // Whole-rupee prices, whole-rupee amounts: the 20% is rounded up to the rupee (decision 026).
  const valueOf = (label: RegExp) =>
    page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');
  await expect(valueOf(/^First-purchase discount/)).toHaveText(/^−₹[\d,]+$/);
  await expect(valueOf(/^Total$/)).toHaveText(/^₹[\d,]+$/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Enter a 10-digit mobile number.')).toBeVisible();
  // The account's name to start with; the PIN code fills city and state (issue #25, point 9).
  await expect(page.getByLabel('Full name')).toHaveValue('Kavya Menon');
  await page.getByLabel('PIN code').fill('682031');
  await expect(page.getByLabel('City')).toHaveValue('Ernakulam');
  await expect(page.getByRole('combobox', { name: 'State or UT' })).toHaveText(/Kerala/);
  await page.getByLabel('Mobile number').fill('98470 12345');
  await page.getByLabel('House, building and street').fill('14 Marine Drive');
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('checkout keeps the shell, fills city and state from the PIN code and keeps the total and Place Order in reach', async ({
    page,
    scanned,
  }) => {
    // A customer of its own: the demo customer's cart is shared with specs running beside it.
    const registered = await page.request.post('/api/auth/register', {
      data: {
        name: 'Ira Kulkarni',
        email: testEmail('phone'),
        password: 'Champa-Garland-58',
      },
    });
    expect(registered.status()).toBe(201);
    await visit(page, scanned, '/products/prod-008');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await visit(page, scanned, '/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // The customer shell stays on checkout (SPEC §2).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();

    await page
      .getByRole('radio', { name: /Deliver to a new address|Enter a delivery address/ })
      .check();
    await page.getByLabel('PIN code').fill('411001');
    await expect(page.getByLabel('City')).toHaveValue('Pune');
    await expect(page.getByRole('combobox', { name: 'State or UT' })).toHaveText(/Maharashtra/);
    await expect(page.getByText('+91', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveAttribute(
      'autocomplete',
      'shipping tel-national',
    );

    // One Place Order on a phone: the sticky bar's, with the total, always on screen.
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toHaveCount(1);
    await expect(placeOrder).toBeInViewport();
    await expect(page.locator('p').filter({ hasText: /^Total₹/ })).toBeInViewport();
    // The bar never hides the end of the page: the body keeps its height free.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerEnd = await page
      .getByRole('contentinfo')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = (await placeOrder.boundingBox())!.y;
    expect(footerEnd).toBeLessThanOrEqual(barTop + 80);
    await expectAccessible(page, scanned);
  });
});
