// Issue #9, headers and cookies: in production every kind of answer — a page, API JSON, a
// problem, an image, the API docs — carries the CSP (no framing), HSTS and nosniff, and none
// says what it is built with. The production session cookie's flags (__Secure-, Secure,
// HttpOnly, SameSite=Lax) are checked in modules/auth/sign-in.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-1234567890',
    PUBLIC_URL: 'https://shop.angle.example',
  });
});
afterAll(() => t.close());

describe('security headers in production', () => {
  it('are on pages, API answers, problems, media and the docs alike', async () => {
    const [image] = await t.database.query<{ storage_key: string }>(
      'SELECT storage_key FROM product_images LIMIT 1',
    );
    const urls = [
      '/',
      '/products/prod-001',
      '/api/store/products?limit=1',
      '/api/store/orders',
      '/api/no-such-route',
      `/media/${image!.storage_key}-320.webp`,
      '/api/openapi.json',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers.server, url).toBeUndefined();
    }
  });
});
