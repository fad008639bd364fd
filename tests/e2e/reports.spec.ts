// Issue #38 journey: a shopper reports another shopper's review from the product page with a
// reason from the list; Angle Admin opens the Reported queue from the dashboard's desk and hides
// it with a reason; the review is gone from the product page.
import type { APIRequestContext, Page } from '@playwright/test';
import { SAVE_SCREENSHOTS, expect, screenshotPath, test, visit } from './fixtures';
import { DEMO_ACCOUNTS, signInAs } from './fixtures-auth';

const PRODUCT = 'prod-001'; // Kumkumadi Naturals, the demo vendor's.
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TITLE = `Sticky and smells odd ${tag}`;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  const text = await response.text();
  expect(response.status(), `${what}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

async function register(request: APIRequestContext, who: string) {
  await ok(
    await request.post('/api/auth/register', {
      data: {
        name: who,
        email: `e2e-${who.toLowerCase()}-${tag}@example.in`,
        password: 'Jasmine-Chai-77',
      },
    }),
    `registering ${who}`,
  );
}

/** A customer whose order of the product was delivered writes a review of it. */
async function publishedReview(request: APIRequestContext, vendor: APIRequestContext) {
  await register(request, 'Reviewer');
  const order = await ok(
    await request.post('/api/store/orders', {
      headers: { 'idempotency-key': `e2e-report-${tag}` },
      data: {
        items: [{ productId: PRODUCT, quantity: 1 }],
        address: {
          fullName: 'Meera Joshi',
          phone: '9822012345',
          line1: '12 FC Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411004',
        },
        paymentMethod: 'cod',
      },
    }),
    'order',
  );
  const { email, password, api } = DEMO_ACCOUNTS.vendor;
  await ok(await vendor.post(api, { data: { email, password } }), 'vendor sign-in');
  for (const step of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Delhivery', trackingNumber: `DLV-${tag}` },
    { to: 'delivered' },
  ]) {
    await ok(await vendor.post(`/api/vendor/orders/${order.id}/status`, { data: step }), step.to);
  }
  await ok(
    await request.post('/api/store/reviews', {
      data: {
        productId: PRODUCT,
        rating: 1,
        title: TITLE,
        text: 'Visit my shop for a better oil at half the price, link in my profile.',
      },
    }),
    'review',
  );
}

async function shoot(page: Page, name: string) {
  if (!SAVE_SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a shopper reports a review, Angle Admin hides it from the Reported queue, it leaves the product page', async ({
  page,
  browser,
  scanned,
}) => {
  test.setTimeout(150_000);
  const reviewer = await browser.newContext();
  const vendor = await browser.newContext();
  await publishedReview(reviewer.request, vendor.request);
  await reviewer.close();
  await vendor.close();

  // Another shopper reports it, choosing a reason from the list.
  await register(page.request, 'Reporter');
  await visit(page, scanned, `/products/${PRODUCT}`);
  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
  await reviews.getByLabel('Sort reviews').selectOption('newest');
  const theirs = reviews.getByTestId('review').filter({ hasText: TITLE });
  await theirs.getByRole('button', { name: /^Report the review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByText('Choose why you are reporting it.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Anything to add (optional)').fill('Advertises another shop');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Thank you. We will look at this review.')).toBeVisible();

  // Angle Admin finds it from the dashboard's desk.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await visit(admin, scanned, '/admin/dashboard');
  const desk = admin.getByTestId('desk-reported');
  await expect(desk).toContainText('Reported reviews and questions');
  await shoot(admin, 'admin-desk');
  await desk.click();
  await expect(admin).toHaveURL(/\/admin\/reported$/);
  await expect(admin.getByRole('heading', { name: 'Reported', level: 1 })).toBeVisible();
  const row = admin.getByTestId('reported-row').filter({ hasText: TITLE });
  await expect(row).toContainText('Spam');
  await expect(row).toContainText('Advertises another shop');
  await shoot(admin, 'admin-reported');
  await row.getByRole('button', { name: /^Hide the review/ }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hide this review?' });
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Advertising another shop');
  await confirm.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(admin.getByText('The review is hidden from the store.')).toBeVisible();
  await expect(admin.getByTestId('reported-row').filter({ hasText: TITLE })).toHaveCount(0);
  await adminContext.close();

  // Gone from the product page.
  await page.reload();
  await page.getByLabel('Sort reviews').selectOption('newest');
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});
