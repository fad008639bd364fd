// The admin and variants (issue #18): a SKU finds its product, the row lists each variant's
// stock, and the edit dialog changes one variant's stock without touching the others.
import { signInAs } from './fixtures-auth';
import { expect, test, visit } from './fixtures';

test('the admin finds a product by a variant’s SKU and edits that variant’s stock', async ({
  page,
  browser,
  scanned,
}) => {
  test.setTimeout(90_000);
  // A vendor of its own, so the SKUs are this test's alone.
  const vendor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const registered = await vendor.request.post('/api/auth/vendor/register', {
    data: {
      companyName: `Kajal House ${stamp}`,
      contactName: 'Noor Ali',
      email: `e2e-${stamp.toLowerCase()}@example.in`,
      password: 'Surma-Kajal-77',
      phone: '9845012377',
    },
  });
  expect(registered.status()).toBe(201);
  const name = `Smudge-proof Kajal ${stamp}`;
  const shades = [
    ['Jet Black', '#111111', 30],
    ['Deep Brown', '#4a2c1d', 4],
    ['Navy', '#1d2a4a', 15],
  ] as const;
  const created = await vendor.request.post('/api/vendor/products', {
    data: {
      name,
      description: 'A kohl pencil that lasts all day.',
      category: 'makeup',
      subcategory: null,
      tags: [],
      price: 449,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 49,
      lowStockThreshold: 5,
      // A draft: the admin sees it, and the storefront's store-wide sorts and counts that other
      // specs check in parallel do not.
      status: 'draft',
      attributes: [],
      options: [{ name: 'Shade', kind: 'shade' }],
      variants: shades.map(([shade, hex, stock]) => ({
        sku: `KJL-${stamp}-${shade.replace(' ', '').toUpperCase()}`,
        options: [shade],
        swatchHex: hex,
        price: 449,
        originalPrice: null,
        stockQuantity: stock,
      })),
    },
  });
  expect(created.status()).toBe(201);
  await vendor.close();

  await signInAs(page, 'admin');
  await visit(page, scanned, '/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`KJL-${stamp}-NAVY`);
  const row = page.getByTestId('admin-product-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  const stock = row.getByTestId('admin-variant-stock');
  await expect(stock).toContainText('3 variants · 1 low');
  await stock.getByText('3 variants').click();
  const variants = stock.getByRole('listitem');
  await expect(variants).toHaveCount(3);
  await expect(variants.filter({ hasText: 'Deep Brown' })).toContainText('4');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(dialog.getByTestId('admin-variant-row')).toHaveCount(3);
  await dialog.getByLabel('Stock of Deep Brown').fill('40');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(stock).toContainText('3 variants');
  await expect(stock).not.toContainText('low');
  // The disclosure stays as the admin left it while the list reloads.
  if (!(await stock.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await stock.getByText('3 variants').click();
  }
  await expect(variants.filter({ hasText: 'Deep Brown' })).toContainText('40');
  await expect(variants.filter({ hasText: 'Jet Black' })).toContainText('30');
  await expect(row).toContainText('85');
});
