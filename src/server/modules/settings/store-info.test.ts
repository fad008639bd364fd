import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { invalidateCatalogCache } from '../catalog/catalog-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/store/info', () => {
  it('gives the seeded contact details and delivery terms in rupees', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/info' });
    expect(res.json()).toEqual({
      storeName: 'Angle',
      supportPhone: '+91 20 4567 8900',
      supportEmail: 'care@angle.example',
      address: '5th Floor, Aurora Towers, MG Road, Camp, Pune, Maharashtra 411001',
      shippingFee: 49,
      freeShippingThreshold: 499,
      codEnabled: true,
    });
  });

  it('follows the store settings when they change, and never leaks payment secrets', async () => {
    await t.database.query(
      `UPDATE settings SET value = jsonb_set(value, '{supportPhone}', '"+91 98765 43210"') WHERE key = 'store'`,
    );
    await t.database.query(
      `UPDATE settings SET value = jsonb_set(value, '{razorpay,keySecret}', '"rzp_secret_xyz"') WHERE key = 'payment'`,
    );
    // Kept with the catalogue: a write through the admin's routes drops it (admin-settings.test.ts).
    invalidateCatalogCache(t.database);
    const res = await t.app.inject({ method: 'GET', url: '/api/store/info' });
    expect(res.json().supportPhone).toBe('+91 98765 43210');
    expect(res.body).not.toContain('rzp_secret_xyz');
  });
});
