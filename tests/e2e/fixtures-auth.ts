// Signing in for end-to-end tests that are about something else: the demo accounts the embedded
// database seeds (README, "Demo sign-ins"), signed in through the API. `page.request` shares the
// browser context's cookies, so the page is signed in too once it reloads.
import { expect, type Page } from '@playwright/test';

export type DemoRole = 'customer' | 'vendor' | 'admin';

export const DEMO_ACCOUNTS: Record<DemoRole, { email: string; password: string; api: string }> = {
  customer: { email: 'demo@angle.example', password: 'Demo@12345', api: '/api/auth/login' },
  // vendor-1, Kumkumadi Naturals (src/server/db/seed-data.ts).
  vendor: {
    email: 'care@kumkumadi-naturals.example',
    password: 'Vendor@12345',
    api: '/api/auth/vendor/login',
  },
  admin: { email: 'admin@angle.example', password: 'Admin@12345', api: '/api/auth/admin/login' },
};

export async function signInAs(page: Page, role: DemoRole) {
  const { email, password, api } = DEMO_ACCOUNTS[role];
  const response = await page.request.post(api, { data: { email, password } });
  expect(response.status(), `signing in as the demo ${role}`).toBe(200);
  if (page.url() !== 'about:blank') await page.reload();
}
