// Angle Admin's dashboard and orders (issue #7). Customers order through the API; the admin's
// dashboard must show exactly the sums this test computes from those orders. The figures are
// store-wide, so this file runs in the 'after-all' project (playwright.config.ts), once every
// other spec has finished placing orders and registering customers.
import fs from 'node:fs';
import { formatINR } from '../../src/domain/money';
import { expect, test, visit } from './fixtures';
import { DEMO_ACCOUNTS, signInAs } from './fixtures-auth';
import { newCustomer, type PlacedOrder } from './fixtures-orders';

interface Figures {
  gmv: number;
  orders: number;
  cancelledOrders: number;
  newCustomers: number;
}

/** Rupee sums to the paisa. */
const rupees = (...amounts: number[]) =>
  Math.round(amounts.reduce((sum, a) => sum + a * 100, 0)) / 100;

test('the dashboard’s figures match the orders customers place', async ({
  page,
  scanned,
  playwright,
  baseURL,
}) => {
  // The admin signs in through the admin login and lands on the dashboard.
  await visit(page, scanned, '/admin/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const before = (
    (await (await page.request.get('/api/admin/dashboard?range=today')).json()) as {
      figures: Figures;
    }
  ).figures;

  // Two new customers: three orders, one of them cancelled by its customer.
  const anika = await newCustomer(playwright.request, baseURL!, 'Anika Sharma');
  const dev = await newCustomer(playwright.request, baseURL!, 'Dev Malhotra');
  const placed: PlacedOrder[] = [
    await anika.placeOrder([
      { productId: 'prod-003', quantity: 1 },
      { productId: 'prod-009', variantId: 'prod-009-v1', quantity: 2 },
    ]),
    await dev.placeOrder([{ productId: 'prod-014', variantId: 'prod-014-v2', quantity: 1 }]),
  ];
  const cancelled = await dev.placeOrder([{ productId: 'prod-006', quantity: 1 }]);
  await dev.cancel(cancelled.id);
  await anika.dispose();
  await dev.dispose();

  const gmv = rupees(before.gmv, ...placed.map((o) => o.totals.total));
  const orders = before.orders + placed.length;
  const expected = {
    gmv: formatINR(gmv),
    orders: String(orders),
    aov: formatINR(Math.round((gmv * 100) / orders) / 100),
    newCustomers: String(before.newCustomers + 2),
    cancelled: `${before.cancelledOrders + 1} cancelled, not counted`,
  };

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Today' }).click();
  await expect(page).toHaveURL(/range=today/);
  await expect(page.getByTestId('figure-gmv').locator('dd').first()).toHaveText(expected.gmv);
  await expect(page.getByTestId('figure-orders').locator('dd').first()).toHaveText(expected.orders);
  await expect(page.getByTestId('figure-orders')).toContainText(expected.cancelled);
  await expect(page.getByTestId('figure-aov').locator('dd').first()).toHaveText(expected.aov);
  await expect(page.getByTestId('figure-new-customers').locator('dd').first()).toHaveText(
    expected.newCustomers,
  );
  await expect(page.getByText('Order totals, cancelled orders left out')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent orders' });
  for (const order of [...placed, cancelled]) {
    await expect(recent.getByRole('link', { name: order.number })).toBeVisible();
  }
  await page.getByText('Show the figures as a table').click();
  await expect(page.getByRole('table', { name: 'Orders and revenue per day' })).toContainText(
    expected.gmv,
  );

  // A custom period longer than a year and a day is refused where it is typed (the API's limit).
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom dates' }).click();
  const custom = page.getByRole('form', { name: 'Custom period' });
  await custom.getByLabel('From').fill('2024-01-01');
  await custom.getByLabel('To').fill('2025-03-01');
  await custom.getByRole('button', { name: 'Show' }).click();
  await expect(custom.getByRole('alert')).toHaveText('Choose a period of at most 366 days.');
  await expect(page).not.toHaveURL(/from=2024-01-01/);
});

test('the admin finds an order, ships one vendor’s part, cancels the other and exports CSV', async ({
  page,
  scanned,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(playwright.request, baseURL!, 'Farah Qureshi');
  // prod-010 is Rani Rouge Cosmetics' (vendor-2), prod-013 Kumkumadi Naturals' (vendor-1).
  const order = await customer.placeOrder([
    { productId: 'prod-010', variantId: 'prod-010-v1', quantity: 1 },
    { productId: 'prod-013', quantity: 1 },
  ]);
  await customer.dispose();
  await signInAs(page, 'admin');
  const stockOf = async (id: string) =>
    (
      (await (await page.request.get('/api/admin/products?sort=stock&limit=100')).json()) as {
        items: { id: string; stockQuantity: number }[];
      }
    ).items.find((p) => p.id === id)?.stockQuantity;

  await visit(page, scanned, '/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
  await expect(page.getByTestId('admin-order-row')).toHaveCount(1);
  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);

  const rani = page.getByRole('region', { name: 'Rani Rouge Cosmetics' });
  await rani.getByRole('button', { name: 'Confirm for Rani Rouge Cosmetics' }).click();
  await expect(rani.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await rani.getByRole('button', { name: /^Mark Packed/ }).click();
  await rani.getByRole('button', { name: /^Mark Shipped/ }).click();
  const ship = page.getByRole('dialog');
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(ship.getByText('Enter the tracking number.')).toBeVisible();
  await ship.getByLabel('Carrier').selectOption('Blue Dart');
  await ship.getByLabel('Tracking number').fill('BD40051234');
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(ship).toHaveCount(0);
  await expect(rani.getByText('BD40051234').first()).toBeVisible();
  await expect(rani.getByRole('button', { name: /^Cancel Shipment/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Order…' })).toHaveCount(0);

  const stock = await stockOf('prod-013');
  const kumkumadi = page.getByRole('region', { name: 'Kumkumadi Naturals' });
  await kumkumadi.getByRole('button', { name: /^Cancel Shipment/ }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByLabel(/Reason/).fill('Out of stock at the vendor');
  await confirm.getByRole('button', { name: 'Cancel Shipment' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(kumkumadi.getByText('Out of stock at the vendor').first()).toBeVisible();
  expect(await stockOf('prod-013')).toBe(stock! + 1);

  await visit(page, scanned, `/admin/orders?search=${encodeURIComponent(customer.email)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^angle-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')).toHaveLength(2);
  expect(csv).toContain(order.number);
  expect(csv).toContain('Rani Rouge Cosmetics (shipped)');
});

test('the orders page and an order work at 375 px', async ({ page, scanned }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'admin');
  await visit(page, scanned, '/admin/orders');
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toBeVisible();
  // A phone gets the orders as cards, made from the table's columns.
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Customer');
  await expect(page.getByTestId('admin-order-row').first()).toBeHidden();
  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order ANG-/);
  await expect(page.getByRole('link', { name: 'All orders' })).toBeVisible();
  await visit(page, scanned, '/admin/dashboard');
  // Nothing overflows the phone's width: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
