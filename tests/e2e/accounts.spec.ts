// Accounts journeys (issue: Accounts): registration, the three sign-ins with the spec's role
// messages, the guards, sign-out, what the browser stores, and the customer's account page.
import { expect, test, visit } from './fixtures';
import { DEMO_ACCOUNTS, signInAs } from './fixtures-auth';
import type { Page } from '@playwright/test';
import { testEmail } from './fixtures-people';

const FLAG_KEYS = ['isAdminAuthenticated', 'isAuthenticated', 'isVendorAuthenticated'];

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const storedAuth = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('angle-auth-storage') ?? 'null') as {
        state: Record<string, unknown>;
      } | null,
  );

test('a new customer registers, sees My Orders, and the browser keeps only the three flags', async ({
  page,
  scanned,
}) => {
  await visit(page, scanned, '/auth/register');
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(testEmail('account'));
  await page.getByLabel('Password', { exact: true }).fill('Marigold-Sari-77');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  const stored = await storedAuth(page);
  expect(Object.keys(stored?.state ?? {}).sort()).toEqual(FLAG_KEYS);
  expect(stored?.state).toEqual({
    isAuthenticated: true,
    isVendorAuthenticated: false,
    isAdminAuthenticated: false,
  });

  // The session is the server's cookie: it survives a reload, and Sign Out ends it.
  await page.reload();
  await expect(header.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await header.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  await page.reload();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('nothing in localStorage names the account, signed in (cart and wishlist synced) or out', async ({
  page,
  scanned,
}) => {
  const email = testEmail('account');
  await visit(page, scanned, '/auth/register');
  await page.getByLabel('Full name').fill('Kavya Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Marigold-Sari-77');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    session: { user: { id: string } };
  };
  const userId = me.session.user.id;

  // A cart line and a heart, each kept on the server and copied in this browser.
  await visit(page, scanned, '/products/prod-005');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  const storage = () =>
    page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`));
  await expect.poll(async () => (await storage()).join('\n')).toContain('prod-005');
  for (const entry of await storage()) {
    expect(entry).not.toContain(userId);
    expect(entry.toLowerCase()).not.toContain(email.toLowerCase());
  }

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  for (const entry of await storage()) {
    expect(entry).not.toContain(userId);
    expect(entry.toLowerCase()).not.toContain(email.toLowerCase());
    // The account's copies left with it.
    expect(entry).not.toContain('prod-005');
  }
});

test("customer credentials at the vendor login get 'Access denied. Not a registered vendor.'", async ({
  page,
  scanned,
}) => {
  test.info().annotations.push({ type: 'expected-console-error', description: 'status of 403' });
  await visit(page, scanned, '/vendor/auth/login');
  await fillSignIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await expect(page.getByRole('alert')).toHaveText('Access denied. Not a registered vendor.');
  await expect(page).toHaveURL(/\/vendor\/auth\/login$/);
  expect((await storedAuth(page))?.state).toEqual({
    isAuthenticated: false,
    isVendorAuthenticated: false,
    isAdminAuthenticated: false,
  });
});

test("vendor credentials at the customer login get 'Vendor account. Please use the vendor login.'", async ({
  page,
  scanned,
}) => {
  test.info().annotations.push({ type: 'expected-console-error', description: 'status of 403' });
  await visit(page, scanned, '/auth/login');
  await fillSignIn(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await expect(page.getByRole('alert')).toHaveText('Vendor account. Please use the vendor login.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a wrong password shows the server message and keeps the visitor on the form', async ({
  page,
}) => {
  test.info().annotations.push({ type: 'expected-console-error', description: 'status of 401' });
  await page.goto('/auth/login');
  await fillSignIn(page, DEMO_ACCOUNTS.customer.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});

test('signed out, /admin lands on /admin/login and /vendor on the vendor login', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
  await page.goto('/vendor/orders');
  await expect(page).toHaveURL(/\/vendor\/auth\/login$/);
});

test('a stale signed-in flag does not open the admin area', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'angle-auth-storage',
      JSON.stringify({
        state: { isAuthenticated: false, isVendorAuthenticated: false, isAdminAuthenticated: true },
        version: 0,
      }),
    ),
  );
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('the admin signs in to the dashboard and Logout returns to /admin/login', async ({
  page,
  scanned,
}) => {
  await visit(page, scanned, '/admin/login');
  await expect(page.getByText('Angle Admin').first()).toBeVisible();
  // As for the vendor below: sign out once the dashboard's figures have arrived.
  const figures = page.waitForResponse((r) => r.url().includes('/api/admin/dashboard?'));
  await fillSignIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  expect((await figures).status()).toBe(200);
  expect((await storedAuth(page))?.state).toEqual({
    isAuthenticated: false,
    isVendorAuthenticated: false,
    isAdminAuthenticated: true,
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The session is gone on the server too.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a vendor signs in to the dashboard and Logout returns to the vendor login', async ({
  page,
}) => {
  await page.goto('/vendor/auth/login');
  // The dashboard's figures load after its page: signing out before they arrive would answer
  // them 401 (a console error this suite forbids), so wait for them as a vendor would.
  const figures = page.waitForResponse((r) => r.url().includes('/api/vendor/dashboard?'));
  await fillSignIn(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Vendor' })).toBeVisible();
  expect((await figures).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/vendor\/auth\/login$/);
});

test('/account sends a visitor to sign in and back; the customer saves an address', async ({
  page,
  scanned,
}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount$/);
  await fillSignIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');

  const addButton = page.getByRole('button', { name: /^Add an? (New )?Address$/ });
  await addButton.click();
  const dialog = page.getByRole('dialog');
  const street = `${Math.floor(Math.random() * 900) + 100} Koregaon Park Lane`;
  await dialog.getByLabel('Full name').fill('Priya Sharma');
  await dialog.getByLabel('Mobile number').fill('98765 43210');
  await dialog.getByLabel('House, building and street').fill(street);
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByRole('combobox', { name: 'State or UT' }).click();
  await page.getByRole('option', { name: 'Maharashtra' }).click();
  await dialog.getByLabel('PIN code').fill('411001');
  await dialog.getByRole('button', { name: 'Save Address' }).click();

  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('article', { name: `Priya Sharma, ${street}` });
  await expect(card).toContainText('Pune, Maharashtra 411001');
  await expect(card).toContainText('+91 98765 43210');
  await visit(page, scanned, '/account');
  await expect(card).toBeVisible();
});

test('the sign-in pages work at 375 px', async ({ page, scanned }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/auth/login', '/auth/register', '/vendor/auth/register', '/admin/login']) {
    await visit(page, scanned, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('signInAs signs the page in through the API', async ({ page }) => {
  await page.goto('/');
  await signInAs(page, 'customer');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Orders' })).toBeVisible();
});
