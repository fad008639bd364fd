// Foundation journeys: every SPEC §2 route in its layout, and the shell behaviours the spec names.
import { expect, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';

const STOREFRONT = [
  '/',
  '/products',
  '/products/prod-001',
  '/cart',
  '/checkout',
  '/my-orders',
  '/confirm-order',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/refund-policy',
  '/shipping-policy',
  '/wishlist',
];
/** Guarded storefront pages: shown to a signed-in customer (others are sent to sign in). */
const CUSTOMER_ONLY = new Set(['/checkout', '/my-orders', '/confirm-order']);
const VENDOR = ['dashboard', 'products', 'orders', 'reports', 'customers', 'settings'];
const ADMIN = [
  '',
  'dashboard',
  'products',
  'orders',
  'customers',
  'vendors',
  'messages',
  'payment-settings',
  'settings',
];

test.describe('every route renders inside its layout', () => {
  for (const path of STOREFRONT) {
    test(`${path} carries the customer header and footer`, async ({ page, scanned }) => {
      if (CUSTOMER_ONLY.has(path)) await signInAs(page, 'customer');
      await visit(page, scanned, path);
      await expect(page.getByPlaceholder('Search products...')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('cruelty-free');
    });
  }

  test('customer auth pages carry the store title', async ({ page, scanned }) => {
    for (const path of ['/auth/login', '/auth/register']) {
      await visit(page, scanned, path);
      await expect(page.getByRole('link', { name: 'Angle', exact: true }), path).toBeVisible();
      await expect(page.getByPlaceholder('Search products...')).toHaveCount(0);
    }
  });

  test("vendor auth pages are titled 'Vendor Portal'", async ({ page, scanned }) => {
    for (const path of ['/vendor/auth/login', '/vendor/auth/register']) {
      await visit(page, scanned, path);
      await expect(page.getByText('Vendor Portal').first(), path).toBeVisible();
    }
  });

  test('vendor pages sit in the vendor sidebar layout', async ({ page, scanned }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'vendor');
    for (const section of VENDOR) {
      await visit(page, scanned, `/vendor/${section}`);
      const nav = page.getByRole('navigation', { name: 'Vendor' });
      for (const link of VENDOR) {
        await expect(nav.locator(`a[href="/vendor/${link}"]`)).toHaveCount(1);
      }
    }
    await page.goto('/vendor');
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  });

  test("admin pages sit in the 'Angle Admin' shell; /admin/login stands alone", async ({
    page,
    scanned,
  }) => {
    // Nine admin pages, each with its data and an axe scan, on a machine shared with other runs.
    test.setTimeout(150_000);
    await signInAs(page, 'admin');
    for (const section of ADMIN) {
      await visit(page, scanned, `/admin/${section}`);
      await expect(page.getByText('Angle Admin').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    }
    // The dashboard link matches exactly: it is not active on other admin pages.
    const dashboardLink = page
      .getByRole('navigation', { name: 'Admin' })
      .locator('a[href="/admin/dashboard"]');
    await expect(dashboardLink).not.toHaveAttribute('aria-current', 'page');
    await visit(page, scanned, '/admin/dashboard');
    await expect(dashboardLink).toHaveAttribute('aria-current', 'page');

    await visit(page, scanned, '/admin/login');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });

  test('an unknown path shows the 404 page with its exact texts and links', async ({
    page,
    scanned,
  }) => {
    // The server answers the page 404 (SPEC: a 404 page); the browser logs the status.
    test.info().annotations.push({ type: 'expected-console-error', description: 'status of 404' });
    await visit(page, scanned, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(
      page.getByText(
        "The page you're looking for doesn't exist or has been moved. Let's get you back on track.",
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a page stays on screen until the next one's code arrives, and going back meanwhile keeps it", async ({
    page,
    scanned,
  }) => {
    await visit(page, scanned, '/about');
    // The listing's code is held back until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/products-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'All Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'About Angle' })).toBeVisible();
    // Back before it arrived: the page it was on is still there, and stays once the code comes.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    release();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'About Angle' })).toBeVisible();
    await page.goForward();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('header', () => {
  test('search navigates only when the trimmed text is non-empty', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByPlaceholder('Search products...');
    await search.fill('    ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await search.fill('  rose lip  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=rose(\+|%20)lip$/);
  });

  test('the cart badge counts items from angle-cart-storage and caps at 9+', async ({ page }) => {
    const seed = (quantity: number) =>
      page.addInitScript((q) => {
        const product = { id: 'prod-001', name: 'Test', price: 399, image: '', vendorName: 'V' };
        localStorage.setItem(
          'angle-cart-storage',
          JSON.stringify({ state: { items: [{ product, quantity: q }] }, version: 0 }),
        );
      }, quantity);
    await seed(3);
    await page.goto('/');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await seed(12);
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('9+');
  });

  test('the header gets its background after more than 10 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('Escape closes the mobile menu and returns focus to its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('phone header account icon (issue #25, point 10)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('signed out it signs in; signed in it opens Orders, Addresses, Wishlist and Sign Out', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign in to your account' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signInAs(page, 'customer');
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Sign in to your account' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Account menu' }).click();
    for (const name of ['My Orders', 'My Account', 'My Addresses', 'My Wishlist']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await header.getByRole('link', { name: 'My Addresses' }).click();
    await expect(page).toHaveURL(/\/account#account-addresses$/);
    await expect(page.getByRole('heading', { name: 'Saved addresses' })).toBeInViewport();
    // The bar still fits the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

test('each path change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scroll inside the poll: the lazy page may still be growing when the heading appears.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(100);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('admin sidebar under 768 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a header button toggles it with an overlay; it closes after navigation', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/dashboard');
    const sidebar = page.getByTestId('admin-sidebar');
    const overlay = page.getByTestId('admin-overlay');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(overlay).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 360, y: 400 } });
    await expect(sidebar).toHaveAttribute('data-state', 'closed');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
  });

  test('above 768 px the sidebar is always shown, with no toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 740 });
    await signInAs(page, 'admin');
    await page.goto('/admin/orders');
    await expect(page.getByTestId('admin-sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});
