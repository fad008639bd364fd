// Issue #21, after the order: a new vendor gives the tax details its invoices print (a GSTIN with
// a wrong check character is refused under its field first), and a product its own HSN code; the
// admin sets the return window to 10 days and finds it kept after a reload, and edits an HSN
// code's GST rate. The store settings and the HSN code are put back for the other specs.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';
import { publishedProduct, validGstin } from './fixtures-orders';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const wrongCheck = (gstin: string) => `${gstin.slice(0, 14)}${gstin[14] === '0' ? '1' : '0'}`;

async function registerVendor(page: Page) {
  const res = await page.request.post('/api/auth/vendor/register', {
    data: {
      companyName: `Chandan Tax Works ${suffix()}`,
      contactName: 'Meera Nair',
      email: `e2e-tax-${suffix()}@example.in`,
      password: 'Saffron-Kumkum-9',
      phone: '9845012345',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the vendor fills in its tax details and gives a product its own HSN code', async ({
  page,
  scanned,
}) => {
  await registerVendor(page);
  await visit(page, scanned, '/vendor/settings');
  const form = page.getByRole('form', { name: 'Tax details' });
  await expect(
    form.getByText('Until all of these are given, your shipments get no tax invoice.'),
  ).toBeVisible();
  const gstin = validGstin();
  await form.getByLabel('Legal name').fill('Chandan Tax Works Private Limited');
  await form.getByLabel('GSTIN').fill(wrongCheck(gstin));
  await form.getByLabel('Invoice prefix').fill(`T${suffix().slice(-5).toUpperCase()}`);
  await form.getByLabel('Building and street').fill('14 Residency Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State or UT').selectOption('Karnataka');
  await form.getByLabel('PIN code').fill('560025');
  await form.getByRole('button', { name: 'Save Tax Details' }).click();
  await expect(
    form.getByText('This GSTIN’s check character is wrong: check it for a typing mistake.'),
  ).toBeVisible();
  await expect(form.getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await form.getByLabel('GSTIN').fill(gstin.toLowerCase());
  await form.getByRole('button', { name: 'Save Tax Details' }).click();
  await expect(form.getByText('Complete: your shipments get tax invoices.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Tax details' }).getByLabel('GSTIN')).toHaveValue(
    gstin,
  );

  // A product of its own: its tax card shows the category's code until it is given one.
  const product = await publishedProduct(page.request, {
    name: `Sandal Face Pack ${suffix()}`,
    description: 'Sandalwood and rose clay.',
    category: 'skin',
    subcategory: null,
    tags: [],
    price: 350,
    originalPrice: null,
    isOnSale: false,
    isNew: false,
    stockQuantity: 10,
    lowStockThreshold: 2,
  });
  await visit(page, scanned, `/vendor/products/${product.id}`);
  const tax = page.getByRole('form', { name: 'Product tax' });
  await expect(tax.getByLabel('HSN code (optional)')).toHaveAttribute('placeholder', '3304');
  await tax.getByLabel('HSN code (optional)').fill('33049910');
  await tax.getByRole('button', { name: 'Save Tax' }).click();
  await expect(page.getByText('The product’s HSN code and GST rate are saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Product tax' }).getByLabel('HSN code (optional)'),
  ).toHaveValue('33049910');
});

test('the admin keeps a 10-day return window and edits an HSN code’s rate', async ({
  page,
  scanned,
}) => {
  await signInAs(page, 'admin');
  await visit(page, scanned, '/admin/settings');
  const windowField = page.getByLabel('Return window (days)');
  await expect(windowField).toHaveValue('7');
  await expect(page.getByText(/section 52 of the CGST Act: 0.5% by law/)).toBeVisible();
  await windowField.fill('10');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Store settings saved. The store shows them now.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Return window (days)')).toHaveValue('10');

  await visit(page, scanned, '/admin/hsn-codes');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'HSN Codes and GST' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = page.getByTestId('hsn-row').filter({ hasText: 'Appliances › Skin tools' });
  await expect(row).toContainText('18%');
  await row.getByRole('button', { name: 'Edit Appliances › Skin tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'HSN code for Appliances › Skin tools' });
  await dialog.getByLabel('GST rate').selectOption('5');
  await dialog.getByRole('button', { name: 'Save Code' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('5%');
  await page.reload();
  await expect(
    page.getByTestId('hsn-row').filter({ hasText: 'Appliances › Skin tools' }),
  ).toContainText('5%');
  await expectAccessible(page);

  // Put back what the other specs expect.
  const store = await page.request.get('/api/admin/settings/store');
  const put = await page.request.put('/api/admin/settings/store', {
    data: { ...(await store.json()), returnWindowDays: 7 },
  });
  expect(put.status()).toBe(200);
  const hsn = await page.request.put('/api/admin/hsn-codes', {
    data: { category: 'appliances', subcategory: 'skin tools', hsnCode: '8509', rate: 18 },
  });
  expect(hsn.status()).toBe(200);
});
