// Issue #9, stored XSS: markup saved through the APIs as a vendor's company name, profile and
// product, a customer's name and address, and a contact message, then shown on every page that
// renders them — the storefront, the shop page, the vendor portal, the account page, the order
// pages of the customer, the vendor and the admin, Angle Admin's lists, and a review's title,
// text, shade and the vendor's reply (issue #19), and a question with a buyer's and the seller's
// answers (issue #19 item 6), on the product page, the vendor portal and Angle Admin. It must
// show as text: no dialog opens, no injected element exists, and every link on those pages is
// http(s), a path, mailto: or tel: (never javascript: or data:).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';
import { publishedProduct } from './fixtures-orders';

const marker = `xss${Date.now().toString(36)}`;
const payload = (where: string) =>
  `${marker} ${where} <img src=x onerror=alert(1)><svg onload=alert(2)>"'><script>alert(3)</script>`;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  const text = await response.text();
  expect(response.status(), `${what}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

/** Fails the test when anything the payloads carried became live on the page. */
async function expectInert(page: Page, dialogs: string[], text: string) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  expect(dialogs, `dialogs opened on ${page.url()}`).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  // JSON-LD and the server-rendered page's first-screen data are data, never run, and their `<`
  // are escaped so no payload can close them; any other script holding a payload would run.
  const DATA = 'script[type="application/ld+json"], script[type="application/json"]';
  const scripts = await page
    .locator(`script:not([type="application/ld+json"]):not([type="application/json"])`)
    .evaluateAll((nodes) =>
      nodes.map((n) => n.textContent ?? '').filter((t) => t.includes('alert(')),
    );
  expect(scripts, 'script elements carrying a payload').toEqual([]);
  const data = await page.locator(DATA).evaluateAll((nodes) => nodes.map((n) => n.innerHTML));
  expect(
    data.filter((t) => t.includes('<')),
    'data scripts with a raw <',
  ).toEqual([]);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
  const unsafe = hrefs.filter((h) => !/^(https?:\/\/|\/|#|\?|mailto:|tel:)/i.test(h));
  expect(unsafe, `links that are not http(s) on ${page.url()}`).toEqual([]);
}

test('stored markup renders as text everywhere it is shown', async ({ page, scanned }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const api = page.request;

  // A vendor whose company name, profile and product carry markup.
  const vendorEmail = `${marker}-vendor@test.example`;
  await ok(
    await api.post('/api/auth/vendor/register', {
      data: {
        companyName: payload('company'),
        contactName: 'Meera Test',
        email: vendorEmail,
        password: 'Kesar-Kajal-2025',
        phone: '9876501234',
      },
    }),
    'vendor registration',
  );
  await ok(
    await api.patch('/api/vendor/settings/profile', {
      data: {
        companyName: payload('company'),
        contactName: 'Meera Test',
        description: payload('profile'),
        supportPhone: '9876501234',
        supportEmail: vendorEmail,
        gstin: '',
        pickupAddress: null,
      },
    }),
    'vendor profile',
  );
  const product = await publishedProduct(api, {
    name: payload('product'),
    description: payload('description'),
    category: 'makeup',
    subcategory: 'eyes',
    tags: ['kajal'],
    price: 499,
    originalPrice: null,
    isOnSale: false,
    isNew: true,
    stockQuantity: 20,
    lowStockThreshold: 2,
  });
  const { slug } = await ok(await api.get('/api/vendor/settings/profile'), 'vendor slug');

  await visit(page, scanned, `/vendor/products?search=${marker}`);
  await expectInert(page, dialogs, `${marker} product`);

  // Anyone: the product page, a search listing and the shop page.
  await ok(await api.post('/api/auth/logout'), 'sign-out');
  await visit(page, scanned, `/products/${product.id}`);
  await expectInert(page, dialogs, `${marker} description`);
  await visit(page, scanned, `/products?search=${marker}`);
  await expectInert(page, dialogs, `${marker} product`);
  await visit(page, scanned, `/vendors/${slug}`);
  await expectInert(page, dialogs, `${marker} profile`);

  // A customer whose name and saved address carry markup.
  await ok(
    await api.post('/api/auth/register', {
      data: {
        name: payload('name').slice(0, 80),
        email: `${marker}-customer@test.example`,
        password: 'Kesar-Kajal-2025',
      },
    }),
    'customer registration',
  );
  await ok(
    await api.post('/api/store/account/addresses', {
      data: {
        fullName: payload('addressee').slice(0, 80),
        phone: '9876512345',
        line1: payload('line1'),
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    }),
    'address',
  );
  await visit(page, scanned, '/account');
  await expectInert(page, dialogs, `${marker} line1`);
  // An order of the vendor's product to that address: the customer's, the vendor's and the
  // admin's order pages all show the address.
  const order = await ok(
    await api.post('/api/store/orders', {
      headers: { 'idempotency-key': `${marker}-order` },
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        address: {
          fullName: payload('addressee').slice(0, 80),
          phone: '9876512345',
          line1: payload('line1'),
          line2: payload('line2').slice(0, 120),
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        paymentMethod: 'cod',
      },
    }),
    'order',
  );
  await visit(page, scanned, `/my-orders/${order.id}`);
  await expectInert(page, dialogs, `${marker} line1`);
  await ok(await api.post('/api/auth/logout'), 'sign-out');
  await ok(
    await api.post('/api/auth/vendor/login', {
      data: { email: vendorEmail, password: 'Kesar-Kajal-2025' },
    }),
    'vendor sign-in',
  );
  await visit(page, scanned, `/vendor/orders/${order.id}`);
  await expectInert(page, dialogs, `${marker} line1`);
  // Delivered, so the customer may review it (issue #19): title, text and the vendor's reply
  // carry markup too.
  for (const step of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DLV-1' },
    { to: 'delivered' },
  ]) {
    await ok(await api.post(`/api/vendor/orders/${order.id}/status`, { data: step }), step.to);
  }
  await ok(await api.post('/api/auth/logout'), 'sign-out');
  await ok(
    await api.post('/api/auth/login', {
      data: { email: `${marker}-customer@test.example`, password: 'Kesar-Kajal-2025' },
    }),
    'customer sign-in',
  );
  const review = await ok(
    await api.post('/api/store/reviews', {
      data: {
        productId: product.id,
        rating: 4,
        title: payload('title').slice(0, 120),
        text: payload('review'),
        shade: payload('shade').slice(0, 80),
      },
    }),
    'review',
  );
  // A question about the product and the customer's own answer as a verified buyer (issue #19
  // item 6); the vendor answers it below as the seller.
  const question = await ok(
    await api.post('/api/store/questions', {
      data: { productId: product.id, text: payload('question') },
    }),
    'question',
  );
  await ok(
    await api.post(`/api/store/questions/${question.id}/answers`, {
      data: { text: payload('buyer-answer') },
    }),
    'buyer answer',
  );
  await ok(await api.post('/api/auth/logout'), 'sign-out');
  await ok(
    await api.post('/api/auth/vendor/login', {
      data: { email: vendorEmail, password: 'Kesar-Kajal-2025' },
    }),
    'vendor sign-in',
  );
  await ok(
    await api.put(`/api/vendor/reviews/${review.id}/reply`, { data: { text: payload('reply') } }),
    'reply',
  );
  await ok(
    await api.post(`/api/vendor/questions/${question.id}/answers`, {
      data: { text: payload('seller-answer') },
    }),
    'seller answer',
  );
  await visit(page, scanned, '/vendor/reviews');
  await expectInert(page, dialogs, `${marker} review`);
  await visit(page, scanned, '/vendor/questions');
  await expectInert(page, dialogs, `${marker} question`);
  await expectInert(page, dialogs, `${marker} buyer-answer`);
  await ok(await api.post('/api/auth/logout'), 'sign-out');
  await visit(page, scanned, `/products/${product.id}`);
  await expectInert(page, dialogs, `${marker} title`);
  await expectInert(page, dialogs, `${marker} review`);
  await expectInert(page, dialogs, `${marker} reply`);
  await expectInert(page, dialogs, `${marker} question`);
  await expectInert(page, dialogs, `${marker} buyer-answer`);
  await expectInert(page, dialogs, `${marker} seller-answer`);

  // A contact message, read in the admin inbox; the admin's lists show the rest.
  await ok(
    await api.post('/api/store/contact', {
      data: {
        name: payload('sender').slice(0, 80),
        email: `${marker}-sender@test.example`,
        subject: payload('subject').slice(0, 120),
        message: payload('message'),
      },
    }),
    'contact message',
  );
  await signInAs(page, 'admin');
  for (const [path, text] of [
    [`/admin/messages?search=${marker}`, `${marker} message`],
    [`/admin/customers?search=${marker}`, `${marker} name`],
    [`/admin/vendors?search=${marker}`, `${marker} company`],
    [`/admin/products?search=${marker}`, `${marker} product`],
    [`/admin/orders/${order.id}`, `${marker} line1`],
    [`/admin/reviews?search=${marker}`, `${marker} review`],
    [`/admin/questions?search=${marker}`, `${marker} seller-answer`],
  ] as const) {
    await visit(page, scanned, path);
    await expectInert(page, dialogs, text);
  }
});
