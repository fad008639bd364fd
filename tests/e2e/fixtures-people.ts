// Names, addresses and browser contexts of the people a journey creates: unique per call, so
// specs running side by side on one server never meet each other's accounts or periods.
import { expect, type Browser, type Page } from '@playwright/test';

const suffix = (chars: number) =>
  `${Date.now().toString(36)}${Math.random()
    .toString(36)
    .slice(2, 2 + chars)}`;

/** A name no other run uses: "Kesar Glow Studio lq3x9a1b2". */
export const unique = (prefix: string) => `${prefix} ${suffix(3)}`;

/** An email address no other run uses, its first part saying who it is for. */
export const testEmail = (who: string) => `e2e-${who}-${suffix(6)}@example.in`;

/**
 * A Sunday of the hundred weeks from `firstSunday` at random: the end of a settlement period this
 * run alone settles (each spec that settles starts from a year of its own).
 */
export function aPastSunday(firstSunday: string): string {
  const weeks = Math.floor(Math.random() * 100);
  return new Date(Date.parse(firstSunday) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** A browser context of its own (its own cookies: another person) and its first page. */
export async function contextPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** The first visit to a back office downloads its chunks: a slow machine needs a while. */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}
