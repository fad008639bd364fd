// Takes the screenshots in docs/screenshots from a running build, at 375 px (a phone) and 1280 px.
// Start the app on a fresh database first (npm run build, then
// `PORT=4104 HOST=127.0.0.1 node scripts/e2e-server.mjs`), then
// `BASE_URL=http://127.0.0.1:4104 node scripts/screenshots.mjs [name…]`: with names, only those.
// Each shopper registers afresh, so checkout shows a first order and nothing races on a cart.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:4104';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
/** A laptop's first screen (issue #37: the home's first fold). */
const LAPTOP = { width: 1280, height: 800 };
const VENDOR = { email: 'care@kumkumadi-naturals.example', password: 'Vendor@12345' };
const ADDRESS = {
  fullName: 'Kavya Menon',
  phone: '9876543210',
  line1: '21 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};
const CHIPS =
  '/products?category=skin&subcategory=face,sun+protection&price=500-999,1000-1999&inStock=true';

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function check(response, what) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A fresh customer signed in on `page` (registering signs in). */
async function registerOn(page, name) {
  const email = `shots-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await check(
    await page.request.post('/api/auth/register', {
      data: { name, email, password: 'Champa-Garland-58' },
    }),
    'registering a customer',
  );
}

async function addToCart(page, productPath) {
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await page.getByRole('link', { name: 'Go to Cart' }).first().waitFor();
}

/** A new seller signed in on `page` (registering signs in). */
async function registerVendorOn(page, companyName) {
  const email = `shots-vendor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await check(
    await page.request.post('/api/auth/vendor/register', {
      data: {
        companyName,
        contactName: 'Meera Nair',
        email,
        password: 'Saffron-Kumkum-9',
        phone: '9845012345',
      },
    }),
    'registering a vendor',
  );
}

function uploadCheque(page) {
  return page.request.post('/api/vendor/verification/documents', {
    multipart: {
      kind: 'cancelled-cheque',
      file: {
        name: 'cancelled-cheque.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
}

/** Sellers waiting in Angle Admin's verification queue (issue #38). */
async function submittedSellers() {
  for (const [company, gstin] of [
    ['Kesar Glow Studio', '27AAPFU0939F1ZV'],
    ['Bengaluru Botanicals', '29AAGCB7383J1Z4'],
  ]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await registerVendorOn(page, company);
    await check(await uploadCheque(page), 'uploading a cheque');
    await check(
      await page.request.put('/api/vendor/verification', {
        data: {
          legalName: `${company} LLP`,
          gstin,
          pan: gstin.slice(2, 12),
          accountNumber: '50100123456789',
          accountNumberConfirm: '50100123456789',
          ifsc: 'HDFC0001234',
          pickupAddress: ADDRESS_OF_PICKUP,
        },
      }),
      'submitting a verification',
    );
    await context.close();
  }
}

const ADDRESS_OF_PICKUP = {
  line1: 'Unit 4, Bhosari MIDC',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411026',
};

/** Orders for the demo vendor, so its orders page has rows in each state. */
async function vendorOrders() {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerOn(page, 'Ananya Iyer');
  for (const items of [
    [{ productId: 'prod-001', quantity: 2 }],
    [{ productId: 'prod-001', quantity: 1 }],
  ]) {
    await check(
      await page.request.post('/api/store/orders', {
        data: { items, address: { ...ADDRESS, fullName: 'Ananya Iyer' }, paymentMethod: 'cod' },
        headers: { 'idempotency-key': `shots-${crypto.randomUUID()}` },
      }),
      'placing an order',
    );
  }
  await context.close();
}

/** The ₹100 code of the free-delivery shot, created once by the admin. */
async function save100() {
  const context = await browser.newContext({ baseURL });
  const admin = { email: 'admin@angle.example', password: 'Admin@12345' };
  await check(await context.request.post('/api/auth/admin/login', { data: admin }), 'admin');
  const created = await context.request.post('/api/admin/promotions', {
    data: { name: 'Save ₹100', kind: 'flat', flatOff: 100, scope: 'cart', code: 'SAVE100' },
  });
  // 409: made by an earlier run on this database.
  if (!created.ok() && created.status() !== 409) await check(created, 'creating SAVE100');
  await context.close();
}

const shots = {
  async home(page) {
    await page.goto('/');
  },
  async 'home-first-fold'(page) {
    await page.goto('/');
  },
  async 'listing-chips'(page) {
    await page.goto(CHIPS);
    await page.getByRole('region', { name: 'Applied filters' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
  },
  async 'product-sticky-bar'(page) {
    await page.goto('/products/prod-001');
    await page.getByRole('heading', { name: 'About this product' }).scrollIntoViewIfNeeded();
    await page.getByTestId('product-sticky-bar').waitFor();
  },
  async product(page) {
    await page.goto('/products/prod-001');
  },
  async checkout(page) {
    await registerOn(page, 'Kavya Menon');
    await addToCart(page, '/products/prod-001');
    await addToCart(page, '/products/prod-005');
    await page.goto('/checkout');
    await page
      .getByRole('heading', { name: /summary/i })
      .first()
      .waitFor();
  },
  // Issue #33: ₹699 less the first-purchase 20% ships free; SAVE100 (₹100 off) takes the items
  // under ₹499, and the cart says so and how much more makes delivery free.
  async 'cart-free-delivery'(page) {
    await save100();
    await registerOn(page, 'Kavya Menon');
    await addToCart(page, '/products/prod-016');
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByLabel('Offer code').fill('SAVE100');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await summary.getByText(/more for free delivery/).waitFor();
    // On a phone the summary is below the lines: all of it below the sticky header (~120 px).
    if (page.viewportSize().width < 640) {
      await summary.evaluate((el) =>
        el.ownerDocument.defaultView.scrollBy(0, el.getBoundingClientRect().top - 128),
      );
    }
  },
  async 'vendor-product-form'(page) {
    await check(await page.request.post('/api/auth/vendor/login', { data: VENDOR }), 'vendor');
    await page.goto('/vendor/products/new');
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
  // Issue #33: three shades generated from a product with 30 in stock share it, and the form
  // says so; scrolled to the shades, where the sticky Status card once covered them (#38).
  async 'vendor-product-shades'(page) {
    await check(await page.request.post('/api/auth/vendor/login', { data: VENDOR }), 'vendor');
    await page.goto('/vendor/products/new');
    await page.getByLabel('Name', { exact: true }).fill('Velvet Matte Lipstick');
    await page.getByLabel('Selling price (₹)').fill('699');
    await page.getByLabel('Stock', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Add Options' }).click();
    const values = page.getByLabel('Option 1 values');
    for (const shade of ['Ruby', 'Nude Rose', 'Berry Wine']) {
      await values.fill(shade);
      await values.press('Enter');
    }
    await page.getByRole('button', { name: 'Generate Variants' }).click();
    await page.getByText('were split across the 3 shades').waitFor();
    // Just below the portal's sticky header: a phone shows the sentence and the rows.
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    const target = phone
      ? page.getByText('were split across the 3 shades')
      : page.getByRole('heading', { name: 'Shades and sizes' });
    await target.evaluate((h) => {
      h.scrollIntoView({ block: 'start' });
      h.ownerDocument.defaultView?.scrollBy(0, -90);
    });
  },
  // Issue #37: a new product's shades given their photos from the chosen pictures' previews,
  // before the first save.
  async 'vendor-new-product-shade-photos'(page) {
    await check(await page.request.post('/api/auth/vendor/login', { data: VENDOR }), 'vendor');
    await page.goto('/vendor/products/new');
    await page.getByLabel('Name', { exact: true }).fill('Creme Lip Crayon');
    await page.getByLabel('Category', { exact: true }).selectOption('makeup');
    await page.getByRole('button', { name: 'Add Options' }).click();
    const values = page.getByLabel('Option 1 values');
    for (const shade of ['Ruby', 'Berry']) {
      await values.fill(shade);
      await values.press('Enter');
    }
    await page.getByLabel('Ruby: swatch colour').fill('#9b1b30');
    await page.getByLabel('Berry: swatch colour').fill('#5b1a3a');
    await page.getByRole('button', { name: 'Generate Variants' }).click();
    const art = (colour) =>
      sharp({ create: { width: 480, height: 480, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const files = [];
    for (const [name, colour] of [
      ['crayon.png', '#f3e6dc'],
      ['ruby.png', '#9b1b30'],
      ['berry.png', '#5b1a3a'],
    ])
      files.push({ name, mimeType: 'image/png', buffer: await art(colour) });
    await page.getByLabel('Add product images').setInputFiles(files);
    const photos = (shade) => page.getByRole('group', { name: `Photos of ${shade}` });
    await photos('Ruby')
      .getByRole('button', { name: /^Image 2/ })
      .click();
    await photos('Berry')
      .getByRole('button', { name: /^Image 3/ })
      .click();
    await photos('Berry')
      .getByRole('button', { name: /^Image 1/ })
      .click();
    // A phone shows the rows with their photos; a desktop the options above them too.
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    const target = phone
      ? page.getByTestId('variant-row').first()
      : page.getByRole('heading', { name: 'Shades and sizes' });
    await target.evaluate((h) => {
      h.scrollIntoView({ block: 'start' });
      h.ownerDocument.defaultView?.scrollBy(0, -90);
    });
  },
  async 'find-my-shade-chosen'(page) {
    await page.goto('/find-my-shade?brand=rani-rouge&product=prod-010&shade=prod-010-v1');
    await page.getByRole('heading', { name: 'Closest to Fair Ivory' }).waitFor();
  },
  async 'search-synonym-in-phrase'(page) {
    await page.goto('/products?search=surma+black');
    await page.getByTestId('product-card').first().waitFor();
  },
  async 'vendor-verification'(page) {
    // A seller registered a moment ago (issue #38): its cheque uploaded, nothing submitted yet.
    await registerVendorOn(page, 'Kesar Glow Studio');
    await check(await uploadCheque(page), 'uploading a cheque');
    await page.goto('/vendor/settings#settings-verification');
    const section = page.getByRole('form', { name: 'Business verification' });
    await section.waitFor();
    await section.getByLabel('Legal name').fill('Kesar Glow Studio LLP');
    await section.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await section.getByLabel('PAN', { exact: true }).fill('AAGCB7383J');
    await section.getByLabel('Account number', { exact: true }).fill('50100123456789');
    await section.getByLabel('Account number, again').fill('50100123456789');
    await section.getByLabel('IFSC').fill('HDFC0001234');
    await section.getByLabel('Building and street').fill(ADDRESS_OF_PICKUP.line1);
    await section.getByLabel('City').fill(ADDRESS_OF_PICKUP.city);
    await section.getByLabel('State or UT').selectOption(ADDRESS_OF_PICKUP.state);
    await section.getByLabel('PIN code').fill(ADDRESS_OF_PICKUP.pincode);
    await section.getByRole('button', { name: 'Submit for Verification' }).click();
    await section.getByText('The PAN must match the GSTIN').waitFor();
    // The section is taller than a screen: the portal's sticky header would cover part of it.
    await page.addStyleTag({ content: 'header { position: static !important; }' });
    return page.getByRole('region', { name: 'Business verification' });
  },
  async 'admin-verifications'(page) {
    await page.request.post('/api/auth/admin/login', {
      data: { email: 'admin@angle.example', password: 'Admin@12345' },
    });
    await page.goto('/admin/verifications');
    await page.getByText('Bengaluru Botanicals').locator('visible=true').first().waitFor();
    if ((page.viewportSize()?.width ?? 0) >= 1280) {
      await page
        .getByTestId('admin-verification-row')
        .filter({ hasText: 'Submitted' })
        .first()
        .getByRole('button', { name: /^Review/ })
        .click();
      await page.getByTestId('verification-detail').waitFor();
    }
  },
  async 'admin-shipping-sms'(page) {
    await page.request.post('/api/auth/admin/login', {
      data: { email: 'admin@angle.example', password: 'Admin@12345' },
    });
    await page.goto('/admin/shipping-and-sms');
    await page.getByRole('form', { name: 'SMS settings' }).waitFor();
    // The whole page: three sections, taller than a screen.
    await page.addStyleTag({ content: 'header { position: static !important; }' });
    return page.getByRole('main');
  },
  async 'vendor-shipping-default'(page) {
    await check(await page.request.post('/api/auth/vendor/login', { data: VENDOR }), 'vendor');
    await page.goto('/vendor/settings#settings-shipping');
    await page.getByRole('form', { name: 'Shipping' }).waitFor();
    return page.getByRole('region', { name: 'Shipping' });
  },
  async 'vendor-orders'(page) {
    await check(await page.request.post('/api/auth/vendor/login', { data: VENDOR }), 'vendor');
    await page.goto('/vendor/orders');
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
};

/** Which shot at which width; product-sticky-bar only on a phone, product only on a desktop. */
const PLAN = [
  ['home', PHONE],
  ['home', DESKTOP],
  ['home-first-fold', PHONE],
  ['home-first-fold', LAPTOP],
  ['find-my-shade-chosen', PHONE],
  ['find-my-shade-chosen', DESKTOP],
  ['search-synonym-in-phrase', PHONE],
  ['search-synonym-in-phrase', DESKTOP],
  ['vendor-new-product-shade-photos', PHONE],
  ['vendor-new-product-shade-photos', DESKTOP],
  ['listing-chips', PHONE],
  ['listing-chips', DESKTOP],
  ['product-sticky-bar', PHONE],
  ['product', DESKTOP],
  ['checkout', PHONE],
  ['checkout', DESKTOP],
  ['cart-free-delivery', PHONE],
  ['cart-free-delivery', DESKTOP],
  ['vendor-product-form', PHONE],
  ['vendor-product-form', DESKTOP],
  ['vendor-product-shades', PHONE],
  ['vendor-product-shades', DESKTOP],
  ['vendor-orders', PHONE],
  ['vendor-orders', DESKTOP],
  ['vendor-verification', PHONE],
  ['vendor-verification', DESKTOP],
  ['admin-verifications', PHONE],
  ['admin-verifications', DESKTOP],
  ['admin-shipping-sms', PHONE],
  ['admin-shipping-sms', DESKTOP],
  ['vendor-shipping-default', PHONE],
  ['vendor-shipping-default', DESKTOP],
];

const only = process.argv.slice(2);
try {
  if (only.length === 0 || only.includes('vendor-orders')) await vendorOrders();
  if (only.length === 0 || only.includes('admin-verifications')) await submittedSellers();
  for (const [name, viewport] of PLAN) {
    if (only.length > 0 && !only.includes(name)) continue;
    const context = await browser.newContext({
      baseURL,
      viewport,
      hasTouch: viewport === PHONE,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // A shot may name the part of the page to take (a settings section longer than the screen).
    const part = await shots[name](page);
    await page.waitForLoadState('networkidle');
    const file = path.join(root, 'docs/screenshots', `${name}-${viewport.width}.png`);
    await (part ?? page).screenshot({ path: file });
    console.log(`wrote ${path.relative(root, file)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
