// Issue #37, finding things, on a phone: Hindi words find their products through the synonyms,
// a concern finds the products that list it, an empty search helps instead of offering "Clear
// filters", and the filter sheet has two panes with a custom price range.
// SCREENSHOTS=1 also saves the empty result and the filter sheet to docs/screenshots (fixtures.ts).
import type { Page } from '@playwright/test';
import {
  SAVE_SCREENSHOTS,
  expect,
  expectAccessible,
  screenshotPath,
  test,
  visit,
} from './fixtures';

const shot = async (page: Page, name: string) => {
  if (SAVE_SCREENSHOTS) await page.screenshot({ path: screenshotPath(name) });
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('"sindoor" finds the sindoor products, also those named only vermilion or kumkum', async ({
    page,
    scanned,
  }) => {
    await visit(page, scanned, '/products?search=sindoor');
    const cards = page.getByTestId('product-card');
    await expect(cards.filter({ hasText: 'Suhaag Liquid Sindoor' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Kumkum Vermilion Powder' })).toHaveCount(1);
    await visit(page, scanned, '/products?search=bindi');
    await expect(cards.filter({ hasText: 'Velvet Bindi Collection' })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test('"pigmentation" lists prod-001, whose page names the concern', async ({ page, scanned }) => {
    await visit(page, scanned, '/products?search=pigmentation');
    await expect(page.locator('a[href="/products/prod-001"]').first()).toBeVisible();
    await expect(page.getByTestId('corrected-search')).toHaveCount(0);
  });

  test('an empty search offers best-sellers and categories, not "Clear filters"', async ({
    page,
    scanned,
  }) => {
    await visit(page, scanned, '/products?search=xyzqwe');
    const empty = page.getByTestId('empty-results');
    await expect(empty.getByRole('heading', { name: 'Nothing found for “xyzqwe”' })).toBeVisible();
    await expect(empty.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    await expect(empty.getByRole('heading', { name: 'Best-sellers' })).toBeVisible();
    await expect(empty.getByTestId('product-card')).toHaveCount(4);
    await expect(empty.getByRole('link', { name: 'Makeup' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await shot(page, 'search-empty-375');
  });

  test('the filter sheet has facet names on the left and values on the right, with a price range', async ({
    page,
    scanned,
  }) => {
    await visit(page, scanned, '/products');
    await page.getByTestId('listing-bar').getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const names = sheet.getByRole('tablist', { name: 'Filter by' });
    await expect(names).toBeVisible();
    await names.getByRole('tab', { name: /^Category/ }).click();
    const values = sheet.getByRole('tabpanel');
    await expect(values).toHaveCount(1);
    await expect(values.getByRole('radio', { name: /Makeup/ })).toBeVisible();
    const left = (await names.boundingBox())!;
    const right = (await values.boundingBox())!;
    expect(left.x + left.width).toBeLessThanOrEqual(right.x + 1);
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    // The arrow keys move between the names, as in a tab list.
    await page.keyboard.press('ArrowDown');
    await expect(names.getByRole('tab', { name: /^Type/ })).toBeFocused();
    await expect(names.getByRole('tab', { name: /^Type/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await names.getByRole('tab', { name: /^Price/ }).click();
    const range = sheet.getByTestId('price-range');
    await range.getByLabel('Min').fill('900');
    await range.getByLabel('Max').fill('500');
    await range.getByRole('button', { name: 'Go' }).click();
    await expect(range.getByText('Make it at most the highest price.')).toBeVisible();
    await expect(range.getByLabel('Min')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await shot(page, 'filter-sheet-375');
    await range.getByLabel('Min').fill('500');
    await range.getByLabel('Max').fill('1000');
    await range.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/minPrice=500&maxPrice=1000/);
    await expect(names.getByRole('tab', { name: /^Price/ })).toContainText('1');
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    const prices = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(prices.length).toBeGreaterThan(0);
    for (const text of prices) {
      const rupees = Number(/₹([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
      expect(rupees).toBeGreaterThanOrEqual(500);
      expect(rupees).toBeLessThanOrEqual(1000);
    }
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the empty result and the listing default to Popularity', async ({ page, scanned }) => {
    await visit(page, scanned, '/products?search=xyzqwe');
    await expect(page.getByTestId('empty-results')).toBeVisible();
    await expect(page.getByTestId('empty-results').getByTestId('product-card')).toHaveCount(4);
    await shot(page, 'search-empty-1280');
    await visit(page, scanned, '/products');
    await expect(page.getByLabel('Sort by')).toHaveValue('popularity');
    // The wide screen's filter column has the same custom price range.
    const range = page.getByTestId('price-range');
    await range.getByLabel('Min').fill('500');
    await range.getByLabel('Max').fill('999');
    await range.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/minPrice=500&maxPrice=999/);
    // The range is applied in place: the same fields, focus still on Go.
    await expect(range.getByRole('button', { name: 'Go' })).toBeFocused();
    await expect(range.getByLabel('Min')).toHaveValue('500');
    await range.scrollIntoViewIfNeeded();
    await shot(page, 'filter-panel-1280');
  });
});
