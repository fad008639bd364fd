// Shades and sizes in the vendor portal (issue #18): a new vendor creates a lipstick in three
// shades and two sizes through the product form, sees the six rows before and after saving, and
// the store's product page offers the shades.
import { expect, expectAccessible, test, visit } from './fixtures';
import sharp from 'sharp';
import { testEmail } from './fixtures-people';

const SHADES = ['Ruby', 'Nude Rose', 'Berry Wine'];
const SIZES = ['2 g', '4 g'];

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test('a vendor creates a product with 3 shades × 2 sizes and sees 6 variants', async ({
  page,
  scanned,
}) => {
  test.setTimeout(90_000);
  const registered = await page.request.post('/api/auth/vendor/register', {
    data: {
      companyName: unique('Gulaal Colour Co'),
      contactName: 'Ira Sen',
      email: testEmail('vendor'),
      password: 'Sindoor-Kohl-42',
      phone: '9845012399',
    },
  });
  expect(registered.status()).toBe(201);

  await visit(page, scanned, '/vendor/products/new');
  const name = unique('Velvet Matte Lipstick');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('A soft matte lipstick that stays put all day.');
  await page.getByLabel('Category', { exact: true }).selectOption('makeup');
  await page.getByRole('checkbox', { name: 'Matte' }).click();

  await page.getByRole('button', { name: 'Add Options' }).click();
  const shades = page.getByLabel('Option 1 values');
  for (const shade of SHADES) {
    await shades.fill(shade);
    await shades.press('Enter');
  }
  await page.getByRole('button', { name: 'Add Another Option' }).click();
  const sizes = page.getByLabel('Option 2 values');
  for (const size of SIZES) {
    await sizes.fill(size);
    await sizes.press('Enter');
  }
  await page.getByLabel('Ruby: swatch colour').fill('#9b1b30');
  await page.getByRole('button', { name: 'Generate Variants' }).click();

  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: '6 variants' })).toBeVisible();
  await expectAccessible(page, scanned);

  for (const input of await page.getByLabel(/^Selling ₹ of /).all()) await input.fill('699');
  await page.getByLabel('Selling ₹ of Berry Wine · 4 g').fill('849');
  await page.getByRole('button', { name: 'Set Stock for All' }).click();
  await page.getByLabel('Stock for every variant').fill('12');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Stock of Nude Rose · 2 g')).toHaveValue('12');
  const sku = `LIP-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('SKU of Ruby · 2 g').fill(sku);
  // Published needs a picture (issue #25): chosen before the save, uploaded with it.
  await page.getByLabel('Add product images').setInputFiles({
    name: 'lipstick.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 480, height: 480, channels: 3, background: '#9b1b30' } })
      .png()
      .toBuffer(),
  });
  await page.getByRole('radio', { name: /Published/ }).check();
  // The button under the rows (the status card's is far above them).
  await page.getByRole('button', { name: 'Save Product' }).last().click();

  // The product's page opens with the saved rows; a reload reads them from the server.
  await expect(page).toHaveURL(/\/vendor\/products\/prod-[\w-]+$/);
  const productId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.reload();
  await expect(rows).toHaveCount(6);
  await expect(page.getByLabel('SKU of Ruby · 2 g')).toHaveValue(sku);
  await expect(page.getByLabel('Selling ₹ of Berry Wine · 4 g')).toHaveValue('849');
  await expect(page.getByLabel('Stock of Berry Wine · 2 g')).toHaveValue('12');
  await expect(page.getByRole('checkbox', { name: 'Matte' })).toBeChecked();
  await expectAccessible(page, scanned);

  await visit(page, scanned, '/vendor/products');
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed.getByText('6 variants')).toBeVisible();
  await expect(listed.getByText('₹699 – ₹849')).toBeVisible();

  // The store offers the shades in both sizes, and its product page shows the product.
  const store = await page.request.get(`/api/store/products/${productId}`);
  expect(store.status()).toBe(200);
  const detail = (await store.json()) as {
    options: { name: string; kind: string; values: string[] }[];
    variants: { label: string }[];
  };
  expect(detail.options).toEqual([
    { name: 'Shade', kind: 'shade', values: SHADES },
    { name: 'Size', kind: 'other', values: SIZES },
  ]);
  expect(detail.variants).toHaveLength(6);
  await visit(page, scanned, `/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test("a vendor gives each shade its photos before the product's first save", async ({
  page,
  scanned,
}) => {
  test.setTimeout(90_000);
  const registered = await page.request.post('/api/auth/vendor/register', {
    data: {
      companyName: unique('Alta Rang Beauty'),
      contactName: 'Meher Kapoor',
      email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`,
      password: 'Sindoor-Kohl-42',
      phone: '9845012398',
    },
  });
  expect(registered.status()).toBe(201);

  await visit(page, scanned, '/vendor/products/new');
  const name = unique('Creme Lip Crayon');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('A creamy crayon in two shades.');
  await page.getByLabel('Category', { exact: true }).selectOption('makeup');
  await page.getByRole('button', { name: 'Add Options' }).click();
  const shades = page.getByLabel('Option 1 values');
  for (const shade of ['Ruby', 'Berry']) {
    await shades.fill(shade);
    await shades.press('Enter');
  }
  await page.getByLabel('Ruby: swatch colour').fill('#9b1b30');
  await page.getByLabel('Berry: swatch colour').fill('#5b1a3a');
  await page.getByRole('button', { name: 'Generate Variants' }).click();
  await expect(page.getByTestId('variant-row')).toHaveCount(2);
  for (const input of await page.getByLabel(/^Selling ₹ of /).all()) await input.fill('549');
  for (const input of await page.getByLabel(/^Stock of /).all()) await input.fill('8');

  // Three pictures chosen, not uploaded yet: each shade picks its photos from their previews.
  const png = (colour: string) =>
    sharp({ create: { width: 480, height: 480, channels: 3, background: colour } })
      .png()
      .toBuffer();
  await page.getByLabel('Add product images').setInputFiles([
    { name: 'crayon.png', mimeType: 'image/png', buffer: await png('#f3e6dc') },
    { name: 'ruby-swatch.png', mimeType: 'image/png', buffer: await png('#9b1b30') },
    { name: 'berry-swatch.png', mimeType: 'image/png', buffer: await png('#5b1a3a') },
  ]);
  const photosOf = (shade: string) => page.getByRole('group', { name: `Photos of ${shade}` });
  await photosOf('Ruby')
    .getByRole('button', { name: /^Image 2/ })
    .click();
  await photosOf('Berry')
    .getByRole('button', { name: /^Image 3/ })
    .click();
  await photosOf('Berry')
    .getByRole('button', { name: /^Image 1/ })
    .click();
  await expect(photosOf('Berry').getByRole('button', { name: /^Image 3/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, scanned);
  await page.getByRole('radio', { name: /Published/ }).check();
  await page.getByRole('button', { name: 'Save Product' }).last().click();

  // One save: the product is published with its pictures and each shade's photos.
  await expect(page).toHaveURL(/\/vendor\/products\/prod-[\w-]+$/);
  const productId = page.url().split('/').pop()!;
  await expect(photosOf('Berry').getByRole('button', { name: /^Image 3/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(photosOf('Ruby').getByRole('button', { name: /^Image 2/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const store = await page.request.get(`/api/store/products/${productId}`);
  expect(store.status()).toBe(200);
  const detail = (await store.json()) as {
    images: { url: string }[];
    variants: { label: string; images: { url: string }[] }[];
  };
  const photos = Object.fromEntries(
    detail.variants.map((v) => [
      v.label,
      v.images.map((i) => detail.images.findIndex((g) => g.url === i.url) + 1),
    ]),
  );
  expect(photos).toEqual({ Ruby: [2], Berry: [3, 1] });
  // The shopper's page opens on Berry's own photo.
  await visit(page, scanned, `/products/${productId}?shade=berry`);
  await expect(page.locator('img[fetchpriority]').first()).toHaveAttribute(
    'src',
    new RegExp(
      detail.variants.find((v) => v.label === 'Berry')!.images[0]!.url.replace(/[.]/g, '\\.'),
    ),
  );
});
