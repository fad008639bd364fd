// Issue #19 journey: a customer whose order was delivered rates the product from the order page
// with a photo; the review shows on the product page as from a verified buyer and moves the
// average and the distribution; the vendor replies from the portal and the reply shows; the
// admin hides the review and it is gone from the page.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, visit } from './fixtures';
import { DEMO_ACCOUNTS, signInAs } from './fixtures-auth';

const PRODUCT = 'prod-001'; // Kumkumadi Naturals, the demo vendor's.
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TITLE = `Glow that lasts ${tag}`;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  const text = await response.text();
  expect(response.status(), `${what}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

async function summary(request: APIRequestContext) {
  const body = await ok(await request.get(`/api/store/products/${PRODUCT}/reviews`), 'reviews');
  return body.summary as {
    rating: number;
    count: number;
    distribution: { stars: number; count: number }[];
  };
}

/** The demo vendor walks the order's shipment to delivered through its API. */
async function deliver(request: APIRequestContext, orderId: string) {
  const { email, password, api } = DEMO_ACCOUNTS.vendor;
  await ok(await request.post(api, { data: { email, password } }), 'vendor sign-in');
  for (const step of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Delhivery', trackingNumber: `DLV-${tag}` },
    { to: 'delivered' },
  ]) {
    await ok(await request.post(`/api/vendor/orders/${orderId}/status`, { data: step }), step.to);
  }
}

const fiveStarBar = (page: Page) =>
  page.getByRole('list', { name: 'Reviews per star rating' }).getByRole('button').first();

test('a delivered order is reviewed with a photo, replied to by the vendor and hidden by the admin', async ({
  page,
  browser,
  scanned,
}) => {
  test.setTimeout(150_000);
  // The customer registers and orders the way the checkout does.
  await ok(
    await page.request.post('/api/auth/register', {
      data: {
        name: 'Nandini Rao',
        email: `e2e-review-${tag}@example.in`,
        password: 'Jasmine-Chai-77',
      },
    }),
    'registration',
  );
  const order = await ok(
    await page.request.post('/api/store/orders', {
      headers: { 'idempotency-key': `e2e-review-${tag}` },
      data: {
        items: [{ productId: PRODUCT, quantity: 1 }],
        address: {
          fullName: 'Nandini Rao',
          phone: '9822012345',
          line1: '4 Lane 7, Koregaon Park',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        paymentMethod: 'cod',
      },
    }),
    'order',
  );
  const vendorContext = await browser.newContext();
  await deliver(vendorContext.request, order.id);
  const before = await summary(page.request);

  // From the order page: "Rate this product" on the delivered line.
  await visit(page, scanned, `/my-orders/${order.id}`);
  await page.getByRole('link', { name: 'Rate this product' }).click();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.getByLabel('5 stars: Excellent').check({ force: true });
  await page.getByLabel('Title').fill(TITLE);
  await page
    .getByLabel('Your review')
    .fill('My skin looks brighter after two weeks, and the oil sinks in without any stickiness.');
  await page.getByLabel('Skin type (optional)').selectOption('dry');
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#e8b4a0' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Photos \(optional/)
    .setInputFiles({ name: 'glow.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Post Review' }).click();

  // The product page shows it as a verified buyer's, with the photo; the figures moved.
  await expect(page).toHaveURL(new RegExp(`/products/${PRODUCT}`));
  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
  await reviews.getByLabel('Sort reviews').selectOption('newest');
  const mine = reviews.getByTestId('review').filter({ hasText: TITLE });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toBeVisible();
  await expect(mine.getByText('Skin type: Dry')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Open photo 1 of 1/ })).toBeVisible();
  const after = await summary(page.request);
  expect(after.count).toBe(before.count + 1);
  await expect(reviews.getByTestId('review-count')).toHaveText(`Based on ${after.count} reviews`);
  await expect(reviews.getByTestId('review-average')).toHaveText(after.rating.toFixed(1));
  const fives = before.distribution[0]!.count + 1;
  await expect(fiveStarBar(page)).toHaveAccessibleName(
    new RegExp(`^5 stars\\s*:\\s*${fives} reviews?$`),
  );
  await mine.getByRole('button', { name: /Open photo/ }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');

  // The vendor replies from the portal.
  const vendorPage = await vendorContext.newPage();
  await visit(vendorPage, scanned, '/vendor/reviews');
  const row = vendorPage.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('button', { name: 'Reply' }).click();
  const dialog = vendorPage.getByRole('dialog', { name: 'Reply to this review' });
  await dialog.getByLabel('Reply').fill('Thank you, Nandini! Keep glowing.');
  await dialog.getByRole('button', { name: 'Publish Reply' }).click();
  await expect(vendorPage.getByText('Your reply is published.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Sort reviews').selectOption('newest');
  await expect(mine.getByText('Thank you, Nandini! Keep glowing.')).toBeVisible();

  // The admin hides it with a reason; it leaves the page and the figures.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, 'admin');
  await visit(adminPage, scanned, `/admin/reviews?search=${encodeURIComponent(tag)}`);
  await adminPage.getByRole('button', { name: /^Hide the review/ }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Hide this review?' });
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Shows a competitor’s logo');
  await confirm.getByRole('button', { name: 'Hide Review' }).click();
  await expect(adminPage.getByText('The review is hidden.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Sort reviews').selectOption('newest');
  await expect(page.getByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible();
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
  await expect(page.getByTestId('review-count')).toHaveText(`Based on ${before.count} reviews`);
  await vendorContext.close();
  await adminContext.close();
});
