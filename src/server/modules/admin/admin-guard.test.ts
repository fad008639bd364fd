// Every /api/admin route, taken from the app's own route table so routes added later are
// covered too: 401 signed out, 403 to a customer and to a vendor, before any handler runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'vendor', 'admin'] as const) {
    const account = await createAccount(t.database, role);
    cookies[role] = sessionCookieOf(await signInAt(t.app, role, account));
  }
});
afterAll(() => t.close());

function adminRoutes() {
  return t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
}

function call({ method, url }: { method: string; url: string }, cookie?: string) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    // Any id will do: the guard answers before the route looks anything up.
    url: url.replace(/:(\w+)/g, 'some-$1'),
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('/api/admin/*', () => {
  it('has the admin tools registered (the walk below is not vacuous)', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(20);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/products',
        'PATCH /api/admin/products/:id',
        'POST /api/admin/customers/:id/block',
        'POST /api/admin/vendors/:id/suspend',
        'PUT /api/admin/settings/payment',
        'GET /api/admin/contact-messages/export',
        'GET /api/admin/dashboard',
        'GET /api/admin/orders/export',
        'POST /api/admin/orders/:id/groups/:groupId/status',
        'POST /api/admin/orders/:id/refund',
      ]),
    );
  });

  it('answers 401 problem+json to a signed-out caller on every route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe(AUTH_MESSAGES.signInRequired);
    }
  });

  it.each(['customer', 'vendor'])('answers 403 to a %s on every route', async (role) => {
    for (const route of adminRoutes()) {
      const res = await call(route, cookies[role]);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail).toBe(AUTH_MESSAGES.notAdmin);
    }
  });

  it('lets the admin through on every route (no 401 or 403)', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, cookies.admin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
