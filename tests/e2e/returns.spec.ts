// After the order (issue #21): a new vendor's lipstick in two shades is ordered with cash on
// delivery by a new customer; the vendor ships it and marks it delivered; the customer asks to
// return one shade with a photo and a UPI ID; the vendor approves; Angle Admin marks it picked up
// and received and records the UPI refund with its reference; the customer sees it refunded with
// a credit note, and the vendor's ledger shows the refund and the commission given back; weeks
// later (the ledger moved back in time), the week's settlement's statement lists both. Then the
// settlement: Angle Admin runs last week's, marks the demo vendor's payout paid with a UTR, and
// the vendor sees it paid. Each person has a browser context of their own.
import Papa from 'papaparse';
import sharp from 'sharp';
import { addDays } from '../../src/domain/india-time';
import { expect, expectAccessible, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';
import { backdateLedger } from './fixtures-db';
import { aPastSunday, contextPage, openPage, testEmail, unique } from './fixtures-people';
import {
  DELIVERY_ADDRESS,
  gaveTaxDetails,
  publishedProduct,
  submittedVerification,
} from './fixtures-orders';

test('a shade of a delivered COD order is returned, received and refunded by UPI', async ({
  page: vendor,
  browser,
  baseURL,
  scanned,
}) => {
  test.setTimeout(300_000);

  // A new vendor with a lipstick in two shades.
  const company = unique('Gulaal Colour Co');
  const registered = await vendor.request.post('/api/auth/vendor/register', {
    data: {
      companyName: company,
      contactName: 'Ira Sen',
      email: testEmail('vendor'),
      password: 'Sindoor-Kohl-42',
      phone: '9845012399',
    },
  });
  expect(registered.status()).toBe(201);
  // Its tax details: its shipment gets a tax invoice, and the refund a credit note.
  await gaveTaxDetails(vendor.request, `${company} Private Limited`);
  // Its business verification (issue #38), which Angle Admin verifies before the settlement.
  await submittedVerification(vendor.request, `${company} Private Limited`);
  const vendorId = ((await registered.json()) as { user: { id: string } }).user.id;
  const product = await publishedProduct(vendor.request, {
    name: unique('Velvet Matte Lipstick'),
    description: 'A soft matte lipstick that stays put all day.',
    category: 'makeup',
    subcategory: null,
    tags: [],
    price: 699,
    originalPrice: null,
    isOnSale: false,
    isNew: false,
    stockQuantity: 20,
    lowStockThreshold: 3,
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: [
      {
        sku: unique('RUBY').replace(' ', '-'),
        options: ['Ruby'],
        swatchHex: '#9b1b30',
        price: 699,
        stockQuantity: 10,
      },
      {
        sku: unique('NUDE').replace(' ', '-'),
        options: ['Nude Rose'],
        swatchHex: '#c98f7a',
        price: 749,
        stockQuantity: 10,
      },
    ],
  });
  const detail = (await (
    await vendor.request.get(`/api/vendor/products/${product.id}`)
  ).json()) as {
    variants: { id: string; options: string[] }[];
  };
  const variantOf = (shade: string) => detail.variants.find((v) => v.options[0] === shade)!.id;

  // A new customer orders one of each shade with cash on delivery.
  const { context: shopper, page: customer } = await contextPage(browser, baseURL);
  const signedUp = await customer.request.post('/api/auth/register', {
    data: { name: 'Kavya Menon', email: testEmail('customer'), password: 'Jasmine-Kohl-42' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const placed = await customer.request.post('/api/store/orders', {
    data: {
      items: [
        { productId: product.id, variantId: variantOf('Ruby'), quantity: 1 },
        { productId: product.id, variantId: variantOf('Nude Rose'), quantity: 1 },
      ],
      address: DELIVERY_ADDRESS,
      paymentMethod: 'cod',
    },
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };

  // The vendor confirms, packs, ships and marks it delivered with the cash collected.
  await visit(vendor, scanned, `/vendor/orders/${order.id}`);
  await vendor.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(vendor.getByText(`Order ${order.number} confirmed.`)).toBeVisible();
  await vendor.getByRole('button', { name: 'Mark Packed' }).click();
  await expect(vendor.getByText(`Order ${order.number} packed.`)).toBeVisible();
  await vendor.getByRole('button', { name: 'Ship Order' }).click();
  const ship = vendor.getByRole('dialog', { name: 'Ship this order' });
  await ship.getByLabel('Carrier').selectOption('Delhivery');
  await ship.getByLabel('Tracking number').fill('DLV-31207');
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await vendor.getByRole('button', { name: 'Mark Delivered' }).click();
  await vendor.getByRole('button', { name: 'Delivered, Cash Collected' }).click();
  await expect(vendor.getByText(`Order ${order.number} delivered.`)).toBeVisible();

  // The customer returns the Ruby lipstick: wrong shade, a photo, a UPI ID for the refund.
  await visit(customer, scanned, `/my-orders/${order.id}`);
  const returnsPanel = customer.getByRole('region', { name: 'Returns' });
  await returnsPanel.getByRole('button', { name: 'Return Items' }).click();
  const form = customer.getByRole('form', { name: 'Return items' });
  await form.getByRole('checkbox', { name: `${product.name} (Ruby)` }).check();
  await expect(form.getByText(/^Return by \w{3}, \d{1,2} \w{3}$/)).toBeVisible();
  await form.getByLabel('Reason').selectOption('wrong-shade');
  await form.getByLabel('Note').fill('Much darker than the swatch on my screen.');
  await form.getByLabel(/^Photos/).setInputFiles({
    name: 'ruby.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: '#7d1526' } })
      .png()
      .toBuffer(),
  });
  await form.getByLabel('UPI ID').fill('kavya.menon@okaxis');
  await expectAccessible(customer);
  await form.getByRole('button', { name: 'Request Return' }).click();
  await expect(customer.getByText('Your return is requested.', { exact: false })).toBeVisible();
  const customerReturn = returnsPanel.getByRole('listitem').filter({ hasText: 'Return from' });
  await expect(customerReturn).toContainText('Return requested');
  await expect(customerReturn).toContainText(`${product.name} (Ruby) × 1`);
  await expect(customerReturn).not.toContainText('Nude Rose');
  // What was paid for it: the price less its share of any offer running on makeup.
  await expect(customerReturn).toContainText(/Refund due: ₹[\d,.]+/);
  const due = /Refund due: (₹[\d,.]+)/.exec((await customerReturn.textContent())!)![1]!;

  // The vendor approves it with the pickup details.
  await vendor.reload();
  await expect(vendor.getByRole('img', { name: 'What the customer sent' })).toBeVisible();
  await vendor.getByRole('button', { name: 'Approve Return' }).click();
  const approve = vendor.getByRole('dialog', { name: 'Approve this return' });
  await approve.getByLabel('Pickup details').fill('Delhivery will collect it on Friday, 10–1.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(vendor.getByText('Return approved.')).toBeVisible();
  await expectAccessible(vendor, scanned);

  // Angle Admin sees it in Returns, and on the order marks it picked up, received and refunded.
  const { context: adminContext, page: admin } = await contextPage(browser, baseURL);
  await signInAs(admin, 'admin');
  await openPage(admin, '/admin/returns?status=approved', 'Returns');
  const row = admin.getByTestId('admin-return-row').filter({ hasText: order.number });
  await expect(row).toContainText('Return approved');
  await expect(row).toContainText(company);
  await expect(row).toContainText(`${due} due`);
  await expectAccessible(admin, scanned);
  await row.getByRole('link', { name: order.number }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(order.number);
  const adminReturn = admin.getByTestId('admin-order-return');
  await expect(adminReturn).toContainText('Delhivery will collect it on Friday');
  await expect(adminReturn).toContainText('Refund to');
  await expect(adminReturn).not.toContainText('kavya.menon@okaxis');
  await expectAccessible(admin, scanned);

  await adminReturn.getByRole('button', { name: /^Mark Picked Up/ }).click();
  await expect(adminReturn).toContainText('Picked up');
  await adminReturn.getByRole('button', { name: /^Mark Received/ }).click();
  const received = admin.getByRole('dialog', { name: 'Mark the return received' });
  await expect(
    received.getByRole('checkbox', { name: `${product.name} (Ruby) × 1` }),
  ).toBeChecked();
  await expectAccessible(admin);
  await received.getByRole('button', { name: 'Mark Received' }).click();
  await expect(received).toHaveCount(0);
  await expect(adminReturn).toContainText('back in stock');

  await adminReturn.getByRole('button', { name: `Refund ${due}` }).click();
  const refund = admin.getByRole('alertdialog', { name: `Refund ${due} to Kavya Menon?` });
  // The UPI ID in full, here only.
  await expect(refund.getByTestId('refund-payout')).toHaveText('UPI ID kavya.menon@okaxis');
  await expect(refund.getByLabel('Sent by')).toHaveValue('upi');
  await refund.getByLabel('Transfer reference').fill('no');
  await refund.getByRole('button', { name: 'Record Refund' }).click();
  await expect(
    refund.getByText('Enter the transfer’s reference (UTR or UPI reference).'),
  ).toBeVisible();
  await expectAccessible(admin);
  await refund.getByLabel('Transfer reference').fill('UPI-412598730164');
  await refund.getByRole('button', { name: 'Record Refund' }).click();
  await expect(refund).toHaveCount(0);
  await expect(adminReturn).toContainText(`${due} refunded by UPI (UPI-412598730164)`);
  await expect(adminReturn.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await openPage(admin, '/admin/returns?status=refunded', 'Returns');
  await expect(
    admin.getByTestId('admin-return-row').filter({ hasText: order.number }),
  ).toContainText('Refunded');
  await adminContext.close();

  // The customer's order page: refunded by UPI with its reference.
  await customer.reload();
  await expect(customerReturn).toContainText(`Refunded ${due} by UPI (reference UPI-412598730164)`);
  await expectAccessible(customer);

  // The vendor's ledger: the refund taken back and the commission given back, on this order.
  await visit(vendor, scanned, '/vendor/payouts');
  const ledger = vendor.getByRole('region', { name: 'Ledger entries' });
  const entries = ledger.getByRole('row').filter({ hasText: order.number });
  // The vendor's share of the refund (an offer Angle funds is not the vendor's to give back).
  const amount = (entry: string) =>
    entries
      .filter({ has: vendor.getByRole('cell', { name: entry, exact: true }) })
      .getByRole('cell')
      .nth(3);
  await expect(amount('Refund')).toHaveText(/^[-−]₹[\d,.]+$/);
  await expect(amount('Commission reversed')).toHaveText(/^₹[\d,.]+$/);
  const refunded = (await amount('Refund').textContent())!.replace(/[^\d.]/g, '');
  const reversed = (await amount('Commission reversed').textContent())!.replace(/[^\d.]/g, '');

  // The vendor's next settlement: time moves on (the order delivered three weeks before a week's
  // end, the return refunded in that week, so past the return window); Angle Admin settles the
  // week, and its payout statement carries the refund and the commission given back.
  // A Sunday of 2023–2024: a settlement period no other spec settles.
  const to = aPastSunday('2023-01-01');
  const from = addDays(to, -6);
  // Both portals write days as "23 Nov 2026" (issue #38).
  const day = (d: string) =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(`${d}T12:00:00+05:30`));
  const period = `${day(from)} to ${day(to)}`;
  await backdateLedger(order.id, to, { delivered: 21, refunded: 3 });
  const { context: settler, page: admin2 } = await contextPage(browser, baseURL);
  await signInAs(admin2, 'admin');
  const verified = await admin2.request.post(`/api/admin/verifications/${vendorId}/verify`, {
    data: {},
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const ran = await admin2.request.post('/api/admin/settlements', { data: { from, to } });
  expect(ran.status(), await ran.text()).toBe(201);
  await openPage(admin2, '/admin/payouts?status=due', 'Payouts');
  await expect(
    admin2.getByTestId('admin-payout-row').filter({ hasText: company }).filter({ hasText: period }),
  ).toContainText('Due');
  await settler.close();
  await vendor.reload();
  const payout = vendor.getByRole('row').filter({ hasText: period });
  await expect(payout).toContainText('Due');
  const csv = await (
    await vendor.request.get(
      (await payout.getByRole('link', { name: `CSV statement ${period}` }).getAttribute('href'))!,
    )
  ).text();
  const line = (entry: string) =>
    Papa.parse<string[]>(csv.trim()).data.find(
      (cells) => cells[1] === order.number && cells[2] === entry,
    );
  expect(Number(line('Refund')?.[5]), csv).toBe(-Number(refunded));
  expect(Number(line('Commission reversed')?.[5]), csv).toBe(Number(reversed));
  expect(line('Refund')![0]).toBe(addDays(to, -2));

  // The refund's credit note, for the returned shade alone, downloads as a PDF.
  const creditNote = customer.getByRole('link', { name: /^Credit note / });
  await expect(creditNote).toBeVisible();
  const [pdf] = await Promise.all([customer.waitForEvent('download'), creditNote.click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  await shopper.close();
});

test('Angle Admin settles last week, marks a payout paid with its UTR, and the vendor sees it', async ({
  page: admin,
  browser,
  baseURL,
  scanned,
}) => {
  test.setTimeout(180_000);
  await signInAs(admin, 'admin');
  await openPage(admin, '/admin/payouts', 'Payouts');
  await admin.getByRole('button', { name: 'Run Last Week’s Settlement' }).click();
  // Settled now, or already by an earlier run of this server: either way its payouts are listed.
  await expect(admin.getByText(/^(Settled|The settlement of) /)).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Bank Upload CSV/ })).toBeVisible();

  // The demo vendor (Kumkumadi Naturals) is owed for its seeded orders delivered weeks ago.
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Due' }).click();
  await expect(admin).toHaveURL(/status=due/);
  const row = admin.getByTestId('admin-payout-row').filter({ hasText: 'Kumkumadi Naturals' });
  await expect(row).toContainText('Due');
  await expectAccessible(admin, scanned);
  const period = (await row.getByRole('cell').nth(1).textContent())!.trim();
  await row.getByRole('button', { name: /^Mark Paid/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Mark paid: Kumkumadi Naturals' });
  const utr = `HDFCR5${Date.now().toString().slice(-10)}`;
  await dialog.getByLabel('UTR').fill(utr);
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(admin.getByText("Kumkumadi Naturals's payout is marked paid.")).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Paid' }).click();
  await expect(admin).toHaveURL(/status=paid/);
  await expect(
    admin
      .getByTestId('admin-payout-row')
      .filter({ hasText: 'Kumkumadi Naturals' })
      .filter({ hasText: utr }),
  ).toContainText('Paid');

  // The vendor's Payouts page shows it paid, with the UTR.
  const { context, page: vendor } = await contextPage(browser, baseURL);
  await signInAs(vendor, 'vendor');
  await openPage(vendor, '/vendor/payouts', 'Payouts');
  const paid = vendor.getByTestId('vendor-payout-row').filter({ hasText: period });
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(`UTR ${utr}`);
  await expectAccessible(vendor, scanned);
  await context.close();
});
