import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { lookUpPincode } from './pincodes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/store/pincodes/:pin', () => {
  it("gives a known PIN code's district and state, from the shipped table", async () => {
    const res = await get('/api/store/pincodes/411001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pincode: '411001',
      district: 'Pune',
      state: 'Maharashtra',
      deliverable: true,
      estimate: null,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("uses today's state names for districts the 2015 directory put elsewhere", async () => {
    expect((await get('/api/store/pincodes/500001')).json()).toMatchObject({
      district: 'Hyderabad',
      state: 'Telangana',
    });
    expect((await get('/api/store/pincodes/194101')).json()).toMatchObject({ state: 'Ladakh' });
  });

  it('answers 404 for a PIN code India Post does not have', async () => {
    const res = await get('/api/store/pincodes/999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 400 with the field message for anything but six digits', async () => {
    for (const pin of ['41100', '4110011', '011001', 'abcdef']) {
      const res = await get(`/api/store/pincodes/${pin}`);
      expect(res.statusCode, pin).toBe(400);
    }
    const res = await get('/api/store/pincodes/41100');
    expect(JSON.stringify(res.json())).toContain('Enter a 6-digit PIN code.');
    expect((await get('/api/store/pincodes/411001?vendor=x')).statusCode).toBe(400);
  });

  it("estimates a product's delivery from its vendor's pickup state", async () => {
    // Kumkumadi Naturals (vendor-1, prod-001) ships from Kochi, Kerala.
    await t.database.query(
      `UPDATE vendors SET pickup_address = '{"line1":"12 MG Road","city":"Kochi","state":"Kerala","pincode":"682011"}' WHERE user_id = 'vendor-1'`,
    );
    const friday = new Date('2026-11-27T06:00:00Z');
    const sameState = await lookUpPincode(t.database, '682028', 'prod-001', friday);
    expect(sameState.estimate).toEqual({
      minDays: 2,
      maxDays: 3,
      earliest: '2026-11-30',
      latest: '2026-12-01',
    });
    const sameZone = await lookUpPincode(t.database, '600096', 'prod-001', friday);
    expect(sameZone.estimate).toMatchObject({ minDays: 3, maxDays: 5 });
    const res = await get('/api/store/pincodes/110001?product=prod-001');
    expect(res.json().estimate).toMatchObject({ minDays: 5, maxDays: 7 });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives no estimate for a product that is not on sale', async () => {
    const res = await get('/api/store/pincodes/411001?product=prod-nope');
    expect(res.statusCode).toBe(200);
    expect(res.json().estimate).toBeNull();
  });
});
