// Shades and sizes (issue #18), as a shopper meets them: the lipstick's card shows its shades as
// dots and sends the shopper to choose one; on its page a shade is picked with the keyboard, the
// URL and the price follow; the shade is a line of the cart, of the order, of My Orders and of
// the vendor's order page. The listing's attribute filter narrows what it shows.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './fixtures-auth';
import { expect, expectAccessible, test, visit } from './fixtures';
import { testEmail } from './fixtures-people';

// The seed's lipstick (src/server/db/seed-data.ts): seven shades by Rani Rouge Cosmetics;
// Berry Wine ₹699 (was ₹849) with 4 in stock, Coral Crush sold out.
const LIPSTICK = 'prod-002';
const LIPSTICK_NAME = 'Matte Velvet Lipstick';
const VENDOR = { email: 'care@rani-rouge.example', password: DEMO_ACCOUNTS.vendor.password };

async function registerAndSignIn(page: Page, baseURL: string) {
  const email = testEmail('shade');
  const password = 'Berry-Wine-Kohl-7';
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/register', {
    data: { name: 'Ishita Bose', email, password },
    headers: { origin: baseURL },
  });
  expect(res.status(), 'registering the customer').toBe(201);
  await api.dispose();
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), 'signing in the customer').toBe(200);
}

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Ishita Bose');
  await page.getByLabel('Mobile number').fill('98300 12345');
  await page.getByLabel('House, building and street').fill('22 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByRole('combobox', { name: 'State or UT' }).click();
  await page.getByRole('option', { name: 'West Bengal' }).click();
  await page.getByLabel('PIN code').fill('700016');
}

test('a shopper picks a shade by keyboard and finds it in the cart, the order and the vendor’s page', async ({
  page,
  scanned,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerAndSignIn(page, baseURL!);

  // The card: the first five shades as dots, "+2", and no silent pick of a shade.
  await visit(page, scanned, '/products?category=makeup&subcategory=lips');
  const card = page.getByTestId('product-card').filter({ hasText: LIPSTICK_NAME });
  await expect(card.getByTestId('swatch-dot')).toHaveCount(5);
  await expect(card.getByTestId('swatch-dot').nth(1)).toHaveAttribute('title', 'Berry Wine');
  await expect(card.getByText('+2')).toBeVisible();
  await expect(card.getByText('from')).toBeVisible();
  await card.hover();
  await card.getByRole('link', { name: `Choose shade: ${LIPSTICK_NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${LIPSTICK}$`));

  // The product page: the default shade, then Berry Wine chosen with the arrow keys.
  await expect(page.getByRole('group', { name: 'Shade: Rani Pink' })).toBeVisible();
  await expectAccessible(page, scanned);
  await page.getByRole('radio', { name: 'Rani Pink' }).focus();
  await page.keyboard.press('ArrowRight');
  const berry = page.getByRole('radio', { name: 'Berry Wine' });
  await expect(berry).toBeChecked();
  await expect(berry).toBeFocused();
  await expect(page.getByRole('group', { name: 'Shade: Berry Wine' })).toBeVisible();
  // A shared link opens the shade (issue #37: `?shade=` and the shade's slug).
  await expect(page).toHaveURL(new RegExp(`/products/${LIPSTICK}\\?shade=berry-wine$`));
  const berryUrl = page.url();
  await expect(page.getByText('₹699', { exact: true })).toBeVisible();
  await expect(page.getByText('₹849', { exact: true })).toBeVisible();
  await expect(page.getByText('Only 4 left')).toBeVisible();

  // The next shade is sold out: crossed out, still shown, and the button says so.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Coral Crush' })).toBeChecked();
  await expect(page.locator('label[data-sold-out="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(berry).toBeChecked();
  expect(page.url()).toBe(berryUrl);
  await expectAccessible(page, scanned);

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart names the shade.
  await visit(page, scanned, '/cart');
  const line = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('variant-label')).toHaveText('Berry Wine');

  // Checkout places the order; the confirmation names the shade.
  await page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('link', { name: 'Proceed to Checkout' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Berry Wine').first()).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/confirm-order\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByTestId('variant-label')).toHaveText('Berry Wine');
  const number = (await page.getByText(/^ANG-/).first().textContent())!.trim();

  // My Orders shows the shade, and so does the order's page, without the vendor's SKU (#37).
  await visit(page, scanned, '/my-orders');
  const listed = page.getByRole('listitem').filter({ hasText: number });
  await expect(listed.getByText(`${LIPSTICK_NAME} · Berry Wine`)).toBeVisible();
  await visit(page, scanned, `/my-orders/${orderId}`);
  await expect(page.getByTestId('variant-label')).toContainText('Berry Wine');
  // The steps still to come stand greyed after "Placed", shipping with its ship-by day.
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByTestId('step-to-come')).toHaveText([
    'Confirmed (still to come)',
    'Packed (still to come)',
    /^Shipped \(still to come\)Ships by \d{1,2} \w{3} \d{4}$/,
    'Delivered (still to come)',
  ]);
  await expect(page.getByRole('heading', { level: 1 }).locator('span.tabular-nums')).toHaveText(
    number,
  );
  await expect(page.getByTestId('variant-label')).not.toContainText('SKU');

  // The vendor's order page shows the shade too.
  const vendorContext = await browser.newContext({ baseURL });
  const vendor = await vendorContext.newPage();
  const signIn = await vendor.request.post('/api/auth/vendor/login', { data: VENDOR });
  expect(signIn.status(), 'signing in the lipstick’s vendor').toBe(200);
  await vendor.goto(`/vendor/orders/${orderId}`);
  await expect(vendor.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(vendor.getByText('Berry Wine').first()).toBeVisible();
  // Their report ranks what sold by shade.
  await visit(vendor, scanned, '/vendor/reports');
  await expect(
    vendor.getByRole('table', { name: 'Top shades and sizes' }).getByText(/^Berry Wine · /),
  ).toBeVisible();
  await vendorContext.close();
});

test('an attribute filter narrows the listing and shows in the filter count', async ({
  page,
  scanned,
}) => {
  await visit(page, scanned, '/products?category=makeup');
  const status = page.getByRole('status').filter({ hasText: /products?$/ });
  const countOf = async () => Number((await status.textContent())!.match(/\d+/)![0]);
  await expect(status).toHaveText(/^\d+ products?$/);
  const before = await countOf();

  const filters = page.getByRole('complementary', { name: 'Product filters' });
  await filters.locator('summary', { hasText: 'Shade family' }).click();
  await filters.getByRole('checkbox', { name: /^Berry/ }).click();
  await expect(filters.getByRole('checkbox', { name: /^Berry/ })).toBeChecked();
  await expect(page).toHaveURL(/attributes=shade-family%3Aberry/);
  await expect(page.getByRole('link', { name: 'Remove filter Shade family: Berry' })).toBeVisible();
  await expect.poll(countOf).toBeLessThan(before);
  await expect(page.getByTestId('product-card').filter({ hasText: LIPSTICK_NAME })).toBeVisible();
  await expectAccessible(page, scanned);

  // Unticked, the listing is as it was.
  await filters.getByRole('checkbox', { name: /^Berry/ }).click();
  await expect(page).not.toHaveURL(/attributes=/);
  await expect.poll(countOf).toBe(before);
});
