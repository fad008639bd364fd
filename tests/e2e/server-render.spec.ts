// Server-rendered storefront (issue #24): pages read without JavaScript, and the browser's
// hydration takes the server's data over without asking the API for it again or warning.
import type { Page } from '@playwright/test';
import { APP_FILE, ENTRY_FILE, expect, holdFiles, test, visit } from './fixtures';
import { testEmail } from './fixtures-people';

/** The API reads the page makes, by path (query included). */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/store/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, images, description and stock', async ({ page }) => {
    await page.goto('/products/prod-001');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kumkumadi Radiance Face Oil' }),
    ).toBeVisible();
    await expect(page.getByText('₹1,899').first()).toBeVisible();
    const main = page.getByRole('img', { name: /Kumkumadi Radiance Face Oil, front view/ });
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('srcset', /320w.*640w.*960w/);
    await expect(main).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(
      await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByText(/A classic Ayurvedic night oil/).first()).toBeVisible();
    await expect(page.getByText(/in stock/i).first()).toBeVisible();
  });

  test('a listing shows its products, and the search form submits as a plain GET', async ({
    page,
  }) => {
    await page.goto('/products?category=skin');
    await expect(page.getByRole('heading', { level: 1, name: 'Skin' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('kajal');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kajal$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/kajal/i);
  });

  test('the listing filters as a plain GET form, several brands at once, with chip links', async ({
    page,
  }) => {
    await page.goto('/products?sort=price-asc');
    const filters = page.getByRole('complementary', { name: 'Product filters' });
    await filters.getByRole('checkbox', { name: /^Rani Rouge/ }).check();
    await filters.getByRole('checkbox', { name: /^Glowtech India/ }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/sort=price-asc&vendor=rani-rouge&vendor=glowtech-india$/);
    await expect(page.getByTestId('product-card')).toHaveCount(7);
    const chips = page.getByRole('region', { name: 'Applied filters' });
    await chips.getByRole('link', { name: 'Remove filter Brand: Rani Rouge Cosmetics' }).click();
    await expect(page).toHaveURL(/sort=price-asc&vendor=glowtech-india$/);
    await expect(page.getByTestId('product-card')).toHaveCount(3);
  });
});

test.describe('Find my shade without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('takes a brand, a product and a shade as plain GET forms and lists the matches', async ({
    page,
  }) => {
    await page.goto('/find-my-shade');
    await expect(page.getByRole('heading', { level: 1, name: 'Find my shade' })).toBeVisible();
    await page.getByLabel('1. Brand').selectOption({ label: 'Rani Rouge Cosmetics' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/find-my-shade\?brand=rani-rouge/);
    await page.getByLabel('2. Product').selectOption({ label: 'Dewy Skin Tint with SPF 20' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('button', { name: 'Fair Ivory' }).click();
    await expect(page).toHaveURL(/product=prod-010&shade=prod-010-v1$/);
    await expect(page.getByRole('heading', { name: 'Closest to Fair Ivory' })).toBeVisible();
    const first = page.getByRole('link').filter({ hasText: 'very close' }).first();
    await expect(first).toContainText('Light 01');
  });
});

test.describe('hydration', () => {
  for (const [path, firstScreenReads] of [
    ['/', ['/api/store/home']],
    ['/products?category=hair', ['/api/store/products?category=hair']],
    ['/products/prod-001', ['/api/store/products/prod-001']],
    ['/vendors/kumkumadi-naturals', ['/api/store/vendors/kumkumadi-naturals']],
    ['/about', ['/api/store/info']],
    [
      '/find-my-shade?brand=rani-rouge&product=prod-010&shade=prod-010-v1',
      [
        '/api/store/shade-finder/brands',
        '/api/store/shade-finder/products?vendor=rani-rouge',
        '/api/store/similar-shades?variant=prod-010-v1',
      ],
    ],
  ] as const) {
    test(`${path} hydrates without asking the API for its first screen again`, async ({
      page,
      scanned,
    }) => {
      const reads = apiReads(page);
      // The heading and the first image of the page as the server sent them, before any script,
      // and whether anything later takes them out of the page (rebuilt or moved: either way the
      // browser lays the page out again, and a rebuilt image is painted again).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const main = document.querySelector('main');
          const served = [main?.querySelector('h1'), main?.querySelector('img')];
          const state = { served, disturbed: false };
          Object.assign(window, { serverNodes: state });
          new MutationObserver((changes) => {
            for (const change of changes)
              for (const node of change.removedNodes)
                if (served.some((element) => element && node.contains(element)))
                  state.disturbed = true;
          }).observe(document.getElementById('root')!, { childList: true, subtree: true });
        });
      });
      await visit(page, scanned, path);
      // Hydrated: the header's menu button answers a click (it did nothing before).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydration took the server's elements over where they were, instead of building the page
      // again or moving it.
      const kept = await page.evaluate(() => {
        const main = document.querySelector('main');
        const { served, disturbed } = (
          window as unknown as { serverNodes: { served: (Element | null)[]; disturbed: boolean } }
        ).serverNodes;
        const [h1, img] = served;
        return {
          heading: !!h1 && h1 === main?.querySelector('h1'),
          image: img === (main?.querySelector('img') ?? null),
          undisturbed: !disturbed,
        };
      });
      expect(kept).toEqual({ heading: true, image: true, undisturbed: true });
      expect(
        reads.filter((read) => (firstScreenReads as readonly string[]).includes(read)),
      ).toEqual([]);
      expect(reads).not.toContain('/api/store/info');
    });
  }

  test("the app's code is asked for after the server's page has painted", async ({ page }) => {
    // Decision 029: the page's own entry is small and async; the app (start.tsx) waits for the
    // first paint, so the image and fonts do not share a slow link with it.
    await page.goto('/products/prod-001');
    const entry = page.locator('head script[type="module"]');
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAttribute('async', '');
    // The app is three files since decision 043 (React's runtime, its libraries, the app), each
    // asked for after the paint and all three at once.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      app: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(start|react|libraries)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.app).toHaveLength(3);
    for (const start of timing.app) expect(start).toBeGreaterThan(timing.paint!);
  });

  test('a tap on Add to Cart before the app has loaded is kept and done once it has', async ({
    page,
  }) => {
    // The app's code is held back, as on a slow link, while the server's page is on screen.
    const release = await holdFiles(page, APP_FILE);
    // The page entry too: it loads `async` and can run after the button is on screen (a CI run
    // tapped before it had run once); index.html's inline script holds the tap then.
    const releaseEntry = await holdFiles(page, ENTRY_FILE);
    await page.goto('/products/prod-001', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    releaseEntry();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('the product page works after hydration: gallery, cart badge', async ({ page }) => {
    await page.goto('/products/prod-001');
    await page.getByRole('button', { name: /Show image 2/ }).click();
    await expect(page.getByRole('button', { name: /Show image 2/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // A reload renders the server's page (no cart) and the badge fills in after hydration.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test("a signed-in shopper's header fills in after hydration without moving the page", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/products/prod-001');
    // A shopper of this test's own: the demo account's cart and wishlist are shared with specs
    // running beside this one.
    const email = testEmail('render');
    const registered = await page.request.post('/api/auth/register', {
      data: { name: 'Ira Sen', email, password: 'Kesar-Lotion-73' },
      headers: { origin: baseURL! },
    });
    expect(registered.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The next load: the server's page is signed out with no badge; the stores fill them in.
    // A slow phone's CPU (4x) leaves time between the server's paint and hydration, so anything
    // that arrives late (the account links, the Offers strip) shows up as a shift every time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // Every layout shift since the page started loading (buffered), read at once.
    // Each shift names what moved, so a failure says where to look.
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      type Shift = PerformanceEntry & {
        value: number;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      };
      const entries = observer.takeRecords() as Shift[];
      observer.disconnect();
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${node.className.toString().split(' ').slice(0, 3).join('.')} "${(node.textContent ?? '').slice(0, 30)}"`
          : String(node?.nodeName);
      return entries.map((entry) => ({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map(
          (s) =>
            `${describe(s.node)} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} (x ${Math.round(s.previousRect.x)}->${Math.round(s.currentRect.x)})`,
        ),
      }));
    });
    const shift = shifts.reduce((sum, entry) => sum + entry.value, 0);
    expect(shift, JSON.stringify(shifts, null, 2)).toBeLessThan(0.01);
  });
});
