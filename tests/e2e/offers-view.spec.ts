// Offers where shoppers look (issue #37), on a 375 px phone: the admin runs a code, a private
// code and one for bigger orders; the home page's strip lists the listed ones, never the private
// one; in the cart "View offers" says what each saves or how much more to add, and applying one
// from the sheet applies it; the total and "Proceed to Checkout" stay in reach at the bottom.
import { expect, expectAccessible, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';

test.use({ viewport: { width: 375, height: 812 } });

const tag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

test('View offers lists what each code saves and applies a listed code', async ({
  page,
  scanned,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const t = tag();
  const listed = `SAVE${t}`;
  const bigger = `BIG${t}`;
  const hidden = `HUSH${t}`;

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  for (const body of [
    { name: `₹150 off ${t}`, flatOff: 150, minGoods: 999, code: listed },
    { name: `₹900 off big orders ${t}`, flatOff: 900, minGoods: 9000, code: bigger },
    { name: `Friends ${t}`, flatOff: 300, minGoods: 0, code: hidden, private: true },
  ]) {
    const res = await admin.request.post('/api/admin/promotions', {
      data: { kind: 'flat', scope: 'cart', ...body },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await adminContext.close();

  // The home page's offer strip, in the server's page already.
  await visit(page, scanned, '/');
  const strip = page.getByRole('region', { name: 'Offers for you' });
  await expect(strip).toContainText(listed);
  await expect(strip).toContainText(bigger);
  await expect(strip).not.toContainText(hidden);

  // ₹1,899 of face oil in the cart.
  await visit(page, scanned, '/products/prod-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await visit(page, scanned, '/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'View offers' }).click();
  const sheet = page.getByRole('dialog', { name: 'Offers for your cart' });
  const listedRow = sheet.getByRole('listitem').filter({ hasText: listed });
  await expect(listedRow).toContainText('Save ₹150');
  const biggerRow = sheet.getByRole('listitem').filter({ hasText: bigger });
  // ₹9,000 less ₹1,899.
  await expect(biggerRow).toContainText('Add ₹7,101 more');
  await expect(biggerRow.getByRole('button')).toHaveCount(0);
  await expect(sheet).not.toContainText(hidden);
  await expectAccessible(page);
  await sheet.getByRole('button', { name: `Apply ${listed}` }).click();
  await expect(sheet).toHaveCount(0);
  await expect(summary.getByText(`Code ${listed} applied`, { exact: false })).toBeVisible();
  const saving = summary.getByText('−₹150', { exact: true });
  await expect(saving).toBeVisible();
  // One line: "−₹150" does not wrap.
  const box = (await saving.boundingBox())!;
  expect(box.height).toBeLessThan(28);

  // The phone's sticky bar: the total after the code, and the way to checkout.
  const bar = page.getByTestId('cart-sticky-bar');
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('₹1,749');
  await expect(bar.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expectAccessible(page);
});
