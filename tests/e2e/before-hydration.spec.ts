// The server's page before the app has loaded (issue #36): the app's code is held back, as on a
// slow link, while the shopper uses the page's forms. Each keeps the SPEC's rules and what was
// typed, and a submit is done, by the app once it is there, never lost. The forms are used once
// the page's HTML is in (DOMContentLoaded: the page entry, which guards them, has run); text
// typed even earlier is kept too (early-forms.test.tsx), a submit that early is the browser's.
import type { Page } from '@playwright/test';
import { APP_FILE, ENTRY_FILE, expect, holdFiles, test } from './fixtures';

/** Holds the app's code (start.tsx's chunk) back until the returned function is called. */
const holdApp = (page: Page) => holdFiles(page, APP_FILE);

const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

test('a blank header search does not navigate; typed text survives hydration and searches', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  // Still the home page: the SPEC's search navigates only for non-empty trimmed text.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(page.url()).not.toContain('search=');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await box.fill('kajal');
  release();
  await appReady(page);
  await expect(box).toHaveValue('kajal');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=kajal$/);
});

test.describe('before the page entry has run', () => {
  // The entry that guards the forms (index-*.js) is loaded `async`: a quick shopper's Enter can
  // come before it runs, and without JavaScript it never does. The browser's own check of the
  // search form keeps the rule (a page without JavaScript is the case where nothing else runs).
  test.use({ javaScriptEnabled: false });

  test('a blank search does not navigate, and a real one is the plain GET', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('kajal');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kajal$/);
  });
});

test('the newsletter sent before the app has loaded is subscribed once it has, in place', async ({
  page,
}) => {
  const release = await holdApp(page);
  // The page entry too: it loads `async` and, on a slow link, runs after the forms are on screen
  // (a CI run clicked before it had run once). index.html's inline script holds the submit then.
  const releaseEntry = await holdFiles(page, ENTRY_FILE);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  const email = `early-${Date.now()}@example.in`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForTimeout(300);
  // Neither sent as a plain form (which went to `/?` and lost the email) nor answered yet.
  expect(page.url()).not.toContain('?');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  releaseEntry();
  release();
  await appReady(page);
  await expect(page.getByText(/Thank you for subscribing/)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('the contact form filled and sent before the app has loaded is sent once it has', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await page.getByLabel('Your name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera.early@example.in');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Is the kumkumadi oil safe for sensitive skin?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('?');
  release();
  await appReady(page);
  await expect(
    page.getByText('Thank you! Our care team will reply by email within one working day.'),
  ).toBeVisible();
});

for (const path of ['/auth/login', '/auth/register']) {
  test(`${path} is the app's own page: no form to lose before it has loaded`, async ({ page }) => {
    // Sign-in and register are not server-rendered (decision 013): their forms come with the
    // app, and what is typed there is the app's from the first key.
    const release = await holdApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForTimeout(300);
    await expect(page.locator('form')).toHaveCount(0);
    release();
    await appReady(page);
    await expect(page.locator('main form')).toHaveCount(1);
  });
}

test("a signed-in customer's header is the server's, before the app has loaded", async ({
  page,
  baseURL,
}) => {
  // A shopper of this test's own, signed in by registering (the cookie is the page's).
  const email = `e2e-early-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Ira Sen', email, password: 'Kesar-Lotion-73' },
    headers: { origin: baseURL! },
  });
  expect(registered.status()).toBe(201);
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  release();
  await appReady(page);
  // Hydration keeps it (a mismatch would be a console error, which fails the test).
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});
