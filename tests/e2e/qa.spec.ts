// Issue #19 item 6 journey: a guest is asked to sign in; a signed-in customer asks about a
// product (a too-short question gets its field error first); the vendor answers from the portal
// and the answer shows on the product page with the "Seller" badge; the admin hides the question
// and it is gone from the page.
import { expect, test, visit } from './fixtures';
import { signInAs } from './fixtures-auth';

const PRODUCT = 'prod-001'; // Kumkumadi Naturals, the demo vendor's.
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const QUESTION = `Can I use it under sunscreen in the morning? ${tag}`;
const ANSWER = 'Yes: two drops at night, and in the morning under your sunscreen.';

test('a customer asks, the vendor answers as Seller and the admin hides the question', async ({
  page,
  browser,
  scanned,
}) => {
  test.setTimeout(120_000);
  // A guest sees the questions and a way to sign in.
  await visit(page, scanned, `/products/${PRODUCT}`);
  const qa = page.getByRole('region', { name: 'Questions & answers' });
  await expect(qa.getByRole('link', { name: 'Sign in to ask a question' })).toBeVisible();

  // A customer asks.
  await signInAs(page, 'customer');
  await page.reload();
  const ask = qa.getByTestId('ask-form');
  await ask.getByLabel('Ask a question').fill('Is it ok?');
  await ask.getByRole('button', { name: 'Ask Question' }).click();
  await expect(ask.getByText('Write at least 10 characters.')).toBeVisible();
  await expect(ask.getByLabel('Ask a question')).toHaveAttribute('aria-invalid', 'true');
  await ask.getByLabel('Ask a question').fill(QUESTION);
  await ask.getByRole('button', { name: 'Ask Question' }).click();
  await expect(page.getByText('Your question is published.')).toBeVisible();
  const mine = qa.getByTestId('question').filter({ hasText: QUESTION });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('No answers yet.')).toBeVisible();

  // The vendor answers from the portal, where unanswered questions come first.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await signInAs(vendorPage, 'vendor');
  await visit(vendorPage, scanned, '/vendor/questions?unanswered=true');
  const row = vendorPage.getByRole('row').filter({ hasText: QUESTION });
  await row.getByRole('button', { name: /^Answer/ }).click();
  const dialog = vendorPage.getByRole('dialog', { name: 'Answer this question' });
  await dialog.getByLabel('Answer').fill(ANSWER);
  await dialog.getByRole('button', { name: 'Publish Answer' }).click();
  await expect(vendorPage.getByText('Your answer is published.')).toBeVisible();

  // The product page shows the answer with the Seller badge.
  await page.reload();
  await expect(mine.getByTestId('answer').filter({ hasText: ANSWER })).toBeVisible();
  await expect(mine.getByTestId('answer').getByText('Seller', { exact: true })).toBeVisible();

  // The admin hides the question with a reason; it leaves the product page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, 'admin');
  await visit(adminPage, scanned, `/admin/questions?search=${encodeURIComponent(tag)}`);
  await adminPage.getByRole('button', { name: /^Hide the question/ }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Hide this question?' });
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Duplicate of an answered one');
  await confirm.getByRole('button', { name: 'Hide Question' }).click();
  await expect(adminPage.getByText('The question is hidden.')).toBeVisible();
  await page.reload();
  await expect(qa.getByRole('heading', { name: 'Questions & answers' })).toBeVisible();
  await expect(page.getByText(QUESTION)).toHaveCount(0);
  await vendorContext.close();
  await adminContext.close();
});
