// Issue #38: a new seller's first payout waits for its business verification. The seller
// registers (signed in at once), sells and delivers; Angle Admin settles the week and the payout
// is on hold. The seller fills in "Business verification" in its settings (the PAN must be the
// GSTIN's), Angle Admin verifies it from the queue, and the held payout becomes due.
import { addDays } from '../../src/domain/india-time';
import { expect, expectAccessible, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';
import { backdateLedger } from './fixtures-db';
import { aPastSunday, contextPage, openPage, testEmail, unique } from './fixtures-people';
import { DELIVERY_ADDRESS, publishedProduct, validGstin } from './fixtures-orders';

test('a new seller’s payout is held until Angle Admin verifies its business, then it is due', async ({
  page: vendor,
  browser,
  baseURL,
  scanned,
}) => {
  test.setTimeout(240_000);
  const company = unique('Kesar Glow Studio');
  const registered = await vendor.request.post('/api/auth/vendor/register', {
    data: {
      companyName: company,
      contactName: 'Meera Nair',
      email: testEmail('kyc-vendor'),
      password: 'Saffron-Kumkum-9',
      phone: '9845012345',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const product = await publishedProduct(vendor.request, {
    name: unique('Saffron Night Oil'),
    description: 'Saffron and almond oil for overnight glow.',
    category: 'skin',
    subcategory: 'face',
    tags: [],
    price: 1299,
    originalPrice: null,
    isOnSale: false,
    isNew: false,
    stockQuantity: 10,
    lowStockThreshold: 3,
  });

  // A shopper buys it with cash on delivery; the seller delivers it.
  const { context: shopper, page: customer } = await contextPage(browser, baseURL);
  const signedUp = await customer.request.post('/api/auth/register', {
    data: { name: 'Kavya Menon', email: testEmail('kyc-customer'), password: 'Jasmine-Kohl-42' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const placed = await customer.request.post('/api/store/orders', {
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      address: DELIVERY_ADDRESS,
      paymentMethod: 'cod',
    },
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string };
  await shopper.close();
  for (const step of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DLV-38001' },
    { to: 'delivered' },
  ]) {
    const moved = await vendor.request.post(`/api/vendor/orders/${order.id}/status`, {
      data: step,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // Time moves on: delivered three weeks before a week Angle Admin settles.
  // A Sunday of 2021–2022: a settlement period no other spec settles.
  const to = aPastSunday('2021-01-03');
  const from = addDays(to, -6);
  await backdateLedger(order.id, to, { delivered: 21, refunded: 3 });
  const { context: adminContext, page: admin } = await contextPage(browser, baseURL);
  await signInAs(admin, 'admin');
  const ran = await admin.request.post('/api/admin/settlements', { data: { from, to } });
  expect(ran.status(), await ran.text()).toBe(201);

  // The seller's payout is computed but held.
  await visit(vendor, scanned, '/vendor/payouts');
  // A new seller: its one payout.
  const payoutRow = () => vendor.getByTestId('vendor-payout-row').first();
  await expect(vendor.getByTestId('payouts-held')).toContainText('on hold');
  await expect(payoutRow()).toContainText('On hold: verify your business');
  await expectAccessible(vendor, scanned);

  // Business verification in the settings: a PAN that is not the GSTIN's is refused there.
  await vendor.getByRole('link', { name: 'Verify your business' }).click();
  const form = vendor.getByRole('form', { name: 'Business verification' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(vendor.getByTestId('verification-status')).toContainText('Not started');
  await vendor.getByTestId('document-cancelled-cheque').setInputFiles({
    name: 'cheque.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(vendor.getByRole('link', { name: /cheque\.pdf/ })).toBeVisible();
  const gstin = validGstin();
  await form.getByLabel('Legal name').fill(`${company} LLP`);
  await form.getByLabel('GSTIN').fill(gstin);
  await form.getByLabel('PAN', { exact: true }).fill('AAPFU0939F');
  await form.getByLabel('Account number', { exact: true }).fill('50100123456789');
  await form.getByLabel('Account number, again').fill('50100123456789');
  await form.getByLabel('IFSC').fill('HDFC0001234');
  await form.getByLabel('Building and street').fill('Unit 4, Bhosari MIDC');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State or UT').selectOption('Maharashtra');
  await form.getByLabel('PIN code').fill('411026');
  await form.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(
    form.getByText('The PAN must match the GSTIN (its characters 3 to 12).'),
  ).toBeVisible();
  await expectAccessible(vendor);
  await form.getByLabel('PAN', { exact: true }).fill(gstin.slice(2, 12));
  await form.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(vendor.getByTestId('verification-status')).toContainText('Submitted');

  // Angle Admin finds it from the dashboard's desk (issue #38), then verifies it from the queue
  // after a confirmation.
  await openPage(admin, '/admin/dashboard', 'Dashboard');
  const toVerify = admin.getByTestId('desk-sellers-to-verify');
  await expect(toVerify).toHaveText(/^Sellers to verify\s*[1-9][\d,]*$/);
  await toVerify.click();
  await expect(admin).toHaveURL(/\/admin\/verifications\?status=submitted$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Seller Verification');
  const row = admin.getByTestId('admin-verification-row').filter({ hasText: company });
  await expect(row).toContainText('Submitted');
  await expectAccessible(admin, scanned);
  await row.getByRole('button', { name: `Review ${company}` }).click();
  const detail = admin.getByTestId('verification-detail');
  await expect(detail).toContainText(gstin);
  await expect(detail).toContainText('50100123456789');
  await expect(detail.getByRole('link', { name: /cheque\.pdf/ })).toBeVisible();
  await expectAccessible(admin);
  await detail.getByRole('button', { name: 'Verify Seller' }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Verify ${company}?` });
  await confirm.getByRole('button', { name: 'Verify Seller' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(detail).toContainText('Verified');
  await adminContext.close();

  // The held payout is due now.
  await visit(vendor, scanned, '/vendor/payouts');
  await expect(payoutRow()).toContainText('Due');
  await expect(payoutRow()).not.toContainText('On hold');
  await expect(vendor.getByTestId('payouts-held')).toHaveCount(0);
});
