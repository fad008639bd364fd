// Wishlist journeys: a visitor's heart follows them into a new account, the account's list shows
// on another device, and removing it there removes it on the server.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { testEmail } from './fixtures-people';

const PRODUCT = 'prod-005';

async function savedOnServer(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/store/wishlist');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { productIds: string[] }).productIds;
}

test("a visitor's heart is kept when they register, and follows the account to another browser", async ({
  page,
  browser,
  scanned,
}) => {
  const { name } = (await (await page.request.get(`/api/store/products/${PRODUCT}`)).json()) as {
    name: string;
  };
  const email = testEmail('wish');
  const password = 'Jasmine-Kohl-58';

  // A visitor hearts a product: it is kept in this browser.
  await visit(page, scanned, `/products/${PRODUCT}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  const heart = page.getByRole('button', { name: 'Remove from wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // They create an account and come back: the heart is still on and the server has it.
  await page.goto(`/auth/register?next=/products/${PRODUCT}`);
  await page.getByLabel('Full name').fill('Tara Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${PRODUCT}$`));
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedOnServer(page.request)).toEqual([PRODUCT]);

  // Another browser signed in as the same customer sees it on /wishlist.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const phone = await other.newPage();
    const signIn = await phone.request.post('/api/auth/login', { data: { email, password } });
    expect(signIn.status()).toBe(200);
    await visit(phone, scanned, '/wishlist');
    await expect(phone.getByText('kept with your account on every device')).toBeVisible();
    const saved = phone.getByRole('list', { name: 'Saved products' });
    await expect(saved.getByRole('link', { name })).toBeVisible();

    // Removing it there removes it on the server, and the first browser sees that too.
    await phone.getByRole('button', { name: `Remove: ${name}` }).click();
    await expect(phone.getByText('Your wishlist is empty')).toBeVisible();
    await expect.poll(() => savedOnServer(phone.request)).toEqual([]);
  } finally {
    await other.close();
  }
  await visit(page, scanned, '/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('a signed-in customer can heart a product from a listing and see it on /wishlist', async ({
  page,
  scanned,
}) => {
  const email = testEmail('wish');
  const res = await page.request.post('/api/auth/register', {
    data: { name: 'Nila Das', email, password: 'Vetiver-Mist-31' },
  });
  expect(res.status()).toBe(201);
  await visit(page, scanned, '/products?category=hair');
  const card = page.getByTestId('product-card').first();
  const productName = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${productName} to wishlist` }).click();
  await expect(
    card.getByRole('button', { name: `Remove ${productName} from wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await savedOnServer(page.request)).length).toBe(1);
  await visit(page, scanned, '/wishlist');
  await expect(
    page.getByRole('list', { name: 'Saved products' }).getByRole('link', { name: productName }),
  ).toBeVisible();
});
